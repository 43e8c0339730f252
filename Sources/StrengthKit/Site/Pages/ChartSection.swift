/// A heading with one or more pre-rendered charts under it.
public struct ChartSection: Sendable, TemplateObject {
    public var heading: String
    public var note: String
    public var anchor: String
    /// Trusted markup from the chart renderers.
    public var charts: [String]

    public func value(named key: String) -> TemplateValue? {
        switch key {
        case "heading": .text(heading)
        case "note": .nonEmpty(note)
        case "anchor": .text(anchor)
        case "charts": .texts(charts)
        default: nil
        }
    }
}
