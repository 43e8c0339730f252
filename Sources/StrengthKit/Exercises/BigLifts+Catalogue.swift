extension BigLifts {
    /// The big lifts of `data` as the dashboard leads with them: the lifts the settings pin, else the
    /// main lifts the catalogue knows by the library's names, then the most trained. The one choice
    /// the dashboard, the blocks' pages, `stats.json` and `stats --compare` make.
    static func choose(for data: ProjectData, analytics: TrainingAnalytics, workoutsNewestFirst: [Workout],
                       day: (Workout) -> LocalDay, in window: RecentWindow) -> [Choice] {
        let library = data.library
        return choose(from: analytics.exercises, workoutsNewestFirst: workoutsNewestFirst, day: day, in: window,
                      mainLifts: CatalogueLifts.map(MainLift.allCases, in: library, catalogueNames: \.catalogueNames),
                      plainLifts: Set(CatalogueLifts.map(MainLift.allCases, in: library, catalogueNames: \.plainNames).keys),
                      pinned: data.settings.bigLifts)
    }
}
