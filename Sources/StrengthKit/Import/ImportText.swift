import Foundation

/// Cleans the free text of exports for the store's Markdown notes.
enum ImportText {
    /// Notes with line breaks made real: a line break in the file becomes LF (CRLF and CR too), and the
    /// two characters `\n` that Strong and some Hevy exports write for a typed one become one;
    /// `\r\n`, what `export --format strong` writes for a Windows line break, becomes that. Blank text is `nil`.
    static func notes(_ text: String?) -> String? {
        guard var text else { return nil }
        if text.contains("\r") { text = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n") }
        if text.contains("\\r\\n") { text = text.replacingOccurrences(of: "\\r\\n", with: "\r\n") }
        if text.contains("\\n") { text = text.replacingOccurrences(of: "\\n", with: "\n") }
        let trimmed = text.importTrimmedLines
        return trimmed.isEmpty ? nil : trimmed
    }
}
