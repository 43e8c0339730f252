// Import speed: a 100,000-row Strong export (dialect A, comma, kg) made from the demo generator's
// history, read from memory so the disk is not measured. Each benchmark reports rows per second as
// the custom metric `rows/s` (higher is better). Run from Benchmarks/:
//   swift package --allow-writing-to-package-directory benchmark --target ImportBenchmarks
import Benchmark
import DemoHistory
import Foundation
import StrengthKit

/// The rows of a Strong export of `rows` sets from the demo history (as many workouts as it takes).
private func strongExport(rows: Int) -> [UInt8] {
    var text = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
    var written = 0
    var workoutCount = rows / 20
    while written < rows {
        written = 0
        text = String(text.prefix { $0 != "\n" }) + "\n"
        guard let generator = try? DemoHistoryGenerator(workoutCount: workoutCount) else { return [] }
        let data = generator.generate()
        let names = Dictionary(uniqueKeysWithValues: data.library.exercises.map { ($0.id, $0.name) })
        outer: for workout in data.workouts {
            let start = workout.start.local
            let date = "\(start.day) " + [start.hour, start.minute, start.second].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
            let duration = workout.durationSeconds.map { "\($0 / 3600)h \($0 % 3600 / 60)m" } ?? ""
            let notes = (workout.notes ?? "").replacingOccurrences(of: "\"", with: "\"\"").replacingOccurrences(of: "\n", with: "\\n")
            var firstRow = true
            for logged in workout.exercises {
                var number = 0
                for set in logged.sets {
                    let order: String
                    switch set.kind {
                    case .warmup: order = "W"
                    case .drop: order = "D"
                    case .failure: order = "F"
                    case .normal:
                        number += 1
                        order = "\(number)"
                    }
                    let name = (names[logged.exercise] ?? logged.exercise).replacingOccurrences(of: "\"", with: "\"\"")
                    let weight = set.weightKg.map { "\($0)" } ?? "0"
                    let distance = set.distanceMeters.map { "\($0 / 1000)" } ?? "0"
                    let rpe = set.rpe.map { "\($0)" } ?? ""
                    text += "\(date),\"\(workout.name)\",\(duration),\"\(name)\",\(order),\(weight),\(set.reps ?? 0),\(distance),\(set.durationSeconds ?? 0),\"\",\"\(firstRow ? notes : "")\",\(rpe)\n"
                    firstRow = false
                    written += 1
                    if written == rows { break outer }
                }
            }
        }
        workoutCount += workoutCount / 2 + 1
    }
    return Array(text.utf8)
}

/// A project with no workouts yet: the demo's settings and exercise library.
private func newProject() throws -> ProjectData {
    try DemoHistoryGenerator(workoutCount: 0).generate()
}

private let rowCount = 100_000
private let export = strongExport(rows: rowCount)
private let rowsPerSecond = BenchmarkMetric.custom("rows/s", polarity: .prefersLarger, useScalingFactor: false)

private func readExport() throws -> ParsedImport {
    try ImportReader.read(bytes: export, display: "strong.csv")
}

private func record(_ benchmark: Benchmark, since start: ContinuousClock.Instant) {
    let elapsed = ContinuousClock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    benchmark.measurement(rowsPerSecond, Int(Double(rowCount) / max(seconds, 1e-9)))
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .peakMemoryResident, rowsPerSecond], warmupIterations: 1, maxDuration: .seconds(30), maxIterations: 10)

    Benchmark("Read a 100,000-row Strong export (CSV and rows to workouts)") { benchmark in
        for _ in benchmark.scaledIterations {
            let start = ContinuousClock.now
            blackHole(try readExport())
            record(benchmark, since: start)
        }
    }

    Benchmark("Import a 100,000-row Strong export into a new project (read, match, convert)") { benchmark in
        for _ in benchmark.scaledIterations {
            var data = try newProject()
            let start = ContinuousClock.now
            let parsed = try readExport()
            blackHole(try ImportPlanner.apply([parsed], to: &data, options: ImportOptions(), dryRun: false))
            record(benchmark, since: start)
        }
    }

    Benchmark("Import a 100,000-row Strong export into a store on disk (read, convert, validate, write)",
              configuration: .init(maxIterations: 3)) { benchmark in
        for _ in benchmark.scaledIterations {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("import-bench-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let store = ProjectStore(projectDirectory: folder)
            try store.create(with: newProject())
            let start = ContinuousClock.now
            let parsed = try readExport()
            blackHole(try store.update { data in try ImportPlanner.apply([parsed], to: &data, options: ImportOptions(), dryRun: false) })
            record(benchmark, since: start)
        }
    }
}
