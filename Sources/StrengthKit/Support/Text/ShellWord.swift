/// A name quoted as one word for a POSIX shell, for the commands strength-site suggests.
package enum ShellWord {
    /// Double quotes when nothing in the text is special inside them, else single quotes.
    package static func quoted(_ text: String) -> String {
        let special: Set<Character> = ["\"", "\\", "$", "`", "!"]
        if !text.contains(where: { special.contains($0) }) { return "\"\(text)\"" }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
