/// A template, split or day as a `--json` document points at it: its id, and its name for reading.
struct NamedReference: Hashable, Sendable, Codable {
    var id: String
    var name: String
}
