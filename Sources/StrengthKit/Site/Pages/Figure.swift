import Mustache

/// A stat tile: a label, a big value and a line under it.
public struct Figure: Hashable, Sendable, MustacheParent, Encodable {
    public var label: String
    public var value: String
    public var detail: String

    public init(label: String, value: String, detail: String = "") {
        self.label = label
        self.value = value
        self.detail = detail
    }

    public func child(named name: String) -> Any? {
        switch name {
        case "label": label
        case "value": value
        case "detail": detail.isEmpty ? false : detail
        default: nil
        }
    }
}
