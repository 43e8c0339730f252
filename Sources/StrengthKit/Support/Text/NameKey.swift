import Foundation

/// What names are compared by: `"Pull-Up"`, `"pull up"`, `"PULLUP"` and `"Púll úp"` are one name.
/// Exercises, categories, templates and catalogue entries all match this way; an imported workout's
/// name does not (`WorkoutNameKey`: "Push!" and "Push?" are two workouts).
package enum NameKey {
    /// Letters and digits only, case, accents and width folded.
    package static func of(_ name: String) -> String {
        // Most names are ASCII, where folding is lowercasing: Foundation's folding costs the catalogue's
        // 1,846 names and aliases a few milliseconds on every build that reads it.
        name.utf8.allSatisfy { $0 < 0x80 } ? asciiKey(name) : foldedKey(name)
    }

    /// The key of any name, by Foundation's folding and the scalars' Unicode properties.
    static func foldedKey(_ name: String) -> String {
        let folded = name.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil)
        return String(folded.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }.map(Character.init))
    }

    /// The key of an ASCII name, the same as `foldedKey` gives it: its letters lowercased and its digits.
    static func asciiKey(_ name: String) -> String {
        let kept = name.utf8.compactMap { byte -> UInt8? in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): byte
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 32
            default: nil
            }
        }
        return String(decoding: kept, as: UTF8.self)
    }
}
