import Mustache

/// Something templates read by key (`{{name}}`, `{{#sets}}`): an encoded page model
/// (`TemplateRecord`), or a wrapper the renderer puts around one (`PageChrome`).
///
/// One `value(named:)` serves both renderers: `CompiledTemplates` reads it directly and
/// swift-mustache reads it through `MustacheParent`.
protocol TemplateObject: MustacheParent {
    /// The value of `key`, or `nil` when this object has no such key (the lookup then goes on
    /// to the enclosing objects, as Mustache specifies).
    func value(named key: String) -> TemplateValue?
}

extension TemplateObject {
    func child(named name: String) -> Any? {
        value(named: name)?.mustacheValue
    }
}
