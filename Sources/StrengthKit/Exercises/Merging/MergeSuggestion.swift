/// Two exercises that look like one, from `exercise suggest`: which to merge into which, why, and
/// the command that does it.
package struct MergeSuggestion: Hashable, Sendable, Codable {
    /// What made the pair look alike, most convincing first.
    enum Evidence: String, Hashable, Sendable, Codable, CaseIterable {
        /// Both name the same equipment, written differently: "Bench Press (Dumbbell)", "Dumbbell Bench Press".
        case sameEquipment = "same-equipment"
        /// One is the other with "(Barbell)" or "Barbell": a lift named without equipment is the barbell one.
        case barbellDropped = "barbell-dropped"
        /// One is the other with a load ("Weighted", "(Assisted)"), and the other is bodyweight reps,
        /// whose sets carry added load or assistance.
        case loadDropped = "load-dropped"
        /// The names are a letter more or fewer, or two neighbouring letters swapped, apart: a
        /// plural or a typo ("Bicep Curl", "Biceps Curl"; "Sqaut", "Squat").
        case oneLetterApart = "one-letter-apart"
        /// One is the other with another equipment in parentheses, "Lat Pulldown (Cable)": worth a
        /// look, since "Bench Press (Dumbbell)" is not the barbell "Bench Press".
        case equipmentDropped = "equipment-dropped"

        /// Higher is more likely the same exercise.
        var weight: Int {
            switch self {
            case .sameEquipment: 5
            case .barbellDropped: 4
            case .loadDropped: 3
            case .oneLetterApart: 2
            case .equipmentDropped: 1
            }
        }
    }

    /// The exercise to merge away (`ExerciseSuggester` says which of the two goes).
    var from: ExerciseReference
    var into: ExerciseReference
    var evidence: Evidence
    /// Why, in a sentence that names the two names that matched.
    var why: String
    /// How FROM's sets would be converted (`SetConversion`), or `nil` (written as `null`, so every
    /// suggestion has the same keys) when the types are the same.
    @Nullable var conversion: String?
    /// `strength-site exercise merge "FROM" "INTO"`, quoted for a POSIX shell.
    var command: String
}
