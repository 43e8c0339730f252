/// A set or entry of `log` that cannot be read, naming the entry, the set and what is wrong.
package struct SetSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The exercise name as typed, when known.
    var entry: String?
    /// The set as typed.
    var set: String
    package var reason: String

    package init(entry: String? = nil, set: String, reason: String) {
        self.entry = entry
        self.set = set
        self.reason = reason
    }

    package var description: String {
        if let entry { return "\"\(entry)\", set \"\(set)\": \(reason)" }
        return "set \"\(set)\": \(reason)"
    }
}
