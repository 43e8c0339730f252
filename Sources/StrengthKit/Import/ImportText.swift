import Foundation

/// Cleans the free text of exports for the store's Markdown notes.
enum ImportText {
    /// Notes with line breaks made real: Strong and some Hevy exports write a typed line break as the
    /// two characters `\n`; CRLF becomes LF. Blank text is `nil`.
    static func notes(_ text: String?) -> String? {
        guard var text else { return nil }
        if text.contains("\\n") { text = text.replacingOccurrences(of: "\\n", with: "\n") }
        if text.contains("\r") { text = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n") }
        let trimmed = text.importTrimmedLines
        return trimmed.isEmpty ? nil : trimmed
    }
}
