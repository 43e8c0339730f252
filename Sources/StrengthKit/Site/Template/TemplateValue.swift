import Mustache

/// What a template key resolves to: text, a flag, nothing, an object with keys of its own, or a list.
///
/// Page models answer lookups with these cases (the lookups are derived from their properties at
/// build time: `template-keys`), so rendering never has to discover a value's type at run time
/// (see `CompiledTemplates`).
///
/// Falsy in a section (`{{#key}}` renders nothing, `{{^key}}` its body): `false`, `null`, an empty
/// text and an empty list. So `{{#notes}}…{{/notes}}` shows only what is there, and a missing
/// optional (`null`) stops the lookup instead of picking up a same-named key of the page around it.
enum TemplateValue {
    case text(String)
    case flag(Bool)
    /// An absent optional: renders as nothing, and ends the lookup.
    case null
    case object(any TemplateObject)
    case sequence(any TemplateList)

    static func of(_ text: String) -> TemplateValue { .text(text) }
    static func of(_ flag: Bool) -> TemplateValue { .flag(flag) }
    static func of(_ number: Int) -> TemplateValue { .text(String(number)) }
    static func of(_ text: String?) -> TemplateValue { text.map { .text($0) } ?? .null }
    static func of(_ object: some TemplateObject) -> TemplateValue { .object(object) }
    static func of(_ object: (some TemplateObject)?) -> TemplateValue { object.map { .object($0) } ?? .null }
    static func of(_ objects: [some TemplateObject]) -> TemplateValue { .sequence(objects) }
    static func of(_ texts: [String]) -> TemplateValue { .sequence(TextList(texts: texts)) }

    /// The same value as swift-mustache expects it, for themes it renders (see `Theme`).
    var mustacheValue: Any {
        switch self {
        case .text(let text): text.isEmpty ? NothingToRender() : text
        case .flag(let flag): flag
        case .null: NothingToRender()
        case .object(let object): object
        case .sequence(let list): (0..<list.count).map { list.value(at: $0).mustacheValue }
        }
    }
}

/// `null` and empty text for swift-mustache: renders as nothing, falsy in a section.
private struct NothingToRender: MustacheCustomRenderable {
    var renderText: String { "" }
    var isNull: Bool { true }
}
