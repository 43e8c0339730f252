import ArgumentParser
import StrengthKit

/// The edits `workout edit` and `history edit` share, read into `WorkoutEdit`s.
struct WorkoutEditOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The exercise to change: its name or its number in the workout.", valueName: "exercise"))
    var exercise: String?

    @Option(help: ArgumentHelp("With --exercise: the set number to change (with --to) or delete (with --delete).", valueName: "n"))
    var set: Int?

    @Option(help: ArgumentHelp("With --set: the set as it should be, e.g. 100x6 or w60x10.", valueName: "set"))
    var to: String?

    @Flag(help: "With --exercise: delete the set given by --set, or without --set the whole exercise.")
    var delete = false

    @Option(name: .customLong("exercise-notes"), help: ArgumentHelp("With --exercise: its notes ('' removes them).", valueName: "text"))
    var exerciseNotes: String?

    @Option(name: .customLong("move-to"), help: ArgumentHelp("With --exercise: move it to this place (1 = first).", valueName: "n"))
    var moveTo: Int?

    @Option(help: ArgumentHelp("The workout's notes ('' removes them).", valueName: "text"))
    var notes: String?

    @OptionGroup var outlier: OutlierOption

    func validate() throws {
        let needsExercise = set != nil || to != nil || delete || exerciseNotes != nil || moveTo != nil
        if needsExercise, exercise == nil { throw ValidationError("say which exercise with --exercise NAME or --exercise NUMBER") }
        if to != nil, set == nil { throw ValidationError("--to needs --set N") }
        if set != nil, to == nil, !delete { throw ValidationError("--set N needs --to SET or --delete") }
        if to != nil, delete { throw ValidationError("give --to or --delete, not both") }
    }

    var edits: [WorkoutEdit] {
        var edits: [WorkoutEdit] = []
        if let exercise {
            if let set, let to { edits.append(.replaceSet(exercise: exercise, set: set, with: to)) }
            if let exerciseNotes { edits.append(.exerciseNotes(exercise: exercise, notes: exerciseNotes)) }
            if let moveTo { edits.append(.move(exercise: exercise, to: moveTo)) }
            if delete { edits.append(set.map { .deleteSet(exercise: exercise, set: $0) } ?? .deleteExercise(exercise)) }
        }
        if let notes { edits.append(.notes(notes)) }
        return edits
    }
}
