/// `muscles/index.html`: every muscle group's recent weekly sets against the target band, weakest
/// first, and the big picture (each trained group's own page is `MuscleGroupPageKind`'s).
struct MusclesPageKind: PageKind, WholeSiteKind {
    static let template = TemplateName.muscles
    static let path = "muscles/index.html"
    static let menuEntry: MenuEntry? = MenuEntry(label: "Muscles", position: 6, path: path)

    let site: SiteContext

    static func model(_ site: SiteContext, shared: SharedInputs) -> MusclesPage {
        let active = site.analytics.muscleGroups.filter { $0.totalSets > 0 }
        let layout = shared.layout(path: path, title: "Muscle groups",
                                   description: "Weekly working sets per muscle group against a target band.", section: "Muscles")
        // The week the "sets" column shows: this one, or the last complete one while this one is two days
        // young (a Monday shows zeros otherwise), or the newest workout's when the recent window follows an
        // older history (`RecentWindow`).
        let window = site.recentWindow
        let end = window.end
        var shownWeek = shared.weeks.weekStart(of: end)
        var weekHeading = window.endsToday ? "This week" : "Week of \(ChartText.date(shownWeek))"
        if window.endsToday, end.daysSinceEpoch - shownWeek.daysSinceEpoch < 2 {
            shownWeek = shownWeek.adding(days: -7)
            weekHeading = "Last week"
        }
        // The average runs over the short lead's weeks that end with the week shown.
        let averaged = (0..<RecentWindow.shortWeeks).map { shownWeek.adding(days: -7 * $0) }
        let target = shared.settings.effectiveWeeklySetsTarget
        let groups = Dictionary(active.map { ($0.category.id, $0) }, uniquingKeysWith: { first, _ in first })
        func byWeek(_ group: MuscleGroupAnalytics) -> [LocalDay: MuscleGroupWeek] {
            Dictionary(group.weeks.map { ($0.weekStart, $0) }, uniquingKeysWith: { first, _ in first })
        }
        // Every group a loaded exercise of the library belongs to, trained or not: the neglected ones are the
        // point. Groups of only runs, rides, holds and skipping (cardio) have no set target.
        let loaded: Set<ExerciseType> = [.weightReps, .bodyweightReps, .weightDuration]
        let lifting = Set(shared.library.exercises.filter { loaded.contains($0.type) }.flatMap(\.categories))
        let rows = shared.library.categories.filter { lifting.contains($0.id) }.map { category -> (Double, MusclesPage.Row, category: ExerciseCategory) in
            let weeks = groups[category.id].map(byWeek) ?? [:]
            // Summed in week order: a dictionary's order changes between runs, and so would the rounding.
            let sets = averaged.reduce(0) { $0 + (weeks[$1]?.sets ?? 0) } / Double(averaged.count)
            let status: (text: String, css: String) = sets < Double(target.low) ? ("below", "below")
                : sets > Double(target.high) ? ("above", "above") : ("in range", "within")
            return (sets, MusclesPage.Row(
                name: category.name,
                href: groups[category.id] == nil ? "" : SitePaths.link(from: path, to: MuscleGroupPageKind.path(category.id)),
                weekSets: NumberText.decimal(weeks[shownWeek]?.sets ?? 0, maximumFractionDigits: 1),
                setsPerWeek: NumberText.decimal(sets, maximumFractionDigits: 1), status: status.text, statusClass: status.css),
                category)
        }
        // Cardio and Full Body apart, in the library's order and out of the band.
        let apart = rows.filter { !$0.category.isMuscleGroup }
        let banded = rows.filter(\.category.isMuscleGroup).map { ($0.0, $0.1) }
            // Weakest first: what needs work leads.
            .sorted { ($0.0, $0.1.name) < ($1.0, $1.1.name) }
        var sections: [ChartSection] = []
        if !banded.isEmpty && !active.isEmpty {
            let chart = RankedBarChart(
                id: "muscle-sets", title: "Working sets per week by muscle group, weakest first",
                note: "The average of the \(NumberText.counted(RecentWindow.shortWeeks, "week")) to \(ChartText.date(shownWeek.adding(days: 6))); the target band is \(target.setsText) a week.",
                categoryName: "Muscle group", valueName: "Sets per week",
                bars: banded.map { RankedBarChart.Bar(label: $0.1.name, value: ($0.0 * 10).rounded() / 10) },
                format: .number(maximumFractionDigits: 1), band: Double(target.low)...Double(target.high))
            sections.append(ChartSection(heading: "Against \(target.setsText) a week", note: "", anchor: "weekly", charts: [chart.figure()]))
        }
        return MusclesPage(layout: layout, heading: "Muscle groups", weekHeading: weekHeading,
                           intro: "Working sets per week for every muscle group against a band of \(target.text) "
                               + "sets, weakest first. Choose a group for its weeks, volume and exercises.",
                           rows: banded.map(\.1), apart: apart.map(\.1), apartNote: apartNote(apart.map(\.category)),
                           sections: sections, exercises: [], isEmpty: site.analytics.totalWorkouts == 0)
    }

    /// Why the groups that are no one muscle are shown apart, in one sentence that names them (as the
    /// library does) and their work.
    static func apartNote(_ groups: [ExerciseCategory]) -> String {
        guard !groups.isEmpty else { return "" }
        let work = ExerciseCategory.wholeBody.filter { whole in groups.contains { $0.id == whole.id } }.map(\.work)
        return ShortList.sentence(groups.map(\.name), conjunction: "and") + (groups.count == 1 ? " has" : " have")
            + " no target: \(work.joined(separator: ", ")), not one muscle group, so a band of sets a week says nothing about "
            + (groups.count == 1 ? "it." : "them.")
    }
}
