import Mustache

/// `history/index.html` (and `history/YYYY.html` for long histories): every workout newest first, by month.
public struct HistoryPage: Sendable, MustacheParent, Encodable {
    public var layout: Layout
    public var heading: String
    public var summary: String
    /// Links to the other years, when the history is split by year.
    public var years: [Link]
    public var months: [MonthGroup]
    public var newer: Link?
    public var older: Link?

    public func child(named name: String) -> Any? {
        switch name {
        case "layout": layout
        case "heading": heading
        case "summary": summary
        case "years": years
        case "hasYears": !years.isEmpty
        case "months": months
        case "isEmpty": months.isEmpty
        case "newer": orFalse(newer)
        case "older": orFalse(older)
        default: nil
        }
    }
}
