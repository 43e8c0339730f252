import Foundation

/// What names are compared by: `"Pull-Up"`, `"pull up"`, `"PULLUP"` and `"Púll úp"` are one name.
/// Exercises, categories, templates and catalogue entries all match this way; an imported workout's
/// name does not (`WorkoutNameKey`: "Push!" and "Push?" are two workouts).
package enum NameKey {
    /// Letters and digits only, case, accents and width folded.
    package static func of(_ name: String) -> String {
        let folded = name.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil)
        return String(folded.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }.map(Character.init))
    }
}
