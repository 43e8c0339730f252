import Benchmark
import DemoHistory
import Foundation
import StrengthKit

/// `build` on a generated 5,000-workout / ~118,000-set history, in a folder on tmpfs when there is
/// one (/dev/shm), as MEASURED.md advises for timing file writes: a full build into an empty folder
/// (no build cache), a no-op rebuild, and a rebuild after logging one workout. The table shows the
/// wall-clock time, pages per second and peak RSS of each.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .peakMemoryResident, .custom("pages per second", polarity: .prefersLarger)],
        maxDuration: .seconds(60), maxIterations: 5)

    let scratch = FileManager.default.fileExists(atPath: "/dev/shm") ? URL(fileURLWithPath: "/dev/shm") : FileManager.default.temporaryDirectory
    let project = scratch.appendingPathComponent("strength-site-bench-\(ProcessInfo.processInfo.processIdentifier)")
    let store = ProjectStore(projectDirectory: project)
    let today = LocalDay(year: 2060, month: 1, day: 1) ?? LocalDay(daysSinceEpoch: 32_873)
    // Made when this process runs the benchmarks (not when it only lists them) and removed after, so
    // runs leave nothing behind on tmpfs.
    Benchmark.setup = {
        try? FileManager.default.removeItem(at: project)
        let data = try DemoHistoryGenerator(workoutCount: 5000, highVolume: true).generate()
        try store.create(with: data)
        print("SiteBenchmarks: \(data.workouts.count) workouts, \(data.workouts.reduce(0) { $0 + $1.setCount }) sets, in \(project.path)")
    }
    Benchmark.teardown = {
        try? FileManager.default.removeItem(at: project)
    }
    let builder = SiteBuilder(store: store)

    /// Runs `prepare` unmeasured, then measures one build and records its pages per second.
    func measureBuild(_ benchmark: Benchmark, prepare: () throws -> Void) throws {
        try prepare()
        let started = ContinuousClock.now
        benchmark.startMeasurement()
        let report = try builder.build(today: { _ in today })
        benchmark.stopMeasurement()
        let elapsed = ContinuousClock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        benchmark.measurement(.custom("pages per second", polarity: .prefersLarger), Int(Double(report.files) / seconds))
    }

    Benchmark("Full build into an empty folder") { benchmark in
        try measureBuild(benchmark) {
            try? FileManager.default.removeItem(at: store.layout.siteDirectory)
            try? FileManager.default.removeItem(at: store.layout.cacheDirectory)
        }
    }

    Benchmark("No-op rebuild") { benchmark in
        try measureBuild(benchmark) { _ = try builder.build(today: { _ in today }) }
    }

    Benchmark("Rebuild after logging one workout") { benchmark in
        try measureBuild(benchmark) {
            _ = try builder.build(today: { _ in today })
            try store.update { data in
                // Each extra workout gets its own name: `log` refuses the same workout twice within ten minutes,
                // which random start times hit now and then.
                guard let start = LocalDateTime(day: today.adding(days: -1), hour: Int.random(in: 0...23),
                                                minute: Int.random(in: 0...59)) else { return }
                _ = try WorkoutLogger.log(LogRequest(name: "Extra \(data.workouts.count)", start: start, durationSeconds: 3600,
                                                     entries: ["Squat: 100x5x3"]), into: &data)
            }
        }
    }
}
