/// What every page planner needs: the data, its analytics, the display formatter and lookups.
struct SiteContext: Sendable {
    let data: ProjectData
    let analytics: TrainingAnalytics
    let format: DisplayFormatter
    let today: LocalDay
    let baseURL: String?
    let exercises: [String: Exercise]
    let exerciseTypes: [String: ExerciseType]
    let exerciseNames: [String: String]
    let exerciseAnalytics: [String: ExerciseAnalytics]
    /// Newest first.
    let workoutsNewestFirst: [Workout]
    /// The ids of each day's workouts, earliest first (heatmap squares link to the first).
    let workoutIDsByDay: [LocalDay: [String]]
    let templateNames: [String: String]
    let workoutNames: [String: String]
    /// The categories of exercises that were done (and are not archived): those the library page lists.
    let categoriesDone: Set<String>
    /// The local day of the newest workout.
    let lastWorkoutDay: LocalDay?
    /// The record timeline without volume records (`RecordKind.headlineKinds`), oldest first: what
    /// the records page, the dashboard, the feed and the years list.
    let headlineRecords: [RecordEvent]

    init(data: ProjectData, analytics: TrainingAnalytics, today: LocalDay, baseURL: String?) {
        self.data = data
        self.analytics = analytics
        format = DisplayFormatter(unit: data.settings.units)
        self.today = today
        self.baseURL = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        exercises = Dictionary(data.library.exercises.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        exerciseTypes = exercises.mapValues(\.type)
        exerciseNames = exercises.mapValues(\.name)
        exerciseAnalytics = Dictionary(analytics.exercises.map { ($0.exercise.id, $0) }, uniquingKeysWith: { first, _ in first })
        workoutsNewestFirst = data.workouts.sortedNewestFirst()
        var byDay: [LocalDay: [String]] = [:]
        // Oldest first, by index: a loop variable would copy each whole workout.
        for index in workoutsNewestFirst.indices.reversed() {
            let id = workoutsNewestFirst[index].id
            byDay[analytics.workout(id: id)?.day ?? workoutsNewestFirst[index].start.local.day, default: []].append(id)
        }
        workoutIDsByDay = byDay
        templateNames = Dictionary(data.programs.templates.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        workoutNames = Dictionary(data.workouts.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        lastWorkoutDay = analytics.workouts.map(\.day).max()
        let types = exerciseTypes
        headlineRecords = analytics.recordTimeline.filter { event in
            types[event.exerciseID].map { RecordKind.headlineKinds(for: $0).contains(event.kind) } ?? false
        }
        categoriesDone = Set(data.library.exercises.filter { !$0.archived && analytics.exercise(id: $0.id) != nil }.flatMap(\.categories))
    }

    var publishNotes: Bool { data.settings.privacy.publishNotes }

    /// Where a window of `days` days ending today ends: today, unless the newest workout is older
    /// than the window — a history exported from another app months ago — then on that workout's
    /// day, so the window shows the training rather than empty weeks.
    func windowEnd(days: Int) -> LocalDay {
        guard let last = lastWorkoutDay, last <= today.adding(days: -days) else { return today }
        return last
    }

    /// "the last 26 weeks", or "the 26 weeks to Tue 10 Jan 2023" when the window follows an older history.
    func window(weeks: Int) -> String {
        let end = windowEnd(days: 7 * weeks)
        return end == today ? "the last \(weeks) weeks" : "the \(weeks) weeks to \(format.date(end))"
    }

    /// How many days without a workout make the dashboard say so.
    static let quietDays = 28

    /// "No workouts since Tue 10 Jan 2023, 1 year and 10 months ago." when the newest workout is
    /// more than four weeks old; empty otherwise.
    var sinceLastWorkout: String {
        guard let last = lastWorkoutDay, last < today.adding(days: -Self.quietDays) else { return "" }
        return "No workouts since \(format.date(last)), \(ElapsedText.between(last, and: today)) ago."
    }

    func exerciseName(_ id: String) -> String { exercises[id]?.name ?? id }

    /// The local day a workout belongs to, from the analytics (project time zone).
    func day(of workout: Workout) -> LocalDay {
        analytics.workout(id: workout.id)?.day ?? workout.start.local.day
    }

    /// `18:00`, the local start in the project's time zone.
    func time(of workout: Workout) -> String {
        let local = workout.start.local(in: data.timeZone)
        return Digits.pad(local.hour, 2) + ":" + Digits.pad(local.minute, 2)
    }

    /// The layout of a page at `path`.
    func layout(path: String, title: String, description: String, section: String?) -> Layout {
        let root = SitePaths.root(from: path)
        var sections: [(String, String)] = [
            ("Dashboard", SitePaths.dashboard), ("History", SitePaths.history(year: nil)),
            ("Exercises", SitePaths.exercises), ("Records", SitePaths.records),
            ("Muscles", SitePaths.muscles), ("Calendar", SitePaths.calendar(year: nil)),
        ]
        if !data.programs.templates.isEmpty { sections.insert(("Programs", SitePaths.programs), at: 3) }
        return Layout(
            siteTitle: data.settings.site.title, pageTitle: title, description: description, root: root,
            canonical: baseURL.map { $0 + SitePaths.published(path) },
            appearance: data.settings.appearance.rawValue,
            navigation: sections.map { Link(label: $0.0, href: root + $0.1, current: $0.0 == section) },
            author: data.settings.site.author)
    }

    /// `Built Sun 22 Nov 2026 from 141 workouts`: the footer line every page shows, through
    /// `assets/build.css` (see `SitePlanner.buildInfoStylesheet`) rather than in each page, which
    /// would otherwise be written again on every new day.
    var buildInfo: String {
        let count = analytics.totalWorkouts
        return "Built \(format.date(today)) from \(NumberText.counted(count, "workout"))"
    }

    func workoutRow(_ workout: Workout, from page: String) -> WorkoutRow {
        let facts = analytics.workout(id: workout.id)
        let day = facts?.day ?? workout.start.local.day
        let records = facts?.records.count ?? 0
        return WorkoutRow(
            name: workout.name, href: SitePaths.link(from: page, to: SitePaths.workout(workout.id)),
            headline: WorkoutHeadline.text(of: workout, types: exerciseTypes, names: exerciseNames, format: format),
            date: format.date(day), isoDate: day.description, time: time(of: workout),
            exercises: "\(NumberText.counted(workout.exercises.count, "exercise"))",
            duration: workout.durationSeconds.map(format.workoutDuration) ?? "—",
            volume: (facts?.volumeKg ?? 0) > 0 ? format.volume(facts?.volumeKg ?? 0) : "",
            records: records == 0 ? "" : "\(NumberText.counted(records, "record"))")
    }

    func recordRow(_ event: RecordEvent, from page: String) -> RecordRow {
        RecordRow(exercise: exerciseName(event.exerciseID),
                  exerciseHref: SitePaths.link(from: page, to: SitePaths.exercise(event.exerciseID)),
                  kind: event.kind.displayName, value: format.record(event.kind, event.value, set: event.set),
                  improvement: format.improvement(event.kind, event.value, over: event.previousValue),
                  date: format.date(event.day), isoDate: event.day.description,
                  workoutHref: SitePaths.link(from: page, to: SitePaths.workout(event.workoutID)))
    }

    /// Kilograms in the display unit, for charts.
    func displayWeight(_ kilograms: Double) -> Double { data.settings.units.value(fromKilograms: kilograms) }

    var weightUnit: String { data.settings.units.rawValue }
}
