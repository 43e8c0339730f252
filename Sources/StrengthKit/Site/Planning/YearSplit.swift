/// Workouts split by year: the years newest first, each with its workouts newest first.
struct YearSplit: Sendable {
    var years: [Int]
    var workouts: [Int: ArraySlice<Workout>]

    static let none = YearSplit(years: [], workouts: [:])

    init(years: [Int], workouts: [Int: ArraySlice<Workout>]) {
        self.years = years
        self.workouts = workouts
    }

    /// `newestFirst` by the year of each one's day.
    init(_ newestFirst: [Workout], year: (Workout) -> Int) {
        workouts = newestFirst.groupedRuns(by: year)
        years = workouts.keys.sorted(by: >)
    }
}
