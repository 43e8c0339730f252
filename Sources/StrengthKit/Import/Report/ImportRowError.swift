/// A row an export parser cannot read: skipped and listed, or, with `--strict`, the end of the
/// import as `file:line: message`.
struct ImportRowError: Error, Equatable, Sendable, CustomStringConvertible {
    var line: Int
    var message: String

    /// A record whose field count differs from the header's: the file is cut or mis-quoted there.
    static func fieldCount(line: Int, found: Int, expected: Int) -> ImportRowError {
        ImportRowError(line: line, message: "has \(found) fields; the header has \(expected)")
    }

    var description: String { "line \(line): \(message)" }
}
