import Foundation

/// How often a template was trained from and when last: the workouts whose `template` is its id.
/// "Recently" is the eight weeks that end with today: the 56 days from `today` - 55 to `today`.
/// Workouts dated after today count in the total and as the last use, not as recent. Its JSON writes
/// a missing last use as `null`, so the shape does not change with the data.
struct TemplateUsage: Hashable, Sendable, Codable {
    /// Every workout that came from the template.
    var timesUsed: Int
    /// Those of the last eight weeks (today and the 55 days before it).
    var timesUsedLast8Weeks: Int
    /// The local day of the newest of them.
    @Nullable var lastUsed: LocalDay?
    /// The id of the newest of them.
    @Nullable var lastWorkout: String?

    static let recentDays = 56
    static let unused = TemplateUsage(timesUsed: 0, timesUsedLast8Weeks: 0, lastUsed: nil, lastWorkout: nil)

    /// The usage of every template that any workout came from, keyed by template id; a template no
    /// workout came from is absent (its usage is `unused`).
    static func byTemplate(_ workouts: [Workout], today: LocalDay, timeZone: TimeZone) -> [String: TemplateUsage] {
        let firstRecentDay = today.adding(days: -(recentDays - 1))
        var usage: [String: TemplateUsage] = [:]
        var newest: [String: Int] = [:]
        for (index, workout) in workouts.enumerated() {
            guard let template = workout.template else { continue }
            let day = workout.start.local(in: timeZone).day
            var entry = usage[template] ?? .unused
            entry.timesUsed += 1
            if firstRecentDay <= day, day <= today { entry.timesUsedLast8Weeks += 1 }
            if let current = newest[template], !Workout.newestFirst(workout, workouts[current]) {
                usage[template] = entry
                continue
            }
            newest[template] = index
            entry.lastUsed = day
            entry.lastWorkout = workout.id
            usage[template] = entry
        }
        return usage
    }

    /// The usage of the template with `id`.
    static func of(_ id: String, workouts: [Workout], today: LocalDay, timeZone: TimeZone) -> TemplateUsage {
        byTemplate(workouts.filter { $0.template == id }, today: today, timeZone: timeZone)[id] ?? .unused
    }
}
