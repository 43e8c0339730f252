@testable import StrengthKit

/// Histories of training weeks for the block tests: week 1 starts on Monday 5 January 2026 (weeks
/// start on Monday), a workout at 18:00 on its weekday, the starter library's lifts.
struct BlockHistory {
    /// One workout: its weekday (0 = Monday), template, name and log entries.
    struct Session {
        var weekday: Int
        var template: String?
        var name: String = "Workout"
        var entries: [String]
    }

    static let firstMonday = LocalDay("2026-01-05")!

    /// Squat 3 × 5 at 100 kg and bench press 3 × 5 at 80 kg: 6 working sets.
    static let normal = ["Squat: 100x5x3", "Bench Press: 80x5x3"]
    /// The same loads, 2 sets each: 4 working sets.
    static let fewerSets = ["Squat: 100x5x2", "Bench Press: 80x5x2"]
    /// The same sets at 80 %: 80 and 64 kg.
    static let lighter = ["Squat: 80x5x3", "Bench Press: 64x5x3"]

    /// Monday, Wednesday and Friday with `entries`, each from `template`.
    static func week(_ entries: [String] = normal, template: String? = "a") -> [Session] {
        [0, 2, 4].map { Session(weekday: $0, template: template, entries: entries) }
    }

    /// The day of week `week` (from 1), weekday `weekday` (0 = Monday).
    static func day(week: Int, _ weekday: Int = 0) -> LocalDay {
        firstMonday.adding(days: 7 * (week - 1) + weekday)
    }

    var data: ProjectData

    /// `weeks[0]` is week 1; nil is a week without training.
    init(_ weeks: [[Session]?]) throws {
        var history = HistoryFixture()
        var templates: [String: String] = [:]
        for (index, sessions) in weeks.enumerated() {
            for session in sessions ?? [] {
                let day = Self.day(week: index + 1, session.weekday)
                let id = try history.log("\(day) 18:00", entries: session.entries, name: session.name)
                templates[id] = session.template
            }
        }
        for index in history.data.workouts.indices {
            history.data.workouts[index].template = templates[history.data.workouts[index].id]
        }
        data = history.data
    }

    func analytics(today: LocalDay) -> TrainingAnalytics {
        TrainingAnalytics.compute(data, today: today)
    }

    func blocks(declared: [DeclaredBlock] = [], today: LocalDay = LocalDay("2026-12-01")!) -> [TrainingBlock] {
        BlockDetector.blocks(in: analytics(today: today), declared: declared)
    }
}
