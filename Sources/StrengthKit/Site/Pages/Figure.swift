/// A stat tile: a label, a big value and a line under it.
public struct Figure: Hashable, Sendable {
    public var label: String
    public var value: String
    public var detail: String

    public init(label: String, value: String, detail: String = "") {
        self.label = label
        self.value = value
        self.detail = detail
    }
}
