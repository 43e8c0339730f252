import ArgumentParser
import StrengthKit

struct ExerciseListCommand: ParsableCommand, SearchingDefaultSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List exercises by category; archived ones only with --archived.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Show only exercises whose name or alias contains this text.")
    var search: String?

    @Option(help: "Only exercises in this category (name or id).")
    var category: String?

    @Flag(help: "Only exercises with no category (after an import, to give them one).")
    var uncategorized = false

    @Flag(help: "Only favourites.")
    var favorites = false

    @Flag(help: "Show archived exercises (only them).")
    var archived = false

    @Flag(help: "Print JSON.")
    var json = false

    func validate() throws {
        if favorites, archived {
            throw ValidationError("--favorites and --archived contradict each other: favourites are listed among the exercises "
                + "in use, --archived lists only the archived ones; use one of them")
        }
        if uncategorized, category != nil {
            throw ValidationError("--category and --uncategorized contradict each other: one asks for exercises in a category, "
                + "the other for exercises in none; use one of them")
        }
    }

    func run() throws {
        let data = try global.store.load()
        let categoryID = try category.map { try LibraryEditor.category(matching: $0, in: data.library).id }
        let exercises = data.library.exercises.filter { exercise in
            exercise.archived == archived
                && (!favorites || exercise.favorite)
                && (categoryID.map { exercise.categories.contains($0) } ?? true)
                && (!uncategorized || exercise.categories.isEmpty)
                && (search.map { Self.exercise(exercise, isFoundBy: $0) } ?? true)
        }.sorted { ($0.name.lowercased(), $0.id) < ($1.name.lowercased(), $1.id) }
        if json {
            try Output.json(exercises.map { ExerciseSummary($0, in: data) })
        } else {
            Output.print(TerminalText(data: data).exerciseList(exercises))
        }
    }

    var searched: String { "part of an exercise's name or alias" }

    /// Whether any exercise, archived ones too, is found by `word`.
    func finds(_ word: String) throws -> Bool {
        try global.store.load().library.exercises.contains { Self.exercise($0, isFoundBy: word) }
    }

    /// The search: `word` is part of the exercise's name or of an alias, ignoring case, accents and punctuation.
    private static func exercise(_ exercise: Exercise, isFoundBy word: String) -> Bool {
        let key = NameKey.of(word)
        return ([exercise.name] + exercise.aliases).contains { NameKey.of($0).contains(key) }
    }
}
