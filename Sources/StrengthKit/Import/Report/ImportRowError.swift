/// A row an export parser cannot read: skipped and listed, or, with `--strict`, the end of the
/// import as `file:line: message`.
public struct ImportRowError: Error, Equatable, Sendable, CustomStringConvertible {
    public var line: Int
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    /// A record whose field count differs from the header's: the file is cut or mis-quoted there.
    public static func fieldCount(line: Int, found: Int, expected: Int) -> ImportRowError {
        ImportRowError(line: line, message: "has \(found) fields; the header has \(expected)")
    }

    public var description: String { "line \(line): \(message)" }
}
