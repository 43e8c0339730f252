/// A file given to `import` that cannot be imported, as `file:line: what is wrong` (the line is
/// left out when the problem is the whole file). Nothing is imported when one is thrown.
package struct ImportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file as the user named it.
    var path: String
    var line: Int?
    var message: String

    package var description: String {
        (line.map { "\(path):\($0): " } ?? "\(path): ") + message
    }
}
