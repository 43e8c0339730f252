/// `exercise/ID/YEAR.html`: an older year of an exercise's sessions, when they are split by year
/// (`ExercisePageKind.sessionYears`). It shows nothing of other years but their links (no counts),
/// so a session in another year leaves it as it was.
struct ExerciseYearPageKind: PageKind {
    static let template = TemplateName.exercise

    struct Inputs: StableHashable, Sendable {
        var exercise: Exercise
        var year: Int
        /// Every year of its sessions, newest first (its links).
        var years: [Int]
        /// The year's sessions, oldest first.
        var sessions: ArraySlice<ExerciseSession>
        /// Which of its categories have exercises done (its category links).
        var doneCategories: [String]
    }

    /// The exercise's page, or one year of its sessions when the list is split.
    static func path(_ id: String, year: Int?) -> String {
        year.map { "exercise/\(id)/\($0).html" } ?? ExercisePageKind.path(id)
    }

    static func path(of inputs: Inputs) -> String { path(inputs.exercise.id, year: inputs.year) }

    let site: SiteContext

    var taskCount: Int { site.data.library.exercises.count }

    func inputs(ofTask index: Int) -> [Inputs] {
        let exercise = site.data.library.exercises[index]
        guard let entry = site.exerciseAnalytics[exercise.id] else { return [] }
        let (years, byYear) = ExercisePageKind.sessionYears(entry)
        let done = exercise.categories.filter { site.categoriesDone.contains($0) }
        return years.dropFirst().map { year in
            Inputs(exercise: exercise, year: year, years: years, sessions: byYear[year] ?? [], doneCategories: done)
        }
    }

    static func model(_ inputs: Inputs, shared: SharedInputs) -> ExercisePage {
        ExercisePageKind.page(inputs.exercise, entry: nil, lead: nil, sessions: inputs.sessions.reversed(), year: inputs.year,
                              years: inputs.years, counts: [:], doneCategories: inputs.doneCategories, shared: shared)
    }
}
