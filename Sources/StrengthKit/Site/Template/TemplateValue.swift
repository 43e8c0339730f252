/// What a template key resolves to: text, a flag, an object with keys of its own, or a list.
///
/// Page models hand their values to templates as these cases rather than as `Any`, so rendering
/// never has to discover a value's type at run time (see `CompiledTemplate`).
public enum TemplateValue {
    case text(String)
    case flag(Bool)
    case object(any TemplateObject)
    case sequence(any TemplateList)

    /// The text, or `false` when it is empty, so `{{#key}}…{{/key}}` shows only what is there
    /// (in Mustache an empty string is truthy).
    public static func nonEmpty(_ text: String) -> TemplateValue {
        text.isEmpty ? .flag(false) : .text(text)
    }

    /// The object, or `false` when there is none: Mustache looks a missing key up in the enclosing
    /// objects, so an absent value would pick up a same-named key of the page around it; `false`
    /// stops the lookup and renders nothing.
    public static func optional(_ object: (any TemplateObject)?) -> TemplateValue {
        object.map { .object($0) } ?? .flag(false)
    }

    /// The text, or `false` when there is none.
    public static func optional(_ text: String?) -> TemplateValue {
        text.map { .text($0) } ?? .flag(false)
    }

    public static func list(_ objects: [some TemplateObject]) -> TemplateValue {
        .sequence(objects)
    }

    public static func list(_ values: [TemplateValue]) -> TemplateValue {
        .sequence(ValueList(values: values))
    }

    public static func texts(_ texts: [String]) -> TemplateValue {
        .sequence(TextList(texts: texts))
    }

    /// The objects, or `false` when there are none.
    public static func nonEmpty(_ objects: [some TemplateObject]) -> TemplateValue {
        objects.isEmpty ? .flag(false) : .list(objects)
    }

    /// The same value as swift-mustache expects it, for themes it renders (see `Theme`).
    var mustacheValue: Any {
        switch self {
        case .text(let text): text
        case .flag(let flag): flag
        case .object(let object): object
        case .sequence(let list): (0..<list.count).map { list.value(at: $0).mustacheValue }
        }
    }
}
