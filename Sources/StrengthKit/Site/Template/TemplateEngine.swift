import Mustache

/// What renders a theme: its templates compiled (`CompiledTemplates`), or swift-mustache for a
/// theme that uses what the compiler does not take (see `TemplateCompiler.Unsupported`).
enum TemplateEngine: Sendable {
    case compiled(CompiledTemplates)
    case mustache(MustacheLibrary)

    /// `nil` when there is no template of that name.
    func render(_ object: any TemplateObject, template name: String) -> [UInt8]? {
        switch self {
        case .compiled(let templates):
            templates.render(object, template: name)
        case .mustache(let library):
            library.render(object, withTemplate: name).map { Array($0.utf8) }
        }
    }
}
