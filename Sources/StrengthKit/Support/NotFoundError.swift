/// A name or id given on the command line matches nothing in the store, or more than one thing.
package struct NotFoundError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was looked for: "exercise", "category", "workout", "workout template".
    package var kind: String
    var name: String
    var suggestions: [String]
    /// Several matched; `suggestions` lists them.
    var ambiguous: Bool

    package init(kind: String, name: String, suggestions: [String] = [], ambiguous: Bool = false) {
        self.kind = kind
        self.name = name
        self.suggestions = suggestions
        self.ambiguous = ambiguous
    }

    package var description: String {
        let listed = suggestions.map { "\"\($0)\"" }.joined(separator: ", ")
        if ambiguous { return "\"\(name)\" matches several \(kind)s (\(listed)); give more of it" }
        return "no \(kind) \"\(name)\"" + (suggestions.isEmpty ? "" : "; did you mean \(listed)?")
    }
}
