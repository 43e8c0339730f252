/// Why the CSV layer could not read the bytes of a file, and the line where it happened.
/// `ImportReader` adds the file's path to make an `ImportError`.
public struct CSVReadError: Error, Equatable, Sendable, CustomStringConvertible {
    public var line: Int
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "line \(line): \(message)" }
}
