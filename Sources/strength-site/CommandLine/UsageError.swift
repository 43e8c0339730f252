/// An argument that parses but makes no sense; exits 64 with one line.
struct UsageError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
