import Foundation

/// What an imported workout's name is compared by when deciding whether the store already has it
/// (`WorkoutSource` key and name) and whether two workouts of one file share a start: the name as
/// the lifter typed it, with only what writes the same name differently folded away — case,
/// surrounding and repeated white space, Unicode canonical equivalence (é composed or decomposed)
/// and character width (full-width `Ｐｕｓｈ`). Strong's dialects and apps' versions differ in just
/// these (trimmed or not, NFC or NFD), so a newer export in another dialect still finds its workouts.
///
/// Not `NameKey`, which matches exercise names ignoring punctuation, accents and symbols ("Pull-Up"
/// is "pull up"): two workouts that start in the same minute as "Push 💪" and "Push 🔥", "Push!" and
/// "Push?", "Upper A" and "upper-a" or "Day 1" and "Day 2" are two workouts, and neither may be
/// taken for the other.
enum WorkoutNameKey {
    static func of(_ name: String) -> String {
        let spaced = name.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return spaced.folding(options: [.caseInsensitive, .widthInsensitive], locale: nil).precomposedStringWithCanonicalMapping
    }
}
