/// `exercise/ID.html`: an exercise with its details, records, charts and sessions in one page — all
/// of them, or, when it has many sessions over more than one year, its newest year's (the older
/// years' are `ExerciseYearPageKind`'s).
struct ExercisePageKind: PageKind {
    static let template = TemplateName.exercise
    static let plansFirst = true

    /// An exercise's sessions are split by year beyond this many.
    static let sessionListLimit = 60

    struct Inputs: StableHashable, Sendable {
        var exercise: Exercise
        /// Its whole analysis: sessions, records, rep maxes, recent sets; nil when never done.
        var analytics: ExerciseAnalytics?
        /// The years of its sessions, newest first, and how many each has, when they are split by year.
        var years: [Int]
        var counts: [Int: Int]
        /// Which of its categories have exercises done (the library lists only those: its links).
        var doneCategories: [String]
        /// What its lead figures read, for a lift with an estimated 1RM.
        var lead: Lead?
        /// Its goals, in the order they were set: its e1RM chart draws them.
        var goals: [ChartGoal]
        /// Its progress status as of the build date, beside the trend charts; nil when not trained in the window.
        var progress: ProgressLine?
    }

    /// What a lift's page leads with beyond its analysis.
    struct Lead: StableHashable, Sendable {
        /// How the best estimated 1RM moved over the short lead and the recent window (`leadWeeks`).
        var changes: [E1rmChange]
        /// The workout of its last session (its top set).
        var lastWorkout: Stored<Workout>?
        /// The last workout from the template that plans it with the exercise logged (its next weight).
        var plannedWorkout: Stored<Workout>?
    }

    /// The lead's spans of the recent window: the short lead, then the whole window.
    static let leadWeeks = [RecentWindow.shortWeeks, RecentWindow.weeks]

    static func path(_ id: String) -> String { "exercise/\(id).html" }

    static func path(of inputs: Inputs) -> String { path(inputs.exercise.id) }

    let site: SiteContext

    var taskCount: Int { site.data.library.exercises.count }

    func inputs(ofTask index: Int) -> [Inputs] {
        let exercise = site.data.library.exercises[index]
        let done = exercise.categories.filter { site.categoriesDone.contains($0) }
        guard let entry = site.exerciseAnalytics[exercise.id] else {
            return [Inputs(exercise: exercise, analytics: nil, years: [], counts: [:], doneCategories: done, lead: nil, goals: [],
                           progress: nil)]
        }
        let (years, byYear) = Self.sessionYears(entry)
        let goals = site.goals.filter { $0.goal.target.exercise == exercise.id }.map { status in
            ChartGoal(goal: status.goal, outlook: status.outlook, lastWeek: status.projection?.points.last)
        }
        return [Inputs(exercise: exercise, analytics: entry, years: years, counts: byYear.mapValues(\.count), doneCategories: done,
                       lead: lead(exercise, entry: entry), goals: goals, progress: progress(entry))]
    }

    /// The status the Progress page gives the exercise, in its words; what changed around a stall is
    /// that page's alone.
    private func progress(_ entry: ExerciseAnalytics) -> ProgressLine? {
        ProgressPageKind.statusesByExercise(site)[entry.exercise.id].map {
            ProgressLine($0, type: entry.exercise.type, change: nil, wording: ProgressWording(format: site.format))
        }
    }

    /// The years of an exercise's sessions, newest first, with each year's sessions, when there are
    /// more than `sessionListLimit` of them over more than one year; nothing otherwise.
    static func sessionYears(_ entry: ExerciseAnalytics) -> (years: [Int], byYear: [Int: ArraySlice<ExerciseSession>]) {
        guard entry.sessions.count > sessionListLimit else { return ([], [:]) }
        // The sessions are oldest first: each year is a slice of them.
        let byYear = entry.sessions.groupedRuns { $0.day.year }
        guard byYear.count > 1 else { return ([], [:]) }
        return (byYear.keys.sorted(by: >), byYear)
    }

    private func lead(_ exercise: Exercise, entry: ExerciseAnalytics) -> Lead? {
        guard exercise.type == .weightReps, entry.records[.bestE1rm] != nil else { return nil }
        let workouts = site.workoutsNewestFirst
        func stored(_ index: Int?) -> Stored<Workout>? { index.map(site.stored) }
        let last = entry.sessions.last.flatMap { site.workoutPositions[$0.workoutID] }
        let planned = Self.plannedBy(exercise, programs: site.data.programs).flatMap { template in
            workouts.firstIndex { workout in
                workout.template == template.id && workout.exercises.contains { $0.exercise == exercise.id && !$0.sets.isEmpty }
            }
        }
        return Lead(changes: Self.leadWeeks.map { E1rmChange(entry, over: site.recentWindow.spanning(weeks: $0), site: site) }, lastWorkout: stored(last),
                    plannedWorkout: stored(planned))
    }

