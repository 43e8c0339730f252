extension SitePlanner {
    /// `exercises/index.html`: categories in their order with their exercises; archived ones apart.
    func exerciseLibrary() -> PlannedPage {
        let path = SitePaths.exercises
        let library = context.data.library
        let layout = context.layout(path: path, title: "Exercises", description: "The exercise library by muscle group.",
                                    section: "Exercises")
        func item(_ exercise: Exercise) -> ExercisesPage.Item {
            let entry = context.exerciseAnalytics[exercise.id]
            let detail = entry.map { NumberText.counted($0.sessionCount, "session") } ?? ""
            return ExercisesPage.Item(name: exercise.name, href: SitePaths.link(from: path, to: SitePaths.exercise(exercise.id)),
                                      type: exercise.type.displayName, favorite: exercise.favorite, detail: detail)
        }
        let sorted = library.exercises.sorted { ($0.name.lowercased(), $0.id) < ($1.name.lowercased(), $1.id) }
        let active = sorted.filter { !$0.archived }
        let done = active.filter { context.exerciseAnalytics[$0.id] != nil }
        var groups = library.categories.map { category in
            ExercisesPage.Group(name: category.name, anchor: SitePlanner.categoryAnchor(category.id),
                                items: done.filter { $0.categories.contains(category.id) }.map(item))
        }
        groups.append(ExercisesPage.Group(name: "Other", anchor: "category-none",
                                          items: done.filter { $0.categories.isEmpty }.map(item)))
        let notDone = active.filter { context.exerciseAnalytics[$0.id] == nil }
        let model = ExercisesPage(
            layout: layout,
            summary: "\(NumberText.counted(done.count, "exercise")) done, \(notDone.count) not yet, in "
                + "\(NumberText.counted(library.categories.count, "category", plural: "categories")); ★ marks favourites.",
            groups: groups.filter { !$0.items.isEmpty }, notDone: notDone.map(item), archived: sorted.filter(\.archived).map(item))
        return PlannedPage(path: path, template: "exercises", model: model)
    }

    static func categoryAnchor(_ id: String) -> String { "category-\(id)" }

    /// An exercise's pages: one, or, when it has many sessions over more than one year, the main
    /// page with its newest year's sessions and a page for each older year. With `reuse`, each page
    /// whose inputs are the last build's is kept: an older year's page shows nothing of other years
    /// but their links (no counts), so a session in another year leaves it as it was.
    func exercisePages(_ exercise: Exercise, reuse: PageReuse? = nil) -> [PlannedPage] {
        func main(_ plan: () -> PlannedPage) -> [PlannedPage] {
            reusing(reuse, task: Self.exerciseTask(exercise.id), fingerprint: { exerciseFingerprint(exercise, reuse: $0) }) { [plan()] }
        }
        guard let entry = context.exerciseAnalytics[exercise.id] else {
            return main { exercisePage(exercise, entry: nil, sessions: [], year: nil, years: [], counts: [:]) }
        }
        // The sessions are oldest first and the pages show them newest first: each year is a slice
        // of them, turned into a list only for a page that is planned.
        let byYear = entry.sessions.groupedRuns { $0.day.year }
        let years = byYear.keys.sorted(by: >)
        guard entry.sessions.count > Self.sessionListLimit, years.count > 1 else {
            return main { exercisePage(exercise, entry: entry, sessions: entry.sessions.reversed(), year: nil, years: [], counts: [:]) }
        }
        var pages = main {
            exercisePage(exercise, entry: entry, sessions: (byYear[years[0]] ?? []).reversed(), year: years[0], years: years,
                         counts: byYear.mapValues(\.count))
        }
        for year in years.dropFirst() {
            let inYear = byYear[year] ?? []
            pages += reusing(reuse, task: Self.exerciseTask(exercise.id, year: year), fingerprint: {
                exerciseYearFingerprint(exercise, year: year, sessions: inYear.reversed(), years: years, reuse: $0)
            }) {
                [exercisePage(exercise, entry: entry, sessions: inYear.reversed(), year: year, years: years, counts: [:])]
            }
        }
        return pages
    }

    private func exercisePage(_ exercise: Exercise, entry: ExerciseAnalytics?, sessions: [ExerciseSession], year: Int?,
                              years: [Int], counts: [Int: Int]) -> PlannedPage {
        let newest = years.first
        let isMain = year == nil || year == newest
        let path = SitePaths.exercise(exercise.id, year: isMain ? nil : year)
        let format = context.format
        let layout = context.layout(path: path, title: isMain ? exercise.name : "\(exercise.name), \(year.map(String.init) ?? "")",
                                    description: "\(exercise.name): records, trends and every session.", section: "Exercises")
        var figures: [Figure] = []
        var records: [RecordRow] = []
        var charts: [String] = []
        var trendNote = ""
        var repMaxes: [ExercisePage.RepMaxRow] = []
        var recentSets: [ExercisePage.RecentSet] = []
        if let entry, isMain {
            figures = [
                Figure(label: "Sessions", value: "\(entry.sessionCount)"),
                Figure(label: "Working sets", value: NumberText.grouped(entry.workingSets)),
                Figure(label: "Last performed", value: entry.lastPerformed.map(format.date) ?? "—"),
            ]
            if entry.totalVolumeKg > 0 { figures.insert(Figure(label: "Total volume", value: format.volume(entry.totalVolumeKg)), at: 2) }
            // For lifts, the answer comes first; the counts follow.
            let lead = leadFigures(exercise, entry: entry)
            if !lead.isEmpty { figures = lead + figures.filter { $0.label == "Sessions" || $0.label == "Total volume" } }
            records = RecordKind.kinds(for: exercise.type).compactMap { entry.records[$0] }.map { context.recordRow($0, from: path) }
            charts = SiteCharts.exerciseTrends(context, entry: entry)
            trendNote = SiteCharts.trendNote(context, entry: entry)
            repMaxes = entry.repMaxes.map { row in
                ExercisePage.RepMaxRow(
                    reps: "\(row.reps)+", actual: row.actualKg.map { weight in
                        format.weight(weight) + (row.actualReps.map { $0 == row.reps ? "" : " × \($0)" } ?? "")
                    } ?? "—",
                    estimated: row.estimatedKg.map(format.estimatedWeight) ?? "—", date: row.day.map(format.date) ?? "",
                    href: row.workoutID.map { SitePaths.link(from: path, to: SitePaths.workout($0)) } ?? "")
            }
            recentSets = entry.recentSets.map { recent in
                var set = recent.set
                set.notes = nil
                return ExercisePage.RecentSet(
                    date: format.date(recent.day), href: SitePaths.link(from: path, to: SitePaths.workout(recent.workoutID)),
                    set: format.set(set, type: exercise.type),
                    notesHTML: context.publishNotes ? recent.set.notes.map(Markdown.inlineHTML(from:)) ?? "" : "")
            }
        }
        let sessionRows = sessions.map { session in
            ExercisePage.Session(
                date: format.date(session.day), isoDate: session.day.description,
                href: SitePaths.link(from: path, to: SitePaths.workout(session.workoutID)),
                workout: session.workoutName,
                summary: sessionSummary(session, type: exercise.type),
                badges: session.records == 0 ? "" : "\(NumberText.counted(session.records, "PR"))")
        }
        // The library lists a category only when an exercise of it was done; otherwise the link
        // goes to the library itself rather than to a fragment that is not there.
        let categories = exercise.categories.compactMap { id in context.data.library.category(id: id) }.map { category in
            Link(label: category.name, href: SitePaths.link(from: path, to: SitePaths.exercises)
                 + (context.categoriesDone.contains(category.id) ? "#" + SitePlanner.categoryAnchor(category.id) : ""))
        }
        let formula = context.data.settings.oneRepMax
        let model = ExercisePage(
            layout: layout, name: exercise.name, type: exercise.type.displayName, categories: categories,
            aliases: exercise.aliases.filter { NameKey.of($0) != NameKey.of(exercise.name) }
                .joined(separator: ", "), favorite: exercise.favorite, archived: exercise.archived,
            formCuesHTML: exercise.notes.map(Markdown.html(from:)) ?? "", figures: figures, records: records, charts: charts, trendNote: trendNote,
            repMaxes: repMaxes.contains { $0.actual != "—" } ? repMaxes : [],
            repMaxNote: "The heaviest weight lifted for at least that many reps (× the reps when it was more), next to "
                + "what the best estimated 1RM (\(formula.formula.displayName), sets of up to \(formula.repCap) reps) predicts.",
            recentSets: recentSets,
            sessionsHeading: year.map { "Sessions in \($0)" } ?? "Every session",
            sessions: sessionRows,
            years: yearLinks(years, counts: counts, current: year, from: path,
                             path: { SitePaths.exercise(exercise.id, year: $0) }, newest: newest),
            noHistory: entry == nil)
        return PlannedPage(path: path, template: "exercise", model: model)
    }

    /// `4 sets · top 100 kg · e1RM 112.5 kg · 1,500 kg`, or the figures other types have.
    private func sessionSummary(_ session: ExerciseSession, type: ExerciseType) -> String {
        let format = context.format
        var parts = ["\(NumberText.counted(session.workingSets, "set"))"]
        if let top = session.topSetKg, type != .bodyweightReps || top != 0 {
            parts.append(type == .bodyweightReps ? "top +\(format.weight(top))" : "top \(format.weight(top))")
        }
        if let e1rm = session.bestE1rmKg { parts.append("e1RM \(format.estimatedWeight(e1rm))") }
        if let reps = session.totalReps { parts.append("\(reps) reps") }
        if let meters = session.longestDistanceMeters { parts.append(format.distance(meters)) }
        if let seconds = session.longestDurationSeconds { parts.append(format.clock(seconds)) }
        if let pace = session.bestPaceSecondsPerKm { parts.append(format.pace(secondsPerKilometer: pace)) }
        if let volume = session.volumeKg { parts.append(format.volume(volume)) }
        return parts.joined(separator: " · ")
    }
}
