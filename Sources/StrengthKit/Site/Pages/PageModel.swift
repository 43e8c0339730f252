/// A page's model: plain values, pre-formatted, that its template reads by their property names.
/// Its `TemplateObject` lookups are derived from its declaration at build time (`template-keys`:
/// every stored property by its name, and `hasName` for every list), so page model files hold plain
/// structs of stored properties. Every page has the shared `Layout`.
protocol PageModel: TemplateObject, Sendable {
    var layout: Layout { get }
}
