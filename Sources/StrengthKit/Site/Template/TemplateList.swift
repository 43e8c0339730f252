/// The items of a `{{#list}}` section, handed out one at a time so a list of page-model structs
/// is not copied into a new array of values on every lookup.
protocol TemplateList {
    var count: Int { get }
    func value(at index: Int) -> TemplateValue
}

extension Array: TemplateList where Element: TemplateObject {
    func value(at index: Int) -> TemplateValue { .object(self[index]) }
}

/// Texts as a list (`{{#badges}}{{.}}{{/badges}}`).
struct TextList: TemplateList {
    let texts: [String]
    var count: Int { texts.count }
    func value(at index: Int) -> TemplateValue { .text(texts[index]) }
}

/// Values of any kind as a list.
struct ValueList: TemplateList {
    let values: [TemplateValue]
    var count: Int { values.count }
    func value(at index: Int) -> TemplateValue { values[index] }
}
