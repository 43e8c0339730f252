import DemoHistory
import Foundation
import Testing
@testable import StrengthKit

/// Invariants over many random histories (seeded, so a failure reproduces).
@Suite struct AnalyticsPropertyTests {
    static func randomHistory(seed: UInt64) throws -> HistoryFixture {
        var random = SplitMix64(seed: seed)
        var history = HistoryFixture(timeZone: "Europe/Berlin")
        history.bodyWeight("2025-01-01", 80)
        var day = LocalDay("2025-01-02")!
        for _ in 0..<Int.random(in: 5...40, using: &random) {
            day = day.adding(days: Int.random(in: 0...4, using: &random))
            func set() -> String {
                let prefix = ["", "", "", "w", "d", "f"].randomElement(using: &random)!
                let weight = Double(Int.random(in: 8...80, using: &random)) * 2.5
                return "\(prefix)\(NumberText.decimal(weight, maximumFractionDigits: 1))x\(Int.random(in: 0...15, using: &random))"
            }
            var entries = ["Bench Press: " + (0..<Int.random(in: 1...6, using: &random)).map { _ in set() }.joined(separator: ", ")]
            if Bool.random(using: &random) { entries.append("Squat: " + (0..<3).map { _ in set() }.joined(separator: ", ")) }
            if Bool.random(using: &random) { entries.append("Pull Up: +\(Int.random(in: 0...20, using: &random))x\(Int.random(in: 1...12, using: &random)), x\(Int.random(in: 1...15, using: &random))") }
            if Bool.random(using: &random) { entries.append("Running: \(Int.random(in: 1...15, using: &random))km in \(Int.random(in: 5...90, using: &random)):00") }
            let hour = Int.random(in: 5...23, using: &random)
            try history.log("\(day) " + Digits.pad(hour, 2) + ":30", entries: entries)
        }
        return history
    }

    @Test(arguments: 1...40)
    func volumeIsAdditiveOverWorkoutsWeeksAndMonths(seed: UInt64) throws {
        let history = try Self.randomHistory(seed: seed)
        let all = history.analytics(today: "2026-01-01")
        let perWorkout = all.workouts.reduce(0) { $0 + $1.volumeKg }
        #expect(abs(all.totalVolumeKg - perWorkout) < 1e-6)
        #expect(abs(all.weekly.reduce(0) { $0 + $1.volumeKg } - all.totalVolumeKg) < 1e-6)
        #expect(abs(all.monthly.reduce(0) { $0 + $1.volumeKg } - all.totalVolumeKg) < 1e-6)
        #expect(abs(all.exercises.reduce(0) { $0 + $1.totalVolumeKg } - all.totalVolumeKg) < 1e-6)
        #expect(all.weekly.reduce(0) { $0 + $1.workouts } == all.totalWorkouts)

        // Split the history in two: the halves' volumes add up to the whole.
        var first = history
        var second = history
        let half = history.data.workouts.count / 2
        first.data.workouts = Array(history.data.workouts.prefix(half))
        second.data.workouts = Array(history.data.workouts.dropFirst(half))
        let sum = first.analytics(today: "2026-01-01").totalVolumeKg + second.analytics(today: "2026-01-01").totalVolumeKg
        #expect(abs(sum - all.totalVolumeKg) < 1e-6)
    }

    /// Each record beats the one before it of its exercise and kind: a better value, or — for the
    /// heaviest weight and added load only — the same weight for more reps (docs/ANALYTICS.md, "A tie in
    /// weight"). An equal performance, or more reps at the same value of any other kind, is never one.
    @Test(arguments: 1...40)
    func recordsNeverGetWorseOverTime(seed: UInt64) throws {
        let analytics = try Self.randomHistory(seed: seed).analytics(today: "2026-01-01")
        var best: [String: RecordEvent] = [:]
        var lastDay: LocalDay?
        for event in analytics.recordTimeline {
            if let lastDay { #expect(event.day >= lastDay) }
            lastDay = event.day
            let key = "\(event.exerciseID)/\(event.kind.rawValue)"
            if let previous = best[key] {
                let better = event.kind.lowerIsBetter ? event.value < previous.value : event.value > previous.value
                let moreRepsAtTheSameWeight = [.heaviestWeight, .heaviestAddedLoad].contains(event.kind) && event.value == previous.value
                    && (event.set?.reps ?? 0) > (previous.set?.reps ?? 0)
                #expect(better || moreRepsAtTheSameWeight, "\(key) on \(event.day): \(event.value) after \(previous.value)")
                #expect(event.previousValue == previous.value && event.previousSet == previous.set)
            } else {
                #expect(event.previousValue == nil)
            }
            best[key] = event
        }
        for exercise in analytics.exercises {
            for (kind, record) in exercise.records { #expect(best["\(exercise.exercise.id)/\(kind.rawValue)"] == record) }
        }
    }

    @Test(arguments: 1...10)
    func sameInputGivesTheSameDocument(seed: UInt64) throws {
        let history = try Self.randomHistory(seed: seed)
        var shuffled = history
        shuffled.data.workouts.reverse()
        let one = try StoreCoding.encode(StatsDocument(history.analytics(today: "2026-01-01")))
        let two = try StoreCoding.encode(StatsDocument(shuffled.analytics(today: "2026-01-01")))
        #expect(one == two)
    }
}
