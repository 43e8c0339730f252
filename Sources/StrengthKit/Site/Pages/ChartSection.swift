import Mustache

/// A heading with one or more pre-rendered charts under it.
public struct ChartSection: Sendable, MustacheParent, Encodable {
    public var heading: String
    public var note: String
    public var anchor: String
    /// Trusted markup from the chart renderers.
    public var charts: [String]

    public func child(named name: String) -> Any? {
        switch name {
        case "heading": heading
        case "note": note.isEmpty ? false : note
        case "anchor": anchor
        case "charts": charts
        default: nil
        }
    }
}
