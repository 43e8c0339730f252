/// What `exercise merge FROM INTO` did, or would do with `--dry-run`: the workouts, sets, aliases
/// and templates that moved from FROM to INTO, and how sets were converted.
package struct MergeReport: Hashable, Sendable, Codable {
    /// A workout that logged FROM.
    package struct TouchedWorkout: Hashable, Sendable, Codable {
        var id: String
        var name: String
        /// FROM's sets in it, now INTO's.
        var setsMoved: Int
        /// It logged INTO too, and now has one INTO entry.
        var combined: Bool
    }

    /// A template that planned FROM and now plans INTO.
    struct TemplateChange: Hashable, Sendable, Codable {
        var id: String
        var name: String
        /// It planned INTO as well, so it now plans INTO on two lines (targets are never added up).
        var plansIntoTwice: Bool
    }

    /// FROM's sets changed type (`SetConversion`).
    struct Conversion: Hashable, Sendable, Codable {
        var from: ExerciseType
        var to: ExerciseType
        var sets: Int
        var rule: String
    }

    /// Set by the caller: nothing was changed.
    package var dryRun: Bool = false
    /// The two exercises as they were before the merge.
    var from: ExerciseReference
    var into: ExerciseReference
    package var setsMoved: Int
    /// Oldest first.
    package var workouts: [TouchedWorkout]
    /// FROM's name and aliases that INTO did not have yet (after normalisation).
    var aliasesAdded: [String]
    var templates: [TemplateChange]
    /// `nil` (written as `null`, so every report has the same keys) when the types are the same or
    /// FROM had no sets.
    @Nullable var conversion: Conversion?
    /// Category names INTO took from FROM because it had none.
    var categoriesTaken: [String]
    /// FROM's notes were added after INTO's.
    var notesAdded: Bool
    /// Moved sets held: far beyond INTO's history, with no later session near them.
    var setsHeld: Int
    /// Why the first of them was held; `nil` (written as `null`) when none was.
    @Nullable var heldExample: String?
    /// The journal posts whose directives named FROM and now name INTO (`PostExerciseReferences`), oldest first.
    var posts: [String] = []

    /// Workouts that logged both and now have one INTO entry.
    var workoutsCombined: Int { workouts.filter(\.combined).count }
}
