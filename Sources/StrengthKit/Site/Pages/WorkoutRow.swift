import Mustache

/// A workout in a list (the seed's HistoryListView row): name, date, exercises, duration, volume, records.
public struct WorkoutRow: Hashable, Sendable, MustacheParent, Encodable {
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

    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "href": href
        case "date": date
        case "isoDate": isoDate
        case "time": time
        case "exercises": exercises
        case "duration": duration
        case "volume": volume.isEmpty ? false : volume
        case "records": records.isEmpty ? false : records
        default: nil
        }
    }
}
