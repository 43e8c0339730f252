import Foundation
@testable import StrengthKit

/// Builds histories for analytics tests in the `log` command's own syntax, on the starter library.
struct HistoryFixture {
    var data: ProjectData

    init(units: WeightUnit = .kg, timeZone: String = "UTC", weekStart: Weekday = .monday,
         formula: OneRepMaxFormula = .brzycki, repCap: Int = 12) {
        data = ProjectData(settings: Settings(units: units, weekStart: weekStart, timeZone: timeZone,
                                              oneRepMax: OneRepMaxSettings(formula: formula, repCap: repCap)),
                           library: StarterLibrary.library)
    }

    /// Logs a workout starting at `start` ("YYYY-MM-DD HH:MM", local) and returns its id. Sets are
    /// kept as given, however far beyond the history (random histories jump): `OutlierRuleTests` and
    /// `OutlierEntryTests` test the typo rule, not these.
    @discardableResult
    mutating func log(_ start: String, _ entries: String..., minutes: Int? = 60, name: String = "Workout") throws -> String {
        try log(start, entries: entries, minutes: minutes, name: name)
    }

    @discardableResult
    mutating func log(_ start: String, entries: [String], minutes: Int? = 60, name: String = "Workout") throws -> String {
        guard let local = LocalDateTime(start) else { throw SetSyntaxError(set: start, reason: "bad fixture time") }
        let request = LogRequest(name: name, start: local, durationSeconds: minutes.map { $0 * 60 }, entries: entries, allowOutliers: true)
        return try WorkoutLogger.log(request, into: &data).workout.id
    }

    mutating func bodyWeight(_ day: String, _ kilograms: Double) {
        data.bodyWeight.entries.append(BodyWeightEntry(date: LocalDay(day)!, weightKg: kilograms))
        data.bodyWeight.entries.sort { $0.date < $1.date }
    }

    func analytics(today: String) -> TrainingAnalytics {
        TrainingAnalytics.compute(data, today: LocalDay(today)!)
    }
}
