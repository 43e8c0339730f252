/// `muscle/ID.html`: one muscle group's weekly working sets and volume, and its exercises. It lives
/// beside, not inside, the overview's folder, so no id (`index`) can collide with the overview.
struct MuscleGroupPageKind: PageKind {
    static let template = TemplateName.muscles

    /// How many weeks a muscle group's charts show.
    static let weekCount = 26

    struct Inputs: StableHashable, Sendable {
        var category: ExerciseCategory
        /// "the last 26 weeks", or the weeks to the newest workout.
        var window: String
        /// The weeks its charts show, oldest first, with the group's sets and volume (zero in a week without).
        var weeks: [MuscleGroupWeek]
    }

    static func path(_ id: String) -> String { "muscle/\(id).html" }

    static func path(of inputs: Inputs) -> String { path(inputs.category.id) }

    let site: SiteContext
    /// The groups trained at all: the others have no page.
    let groups: [MuscleGroupAnalytics]
    let weeks: [LocalDay]

    init(site: SiteContext) {
        self.site = site
        groups = site.analytics.muscleGroups.filter { $0.totalSets > 0 }
        weeks = SiteCharts.recentWeeks(site, Self.weekCount).map(\.weekStart)
    }

    var taskCount: Int { groups.count }

    func inputs(ofTask index: Int) -> [Inputs] {
        let group = groups[index]
        let byWeek = Dictionary(group.weeks.map { ($0.weekStart, $0) }, uniquingKeysWith: { first, _ in first })
        return [Inputs(category: group.category, window: site.window(weeks: Self.weekCount),
                       weeks: weeks.map { byWeek[$0] ?? MuscleGroupWeek(weekStart: $0, sets: 0, volumeKg: 0) })]
    }

    static func model(_ inputs: Inputs, shared: SharedInputs) -> MusclesPage {
        let category = inputs.category
        let path = path(of: inputs)
        let name = category.name
        let layout = shared.layout(path: path, title: name, description: "\(name): weekly working sets and volume.", section: "Muscles")
        let sets = BarChart(id: "sets", title: "\(name): working sets per week", categoryName: "Week", valueName: "Sets",
                            bars: inputs.weeks.map { .week(starting: $0.weekStart, value: $0.sets) },
                            format: .number(unit: "sets", maximumFractionDigits: 1), isChronological: true)
        let volume = BarChart(id: "volume", title: "\(name): volume per week", categoryName: "Week", valueName: "Volume",
                              bars: inputs.weeks.map { .week(starting: $0.weekStart, value: shared.displayWeight($0.volumeKg).rounded()) },
                              format: .number(unit: shared.weightUnit, maximumFractionDigits: 0), isChronological: true)
        let exercises = shared.library.exercises.filter { $0.categories.contains(category.id) }
            .sorted { ($0.categories.first != category.id ? 1 : 0, $0.name) < ($1.categories.first != category.id ? 1 : 0, $1.name) }
            .map { exercise in
                Link(label: exercise.name, href: SitePaths.link(from: path, to: ExercisePageKind.path(exercise.id)),
                     detail: exercise.categories.first == category.id ? "primary" : "secondary (half a set each)")
            }
        return MusclesPage(layout: layout, heading: name, weekHeading: "",
                           intro: "\(inputs.window.sentenceCased); warm-ups do not count.", rows: [], apart: [], apartNote: "",
                           sections: [ChartSection(heading: "Weekly work", note: "", anchor: "weekly",
                                                   charts: [sets.figure(), volume.figure()])],
                           exercises: exercises, isEmpty: false)
    }
}
