/// A heading with one or more pre-rendered charts under it.
struct ChartSection: TemplateObject, Sendable {
    var heading: String
    var note: String
    var anchor: String
    /// Trusted markup from the chart renderers.
    var charts: [String]
}
