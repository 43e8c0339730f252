import Foundation

/// The front matter a post opens with: a line `---`, plain `key: value` lines, and a line `---`, read
/// without a YAML package (no quoting, no nesting, no lists: a value is the rest of its line, trimmed).
/// What follows the closing line is the body, whose first line is kept so that a problem in the body
/// can be reported by its line in the file.
struct FrontMatter: Equatable, Sendable {
    struct Field: Equatable, Sendable {
        var key: String
        var value: String
        /// The line of the file it is on, counted from 1.
        var line: Int
    }

    /// A problem on one line of the file (counted from 1).
    struct Failure: Error, Equatable, Sendable {
        var line: Int
        var reason: String
    }

    /// In the order they are written; no key twice.
    var fields: [Field]
    /// Everything after the closing `---` line, as written.
    var body: Substring
    /// The line of the file the body starts on.
    var bodyFirstLine: Int

    static let fence = "---"

    /// Reads `text`, a file's whole content. Lines end in `\n` (a `\r` before it is dropped, so a file
    /// saved with Windows line endings reads the same).
    static func read(_ text: String) throws(Failure) -> FrontMatter {
        var fields: [Field] = []
        var lineNumber = 0
        var start = text.startIndex
        while start < text.endIndex || lineNumber == 0 {
            lineNumber += 1
            // By bytes: "\r\n" is one Character, which a search for "\n" would not find.
            let end = text.utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
            var line = text[start..<end]
            if line.utf8.last == UInt8(ascii: "\r") { line = text[start..<text.utf8.index(before: end)] }
            let next = end == text.endIndex ? end : text.utf8.index(after: end)
            if lineNumber == 1 {
                guard line == fence else {
                    throw Failure(line: 1, reason: "a post opens with front matter: a line '---', 'key: value' lines (a title: at least), and a line '---'")
                }
            } else if line == fence {
                return FrontMatter(fields: fields, body: text[next...], bodyFirstLine: lineNumber + 1)
            } else {
                let field = try self.field(line, on: lineNumber)
                if let first = fields.first(where: { $0.key == field.key }) {
                    throw Failure(line: lineNumber, reason: "'\(field.key)' is given twice (first on line \(first.line)); a key is given once")
                }
                fields.append(field)
            }
            start = next
        }
        throw Failure(line: 1, reason: "the front matter opened here is never closed: end it with a line '---'")
    }

    /// `key: value`: a key of letters, digits, hyphens and underscores, a colon, and the value.
    private static func field(_ line: Substring, on number: Int) throws(Failure) -> Field {
        guard let colon = line.firstIndex(of: ":"), case let key = line[..<colon], !key.isEmpty,
              key.unicodeScalars.allSatisfy({ $0.isASCII && (Character($0).isLetter || Character($0).isNumber || $0 == "-" || $0 == "_") }) else {
            throw Failure(line: number, reason: "'\(line.prefix(40))' is not a 'key: value' line; the front matter holds only those, up to the line '---'")
        }
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        return Field(key: String(key), value: value, line: number)
    }
}
