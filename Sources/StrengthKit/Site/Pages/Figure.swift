/// A stat tile: a label, a big value and a line under it.
public struct Figure: Hashable, Sendable, TemplateObject {
    public var label: String
    public var value: String
    public var detail: String

    public init(label: String, value: String, detail: String = "") {
        self.label = label
        self.value = value
        self.detail = detail
    }

    public func value(named key: String) -> TemplateValue? {
        switch key {
        case "label": .text(label)
        case "value": .text(value)
        case "detail": .nonEmpty(detail)
        default: nil
        }
    }
}
