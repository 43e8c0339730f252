/// A workout in a list: name, date, exercises, duration, volume, records.
struct WorkoutRow: TemplateObject, Hashable, StableHashable, Sendable {
    var name: String
    var href: String
    /// What was done: the top set of the main exercise (`WorkoutHeadline`).
    var headline: String
    var date: String
    /// `2026-11-20`, for `<time datetime>`.
    var isoDate: String
    var time: String
    var exercises: String
    var duration: String
    var volume: String
    /// `3 records`, empty when none.
    var records: String
}