    /// The template whose targets plan the exercise's next weight: the first that has it.
    static func plannedBy(_ exercise: Exercise, programs: Programs) -> WorkoutTemplate? {
        programs.templates.first { $0.exercises.contains { $0.exercise == exercise.id } }
    }

    static func model(_ inputs: Inputs, shared: SharedInputs) -> ExercisePage {
        guard let entry = inputs.analytics else {
            return page(inputs.exercise, entry: nil, lead: nil, sessions: [], year: nil, years: [], counts: [:],
                        doneCategories: inputs.doneCategories, shared: shared)
        }
        guard let newest = inputs.years.first else {
            return page(inputs.exercise, entry: entry, lead: inputs.lead, sessions: entry.sessions.reversed(), year: nil, years: [],
                        counts: [:], doneCategories: inputs.doneCategories, goals: inputs.goals, progress: inputs.progress, shared: shared)
        }
        return page(inputs.exercise, entry: entry, lead: inputs.lead, sessions: entry.sessions.filter { $0.day.year == newest }.reversed(),
                    year: newest, years: inputs.years, counts: inputs.counts, doneCategories: inputs.doneCategories, goals: inputs.goals,
                    progress: inputs.progress, shared: shared)
    }

    /// An exercise's page, its main one (`year` nil or the newest of `years`: figures, records and
    /// charts from `entry`, nil when the exercise was never done, its e1RM chart with `goals`, its
    /// `progress` status beside them) or an older year's, which shows only that year's sessions.
    static func page(_ exercise: Exercise, entry: ExerciseAnalytics?, lead: Lead?, sessions: [ExerciseSession], year: Int?,
                     years: [Int], counts: [Int: Int], doneCategories: [String], goals: [ChartGoal] = [],
                     progress: ProgressLine? = nil, shared: SharedInputs) -> ExercisePage {
        let newest = years.first
        let isMain = year == nil || year == newest
        let path = ExerciseYearPageKind.path(exercise.id, year: isMain ? nil : year)
        let format = shared.format
        let layout = shared.layout(path: path, title: isMain ? exercise.name : "\(exercise.name), \(year.map(String.init) ?? "")",
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
            let leading = lead.map { leadFigures(exercise, entry: entry, lead: $0, shared: shared) } ?? []
            if !leading.isEmpty { figures = leading + figures.filter { $0.label == "Sessions" || $0.label == "Total volume" } }
            records = RecordKind.kinds(for: exercise.type).compactMap { entry.records[$0] }.map { shared.recordRow($0, from: path) }
            charts = SiteCharts.exerciseTrends(shared, entry: entry, goals: goals)
            trendNote = SiteCharts.trendNote(shared, entry: entry)
            repMaxes = entry.repMaxes.map { row in
                ExercisePage.RepMaxRow(
                    reps: "\(row.reps)+", actual: row.actualKg.map { weight in
                        format.weight(weight) + (row.actualReps.map { $0 == row.reps ? "" : " × \($0)" } ?? "")
                    } ?? "—",
                    estimated: row.estimatedKg.map(format.estimatedWeight) ?? "—", date: row.day.map(format.date) ?? "",
                    href: row.workoutID.map { SitePaths.link(from: path, to: WorkoutPageKind.path($0)) } ?? "")
            }
            recentSets = entry.recentSets.map { recent in
                var set = recent.set
                set.notes = nil
                return ExercisePage.RecentSet(
                    date: format.date(recent.day), href: SitePaths.link(from: path, to: WorkoutPageKind.path(recent.workoutID)),
                    set: format.set(set, type: exercise.type),
                    notesHTML: shared.publishNotes ? recent.set.notes.map(Markdown.inlineHTML(from:)) ?? "" : "")
            }
        }
        let sessionRows = sessions.map { session in
            ExercisePage.Session(
                date: format.date(session.day), isoDate: session.day.description,
                href: SitePaths.link(from: path, to: WorkoutPageKind.path(session.workoutID)),
                workout: session.workoutName,
                summary: sessionSummary(session, type: exercise.type, format: format),
                badges: session.records == 0 ? "" : "\(NumberText.counted(session.records, "PR"))")
        }
        // The library lists a category only when an exercise of it was done; otherwise the link
        // goes to the library itself rather than to a fragment that is not there.
        let categories = exercise.categories.compactMap { id in shared.library.category(id: id) }.map { category in
            Link(label: category.name, href: SitePaths.link(from: path, to: ExerciseLibraryPageKind.path)
                 + (doneCategories.contains(category.id) ? "#" + PageText.categoryAnchor(category.id) : ""))
        }
        let formula = shared.settings.oneRepMax
        return ExercisePage(
            layout: layout, name: exercise.name, type: exercise.type.displayName, categories: categories,
            aliases: exercise.aliases.filter { NameKey.of($0) != NameKey.of(exercise.name) }
                .joined(separator: ", "), favorite: exercise.favorite, archived: exercise.archived,
            formCuesHTML: exercise.notes.map(Markdown.html(from:)) ?? "", figures: figures, records: records, charts: charts, trendNote: trendNote,
            progress: isMain ? progress.map { [$0] } ?? [] : [],
            progressHref: SitePaths.link(from: path, to: ProgressPageKind.path),
            repMaxes: repMaxes.contains { $0.actual != "—" } ? repMaxes : [],
            repMaxNote: "The heaviest weight lifted for at least that many reps (× the reps when it was more), next to "
                + "what the best estimated 1RM (\(formula.formula.displayName), sets of up to \(NumberText.counted(formula.repCap, "rep"))) predicts.",
            recentSets: recentSets,
            sessionsHeading: year.map { "Sessions in \($0)" } ?? "Every session",
            sessions: sessionRows,
            years: PageText.yearLinks(years, counts: counts, current: year, from: path,
                                      path: { ExerciseYearPageKind.path(exercise.id, year: $0) }, newest: newest),
            noHistory: isMain && entry == nil)
    }

