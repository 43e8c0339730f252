/// Text from files (names, notes, an import's values) made safe to print on a terminal: control
/// characters are dropped, so an exercise named `\u{1B}]0;PWNED\u{07}` cannot retitle the window,
/// clear the screen or hide what follows.
package enum TerminalSafeText {
    /// `text` without C0 controls (line feeds and tabs stay), DEL, C1 controls and the bidirectional
    /// overrides that can make a line read other than it is.
    package static func clean(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.lazy.filter { !isUnsafe($0) })
        return String(scalars)
    }

    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
