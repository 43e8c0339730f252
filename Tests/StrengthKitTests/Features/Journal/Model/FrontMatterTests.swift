import Testing
@testable import StrengthKit

/// The front matter reader: `key: value` lines between two lines `---`, the body after them with the
/// line it starts on, and each problem with its line.
@Suite struct FrontMatterTests {
    /// (text, the fields as `line key=value`, the body, the body's first line).
    static let read: [(String, [String], String, Int)] = [
        ("---\ntitle: Block 3 review\n---\n\nIt went well.\n", ["2 title=Block 3 review"], "\nIt went well.\n", 4),
        // The value is the rest of the line, trimmed; a colon in it is the value's.
        ("---\ntitle:   Squat: a review  \ndate: 2026-03-01\ndraft: true\n---\nBody", ["2 title=Squat: a review", "3 date=2026-03-01", "4 draft=true"], "Body", 6),
        // Windows line endings read as the same lines; the body keeps its own.
        ("---\r\ntitle: Notes\r\n---\r\nBody\r\n", ["2 title=Notes"], "Body\r\n", 4),
        // Closed on the last line, without a newline: an empty body on the next line.
        ("---\ntitle: Short\n---", ["2 title=Short"], "", 4),
        ("---\n---\n", [], "", 3),
        ("---\nsnake_case-key2:\n---\n", ["2 snake_case-key2="], "", 4),
    ]

    @Test(arguments: read)
    func readsFieldsAndBody(_ text: String, _ fields: [String], _ body: String, _ bodyFirstLine: Int) throws {
        let matter = try FrontMatter.read(text)
        #expect(matter.fields.map { "\($0.line) \($0.key)=\($0.value)" } == fields)
        #expect(matter.body == body)
        #expect(matter.bodyFirstLine == bodyFirstLine)
    }

    /// (text, the line named, the reason).
    static let refused: [(String, Int, String)] = [
        ("", 1, "a post opens with front matter: a line '---', 'key: value' lines (a title: at least), and a line '---'"),
        ("# Block 3 review\n", 1, "a post opens with front matter: a line '---', 'key: value' lines (a title: at least), and a line '---'"),
        (" ---\ntitle: x\n---\n", 1, "a post opens with front matter: a line '---', 'key: value' lines (a title: at least), and a line '---'"),
        ("---\ntitle: x\n", 1, "the front matter opened here is never closed: end it with a line '---'"),
        ("---\ntitle: x\n----\n", 3, "'----' is not a 'key: value' line; the front matter holds only those, up to the line '---'"),
        ("---\ntitle: x\ntitle: y\n---\n", 3, "'title' is given twice (first on line 2); a key is given once"),
        ("---\ntitle: x\n\n---\n", 3, "'' is not a 'key: value' line; the front matter holds only those, up to the line '---'"),
        ("---\ntitle: x\ndraft\n---\n", 3, "'draft' is not a 'key: value' line; the front matter holds only those, up to the line '---'"),
        ("---\n  title: x\n---\n", 2, "'  title: x' is not a 'key: value' line; the front matter holds only those, up to the line '---'"),
        ("---\ntags: [a, b]\nmy key: x\n---\n", 3, "'my key: x' is not a 'key: value' line; the front matter holds only those, up to the line '---'"),
        ("---\n: x\n---\n", 2, "': x' is not a 'key: value' line; the front matter holds only those, up to the line '---'"),
    ]

    @Test(arguments: refused)
    func refusesNamingTheLine(_ text: String, _ line: Int, _ reason: String) {
        #expect(throws: FrontMatter.Failure(line: line, reason: reason)) { try FrontMatter.read(text) }
    }
}
