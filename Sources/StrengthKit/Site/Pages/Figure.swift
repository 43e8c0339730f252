/// A stat tile: a label, a big value and a line under it.
struct Figure: TemplateObject, Hashable, Sendable {
    var label: String
    var value: String
    var detail: String = ""
}
