import Foundation

/// URL- and file-safe identifiers made from names: lowercase ASCII letters, digits and single hyphens.
package enum Slug {
    /// `"Bench Press (Paused)"` → `"bench-press-paused"`. Accents are folded; other scripts are
    /// transliterated where Foundation can, and anything left over is dropped.
    package static func make(from text: String, maximumLength: Int = 60) -> String {
        var folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil)
        if folded.unicodeScalars.contains(where: { !$0.isASCII }),
           let latin = folded.applyingTransform(.toLatin, reverse: false) {
            folded = latin.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        }
        var slug = ""
        var pendingHyphen = false
        for scalar in folded.unicodeScalars {
            // "Farmer's Carry" is farmers-carry, not farmer-s-carry.
            if Slug.apostrophes.contains(scalar) { continue }
            let character = Character(scalar)
            if scalar.isASCII, character.isLetter || character.isNumber {
                let hyphen = pendingHyphen && !slug.isEmpty
                if slug.count + (hyphen ? 2 : 1) > maximumLength { break }
                if hyphen { slug.append("-") }
                pendingHyphen = false
                slug.append(Character(String(character).lowercased()))
            } else {
                pendingHyphen = true
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug
    }

    private static let apostrophes: Set<Unicode.Scalar> = ["'", "\u{2019}", "\u{02BC}"]

    /// `base`, or `base-2`, `base-3`, ... whichever is not taken. An empty base becomes `fallback`.
    static func unique(_ base: String, fallback: String, taken: (String) -> Bool) -> String {
        let stem = base.isEmpty ? fallback : base
        if !taken(stem) { return stem }
        var counter = 2
        while taken("\(stem)-\(counter)") { counter += 1 }
        return "\(stem)-\(counter)"
    }

    /// Whether `text` is a slug: non-empty, `[a-z0-9]` runs joined by single hyphens, at most 120 characters.
    static func isValid(_ text: String) -> Bool {
        // One pass over the bytes: every workout id is checked on each load.
        var text = text
        return text.withUTF8 { bytes in
            guard !bytes.isEmpty, bytes.count <= 120, bytes.first != UInt8(ascii: "-"), bytes.last != UInt8(ascii: "-") else { return false }
            var previous: UInt8 = 0
            for byte in bytes {
                let isLetterOrDigit = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                guard isLetterOrDigit || (byte == UInt8(ascii: "-") && previous != UInt8(ascii: "-")) else { return false }
                previous = byte
            }
            return true
        }
    }
}
