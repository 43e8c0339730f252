/// `history/YEAR.html`: an older year of the history, when it is split by year. It shows nothing of
/// other years but their links (no counts: a workout logged in another year must not change it), so
/// a build keeps it while its year is as it was.
struct HistoryYearPageKind: PageKind {
    static let template = TemplateName.history

    struct Inputs: StableHashable, Sendable {
        var year: Int
        /// Every year of the history, newest first (its links, previous and next).
        var years: [Int]
        /// The years in review (their links).
        var reviewYears: [Int]
        /// The year's workouts, newest first, and what the analysis says of each.
        var workouts: [Stored<Workout>]
        var facts: [WorkoutRowFacts]
    }

    static func path(of inputs: Inputs) -> String { HistoryPageKind.path(year: inputs.year) }

    let site: SiteContext

    var taskCount: Int { max(0, HistoryPageKind.years(site).years.count - 1) }

    func inputs(ofTask index: Int) -> [Inputs] {
        let split = HistoryPageKind.years(site)
        let year = split.years[index + 1]
        var workouts: [Stored<Workout>] = []
        var facts: [WorkoutRowFacts] = []
        let slice = split.workouts[year] ?? []
        workouts.reserveCapacity(slice.count)
        facts.reserveCapacity(slice.count)
        for index in slice.indices {
            workouts.append(site.stored(slice[index]))
            facts.append(site.rowFacts(slice[index]))
        }
        return [Inputs(year: year, years: split.years, reviewYears: site.reviewYears, workouts: workouts, facts: facts)]
    }

    static func model(_ inputs: Inputs, shared: SharedInputs) -> HistoryPage {
        HistoryPageKind.page(Array(zip(inputs.workouts.map(\.value), inputs.facts)), year: inputs.year, years: inputs.years,
                             reviewYears: inputs.reviewYears, totalWorkouts: nil, shared: shared)
    }
}
