/// A workout in a list (the seed's HistoryListView row): name, date, exercises, duration, volume, records.
public struct WorkoutRow: Hashable, Sendable, TemplateObject {
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

    public func value(named key: String) -> TemplateValue? {
        switch key {
        case "name": .text(self.name)
        case "href": .text(href)
        case "date": .text(date)
        case "isoDate": .text(isoDate)
        case "time": .text(time)
        case "exercises": .text(exercises)
        case "duration": .text(duration)
        case "volume": .nonEmpty(volume)
        case "records": .nonEmpty(records)
        default: nil
        }
    }
}
