/// Escapes text for XML and HTML, so user text (exercise names, categories) never becomes markup.
public enum Markup {
    /// Replaces `&`, `<`, `>`, `"` and `'` with entities and drops the characters XML 1.0 forbids
    /// (most control characters), so the result is safe as element content and in quoted attributes.
    public static func escape(_ text: String) -> String {
        // Most text needs nothing: check the bytes first and hand the string back untouched.
        let needsWork = text.utf8.contains { byte in
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
            case 0x09, 0x0A, 0x0D: false
            case ..<0x20: true
            case 0xEF: true  // may start U+FFFE or U+FFFF, which XML forbids
            default: false
            }
        }
        guard needsWork else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                if isAllowedInXML(scalar) { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }

    /// XML 1.0's `Char` production: a parser rejects a document holding anything else, even escaped.
    static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
