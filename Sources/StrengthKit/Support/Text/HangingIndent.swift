/// Text folded at spaces into lines no wider than `width`, the first indented by `firstIndent` and
/// the rest by `indent`: an item of a list in a command's help, laid out so that argument-parser —
/// which breaks any longer line at its last space that fits and starts the rest at the margin —
/// leaves it whole. A double-quoted span ("Back Squat") is an argument a lifter may paste, and a
/// backquoted one a command (`strength-site publish --remote URL`), so neither is split.
package enum HangingIndent {
    /// The widest line argument-parser leaves whole on an 80-column terminal: the line and its
    /// newline must fit.
    package static let helpWidth = 79

    package static func lines(_ text: String, firstIndent: Int, indent: Int, width: Int = helpWidth) -> [String] {
        var lines: [String] = []
        var line = String(repeating: " ", count: firstIndent)
        var lineHasWord = false
        for word in words(text) {
            if lineHasWord, line.count + 1 + word.count > width {
                lines.append(line)
                line = String(repeating: " ", count: indent)
                lineHasWord = false
            }
            line += (lineHasWord ? " " : "") + word
            lineHasWord = true
        }
        lines.append(line)
        return lines
    }

    /// The words between spaces, a double-quoted or backquoted span with its spaces as one.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        var quote: Character?
        for character in text {
            if character == "\"" || character == "`" {
                if quote == nil { quote = character } else if quote == character { quote = nil }
            }
            if character == " ", quote == nil {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }
}
