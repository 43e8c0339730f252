/// A heading with one or more pre-rendered charts under it.
public struct ChartSection: Sendable {
    public var heading: String
    public var note: String
    public var anchor: String
    /// Trusted markup from the chart renderers.
    public var charts: [String]
}
