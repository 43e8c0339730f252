/// Where a tag's name points: the current object (`{{.}}`), a dotted path from the current object
/// only (`{{.name}}`), or a dotted path whose first key is looked up from the innermost object out.
enum TemplatePath: Equatable, Sendable {
    case current
    case fromCurrent([String])
    /// A single key looked up from the innermost object out: most tags.
    case key(String)
    case search([String])

    /// Reads a tag name as swift-mustache does (`MustacheTemplate.getChild`).
    init(_ name: String) {
        if name == "." {
            self = .current
            return
        }
        let keys = name.split(separator: ".").map(String.init)
        if name.first == "." {
            self = keys.isEmpty ? .current : .fromCurrent(keys)
        } else {
            self = keys.isEmpty ? .current : keys.count == 1 ? .key(keys[0]) : .search(keys)
        }
    }
}
