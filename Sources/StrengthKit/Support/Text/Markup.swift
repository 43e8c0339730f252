/// Escapes text for XML and HTML, so user text (exercise names, categories) never becomes markup.
package enum Markup {
    /// Replaces `&`, `<`, `>`, `"` and `'` with entities and drops the characters XML 1.0 forbids
    /// (most control characters), so the result is safe as element content and in quoted attributes.
    package static func escape(_ text: String) -> String {
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

    /// `escape(text)` appended to `output` as UTF-8, without building a new string when the text
    /// holds nothing but ordinary characters and the five that have entities (the template
    /// renderer's per-value call).
    static func appendEscaped(_ text: String, to output: inout [UInt8]) {
        var text = text
        let start = output.count
        let simple: Bool = text.withUTF8 { bytes in
            // Runs of ordinary bytes are copied in one go; the five markup characters become entities.
            var runStart = 0
            for index in bytes.indices {
                let entity: StaticString
                switch bytes[index] {
                case UInt8(ascii: "&"): entity = "&amp;"
                case UInt8(ascii: "<"): entity = "&lt;"
                case UInt8(ascii: ">"): entity = "&gt;"
                case UInt8(ascii: "\""): entity = "&quot;"
                case UInt8(ascii: "'"): entity = "&#39;"
                case 0x09, 0x0A, 0x0D: continue
                case ..<0x20, 0xEF: return false
                default: continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                output.append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
                runStart = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
            return true
        }
        if !simple {
            output.removeLast(output.count - start)
            output.append(contentsOf: escape(text).utf8)
        }
    }

    /// XML 1.0's `Char` production: a parser rejects a document holding anything else, even escaped.
    static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
