import Foundation
import Testing
@testable import StrengthKit
#if canImport(Glibc)
import Glibc
#endif

/// The store under fire: processes killed with SIGKILL at random moments, and many at once.
/// `STRENGTH_SITE_STRESS=1` raises the number of kills from 30 to 250.
@Suite(.serialized) struct CrashSafetyTests {
    static let stress = ProcessInfo.processInfo.environment["STRENGTH_SITE_STRESS"] == "1"

    struct Row: Decodable { var id: String }

    func historyIDs(_ cli: CommandRunner) throws -> Set<String> {
        let history = try cli.run(["history", "--json"])
        #expect(history.status == 0, "the store must load after a kill: \(history.stderr)")
        return Set(try JSONDecoder().decode([Row].self, from: Data(history.stdout.utf8)).map(\.id))
    }

    /// An export document with `count` new workouts, written to `name` in the project.
    func importDocument(batch: Int, count: Int, in folder: TemporaryFolder) throws -> (file: String, ids: Set<String>) {
        let zone = TimeZone(identifier: "UTC")!
        var data = ProjectData(library: StarterLibrary.library)
        for index in 0..<count {
            let local = LocalDateTime(day: LocalDay("2024-01-01")!.adding(days: batch), hour: index / 60, minute: index % 60)!
            let start = try Timestamp(local: local, in: zone)
            data.workouts.append(Workout(
                id: "2024-01-01-b\(batch)-w\(index)", name: "Batch \(batch)", start: start, end: start.adding(seconds: 1800),
                exercises: [LoggedExercise(exercise: "squat", sets: Array(repeating: WorkoutSet(weightKg: 100, reps: 5), count: 5))]))
        }
        let file = "batch-\(batch).json"
        try DataTransfer.exportData(data).write(to: folder.url.appendingPathComponent(file))
        return (file, Set(data.workouts.map(\.id)))
    }

    @Test func killedCommandsNeverLoseReportedWorkoutsNorHalfImport() throws {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        #expect(try cli.run(["init", "--time-zone", "UTC"]).status == 0)
        let kills = Self.stress ? 250 : 30
        var confirmed = Set<String>()
        var batches: [Set<String>] = []
        var killed = 0
        var interruptedBeforeCommit = 0
        var interruptedAfterCommit = 0
        var iteration = 0
        while killed < kills {
            iteration += 1
            let process: Process
            switch iteration % 3 {
            case 0:
                let batch = try importDocument(batch: iteration, count: 40, in: folder)
                batches.append(batch.ids)
                process = try cli.start(["import", batch.file])
            case 1:
                process = try cli.start(["log", "--name", "Run \(iteration)", "--start", "2025-01-01 \(String(format: "%02d:%02d", iteration / 60 % 24, iteration % 60))",
                                         "Squat: 100x5x3", "Plank: 60s"])
            default:
                process = try cli.start(["log", "--name", "New \(iteration)", "--start", "2025-02-01 10:00", "--create-exercises",
                                         "Exercise Number \(iteration): 50x10"])
            }
            usleep(UInt32.random(in: 0...100_000))
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                killed += 1
            }
            process.waitUntilExit()
            let output = (process.standardOutput as! Pipe).fileHandleForReading.readDataToEndOfFile()
            if process.terminationReason == .exit, process.terminationStatus == 0 {
                let text = String(decoding: output, as: UTF8.self)
                if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("id ") }) {
                    confirmed.insert(String(line.dropFirst(3).split(separator: ",")[0]))
                }
                if iteration % 3 == 0, let last = batches.last { confirmed.formUnion(last) }
            }
            let staging = folder.url.appendingPathComponent("Data/.txn")
            if FileManager.default.fileExists(atPath: staging.appendingPathComponent("manifest.json").path) {
                interruptedAfterCommit += 1
            } else if FileManager.default.fileExists(atPath: staging.path) {
                interruptedBeforeCommit += 1
            }
            let present = try historyIDs(cli)
            #expect(confirmed.isSubset(of: present), "lost: \(confirmed.subtracting(present).sorted())")
            for batch in batches {
                let landed = batch.intersection(present).count
                #expect(landed == 0 || landed == batch.count, "an import landed \(landed) of \(batch.count) workouts")
            }
        }
        #expect(killed == kills)
        // What the kills left of their temp files goes with the next change, from the root of Data/ too.
        let settled = try cli.run(["log", "--name", "After", "--start", "2025-03-01 10:00", "Squat: 100x5"])
        #expect(settled.status == 0, "\(settled.stderr)")
        let enumerator = FileManager.default.enumerator(atPath: folder.url.appendingPathComponent("Data").path)
        let litter = (enumerator?.allObjects as? [String] ?? []).filter { $0.contains(".tmp-") }
        #expect(litter.isEmpty, "left after the next change: \(litter)")
        print("\(kills) kills: \(interruptedBeforeCommit) mid-staging (discarded), \(interruptedAfterCommit) after the commit point (rolled forward), \(confirmed.count) workouts confirmed")
    }

    @Test func twentyLogsStartedAtOnceAllLand() throws {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        #expect(try cli.run(["init", "--time-zone", "UTC"]).status == 0)
        let processes = try (0..<20).map { index in
            try cli.start(["log", "--force", "--name", "Same Name", "--start", "2025-05-05 18:00", index.isMultiple(of: 2) ? "Squat: 100x5x3" : "Bench Press: 80x8x3"])
        }
        for process in processes { process.waitUntilExit() }
        #expect(processes.allSatisfy { $0.terminationStatus == 0 })
        let ids = try historyIDs(cli)
        #expect(ids.count == 20)
        #expect(ids.contains("2025-05-05-1800-same-name"))
        #expect(ids.contains("2025-05-05-1800-same-name-20"))
    }
}
