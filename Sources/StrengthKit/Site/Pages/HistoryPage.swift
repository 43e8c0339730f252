/// `history/index.html` (and `history/YYYY.html` for long histories): every workout newest first, by month.
public struct HistoryPage: Sendable, TemplateObject {
    public var layout: Layout
    public var heading: String
    public var summary: String
    /// Links to the other years, when the history is split by year.
    public var years: [Link]
    public var months: [MonthGroup]
    public var newer: Link?
    public var older: Link?

    public func value(named key: String) -> TemplateValue? {
        switch key {
        case "layout": .object(layout)
        case "heading": .text(heading)
        case "summary": .text(summary)
        case "years": .list(years)
        case "hasYears": .flag(!years.isEmpty)
        case "months": .list(months)
        case "isEmpty": .flag(months.isEmpty)
        case "newer": .optional(newer)
        case "older": .optional(older)
        default: nil
        }
    }
}
