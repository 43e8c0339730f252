import Benchmark
import DemoHistory
import StrengthKit

/// All analytics (`TrainingAnalytics.compute`) and the `stats --json` document for a generated
/// 5,000-workout history of about 118,000 sets. Target: well under 0.2 s, single pass.
let benchmarks: @Sendable () -> Void = {
    let history: ProjectData
    do {
        history = try DemoHistoryGenerator(workoutCount: 5000, highVolume: true).generate()
    } catch {
        print("AnalyticsBenchmarks: cannot generate the history: \(error)")
        return
    }
    let sets = history.workouts.reduce(0) { $0 + $1.setCount }
    let today = history.workouts.last?.start.local.day ?? LocalDay(daysSinceEpoch: 0)
    print("AnalyticsBenchmarks: \(history.workouts.count) workouts, \(sets) sets")

    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .peakMemoryResident, .mallocCountTotal],
        maxDuration: .seconds(20), maxIterations: 25)

    Benchmark("Analytics of 5,000 workouts") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(TrainingAnalytics.compute(history, today: today))
        }
    }

    Benchmark("stats --json document of 5,000 workouts") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try StoreCoding.encode(StatsDocument(TrainingAnalytics.compute(history, today: today))))
        }
    }
}
