/// One piece of a compiled template (the same pieces swift-mustache parses a template into).
/// The cases holding a body are `indirect`, so copying a node while rendering retains one box
/// rather than each of its parts.
enum TemplateNode: Sendable {
    case text([UInt8])
    case variable(TemplatePath, escaped: Bool)
    indirect case section(TemplatePath, [TemplateNode], inverted: Bool)
    /// `{{> name}}`, or `{{< name}}…{{/name}}` with the blocks it fills in (`overrides`).
    indirect case partial(String, indentation: String?, overrides: [String: [TemplateNode]]?)
    /// `{{$ name}}default{{/name}}` in a layout: filled in by the page that includes it.
    indirect case block(String, default: [TemplateNode], indentation: String)
    /// `{{$ name}}…{{/name}}` inside `{{< layout}}`: what the page puts into the layout's block.
    indirect case blockDefinition(String, [TemplateNode])
    case escaping(TemplateEscaping)
}
