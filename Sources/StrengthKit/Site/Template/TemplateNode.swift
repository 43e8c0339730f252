/// One piece of a compiled template (the same pieces swift-mustache parses a template into).
enum TemplateNode: Sendable {
    case text([UInt8])
    case variable(TemplatePath, escaped: Bool)
    case section(TemplatePath, [TemplateNode], inverted: Bool)
    /// `{{> name}}`, or `{{< name}}…{{/name}}` with the blocks it fills in (`overrides`).
    case partial(String, indentation: String?, overrides: [String: [TemplateNode]]?)
    /// `{{$ name}}default{{/name}}` in a layout: filled in by the page that includes it.
    case block(String, default: [TemplateNode], indentation: String)
    /// `{{$ name}}…{{/name}}` inside `{{< layout}}`: what the page puts into the layout's block.
    case blockDefinition(String, [TemplateNode])
    case escaping(TemplateEscaping)
}