    /// What a weight × reps exercise's page leads with — the answer to "am I getting stronger?": the
    /// best estimated 1RM and the set behind it, how much it moved in the recent window's 4 and 12 weeks, last
    /// session's top set, and the next weight when a template plans the exercise.
    static func leadFigures(_ exercise: Exercise, entry: ExerciseAnalytics, lead: Lead, shared: SharedInputs) -> [Figure] {
        guard exercise.type == .weightReps, let best = entry.records[.bestE1rm] else { return [] }
        let format = shared.format
        var figures = [Figure(label: "Best e1RM", value: format.estimatedWeight(best.value),
                              detail: (best.set.map { format.set($0, type: exercise.type) + ", " } ?? "") + ChartText.date(best.day))]
        for moved in lead.changes {
            figures.append(Figure(label: moved.span, value: moved.change ?? "—", detail: moved.detail ?? "no session before then"))
        }
        guard let last = entry.sessions.last else { return figures }
        // The exercise's sets in a workout.
        func logged(in workout: Workout) -> [WorkoutSet] {
            workout.exercises.filter { $0.exercise == exercise.id }.flatMap(\.sets)
        }
        let sets = lead.lastWorkout.map { logged(in: $0.value).filter { $0.counts && ($0.reps ?? 0) > 0 } } ?? []
        if var top = sets.max(by: { ($0.weightKg ?? 0, $0.reps ?? 0) < ($1.weightKg ?? 0, $1.reps ?? 0) }) {
            // The set itself: its rest and notes belong to the workout page, not a figure.
            top.restSeconds = nil
            top.notes = nil
            figures.append(Figure(label: "Last top set", value: format.set(top, type: exercise.type), detail: ChartText.date(last.day)))
        }
        // Judged on the last session from that template: a light day says nothing about the heavy one.
        if let template = plannedBy(exercise, programs: shared.programs),
           let target = template.exercises.first(where: { $0.exercise == exercise.id }),
           let suggestion = WeightSuggestion.suggest(
               target: target, type: exercise.type, last: lead.plannedWorkout.map { logged(in: $0.value) } ?? sets,
               incrementKg: shared.settings.weightIncrementKg, readiness: nil, format: format),
           let weight = suggestion.weight {
            var planned = target
            planned.targetWeightKg = nil
            figures.append(Figure(label: "Next (\(template.name))", value: "\(format.target(planned)) at \(weight)",
                                  detail: suggestion.reason))
        }
        return figures
    }

    /// `4 sets · top 100 kg · e1RM 112.5 kg · 1,500 kg`, or the figures other types have.
    static func sessionSummary(_ session: ExerciseSession, type: ExerciseType, format: DisplayFormatter) -> String {
        var parts = ["\(NumberText.counted(session.workingSets, "set"))"]
        if let top = session.topSetKg, type != .bodyweightReps || top != 0 {
            parts.append(type == .bodyweightReps ? "top +\(format.weight(top))" : "top \(format.weight(top))")
        }
        if let e1rm = session.bestE1rmKg { parts.append("e1RM \(format.estimatedWeight(e1rm))") }
        if let reps = session.totalReps { parts.append(NumberText.counted(reps, "rep")) }
        if let meters = session.longestDistanceMeters { parts.append(format.distance(meters)) }
        if let seconds = session.longestDurationSeconds { parts.append(format.clock(seconds)) }
        if let pace = session.bestPaceSecondsPerKm { parts.append(format.pace(secondsPerKilometer: pace)) }
        if let volume = session.volumeKg { parts.append(format.volume(volume)) }
        return parts.joined(separator: " · ")
    }
}
