/// A workout in a list: name, date, exercises, duration, volume, records.
public struct WorkoutRow: Hashable, Sendable {
    public var name: String
    public var href: String
    public var date: String
    /// `2026-11-20`, for `<time datetime>`.
    public var isoDate: String
    public var time: String
    public var exercises: String
    public var duration: String
    public var volume: String
    /// `3 records`, empty when none.
    public var records: String
}
