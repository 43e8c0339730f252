import Foundation
import Testing

/// The dashboard's big lifts through the binary: the rule (the main lifts trained, then the most
/// trained), `settings set big-lifts` pinning exercises by name (stored as ids), and `default`.
@Suite struct BigLiftsEndToEndTests {
    /// The names in the dashboard's big-lifts table, in order.
    static func bigLifts(_ folder: TemporaryFolder) throws -> [String] {
        let html = try String(contentsOf: folder.url.appendingPathComponent("Site/index.html"), encoding: .utf8)
        guard let table = html.components(separatedBy: "<table class=\"compact big-lifts\">").dropFirst().first?
            .components(separatedBy: "</table>").first else { return [] }
        return table.matches(of: /<a href="[^"]*">([^<]*)<\/a>/).map { String($0.output.1) }
    }

    /// `bigLifts` in `Data/settings.json`, or `nil` when the key is not there.
    static func storedBigLifts(_ folder: TemporaryFolder) throws -> [String]? {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.url.appendingPathComponent("Data/settings.json")))
        return (json as? [String: Any])?["bigLifts"] as? [String]
    }

    @Test func theRuleTheSettingAndDefault() throws {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        func ok(_ arguments: [String]) throws -> CommandRunner.Result {
            let result = try cli.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            return result
        }
        _ = try ok(["init", "--units", "kg", "--time-zone", "Europe/Berlin", "--no-program"])
        _ = try ok(["exercise", "add", "Back Squat", "--type", "weight_reps"])
        _ = try ok(["exercise", "add", "Curl, Cable", "--type", "weight_reps", "--category", "Biceps"])
        for day in ["2025-05-05", "2025-05-12", "2025-05-19", "2025-05-26"] {
            _ = try ok(["log", "--start", "\(day) 18:00", "Curl, Cable: 20x12", "Lateral Raise: 10x10"])
        }
        _ = try ok(["log", "--start", "2025-05-27 18:00", "Back Squat: 120x5", "Bench Press: 90x5"])
        _ = try ok(["log", "--start", "2025-05-29 18:00", "Back Squat: 125x5"])
        let today = ["--today", "2025-05-31"]

        // The rule: "Back Squat" is the catalogue's Squat and the bench press a main lift, so they lead.
        _ = try ok(["build"] + today)
        #expect(try Self.bigLifts(folder) == ["Back Squat", "Bench Press", "Curl, Cable", "Lateral Raise"])

        // Pinned, one name per argument (a name may hold a comma), stored as exercise ids.
        let set = try ok(["settings", "set", "big-lifts", "Curl, Cable", "bench press"])
        #expect(set.stdout == "big-lifts = \"Curl, Cable\" \"Bench Press\"\n")
        #expect(try Self.storedBigLifts(folder) == ["curl-cable", "bench-press"])
        #expect(try ok(["settings", "show"]).stdout.contains(/\nbig-lifts +"Curl, Cable" "Bench Press"\n/))
        _ = try ok(["build"] + today)
        #expect(try Self.bigLifts(folder) == ["Curl, Cable", "Bench Press"])

        // An unknown name or a lift with no estimated 1RM is a clear error, and nothing changes.
        let before = try folder.dataSnapshot()
        let unknown = try cli.run(["settings", "set", "big-lifts", "Bench Press", "Bogus Lift"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("no exercise \"Bogus Lift\""), "\(unknown.stderr)")
        let timed = try cli.run(["settings", "set", "big-lifts", "Plank"])
        #expect(timed.status == 64)
        #expect(timed.stderr.contains("a big lift shows its best estimated 1RM, and Plank is duration"), "\(timed.stderr)")
        #expect(try folder.dataSnapshot() == before)

        // `default` is the rule again, and the key leaves settings.json.
        #expect(try ok(["settings", "set", "big-lifts", "default"]).stdout == "big-lifts = default\n")
        #expect(try Self.storedBigLifts(folder) == nil)
        _ = try ok(["build"] + today)
        #expect(try Self.bigLifts(folder) == ["Back Squat", "Bench Press", "Curl, Cable", "Lateral Raise"])
    }
}
