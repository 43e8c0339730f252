extension SitePlanner {
    /// The task of a workout's page and of an exercise's pages, as the build manifest records it.
    static func workoutTask(_ id: String) -> String { "workout " + id }
    static func exerciseTask(_ id: String) -> String { "exercise " + id }
    static func exerciseTask(_ id: String, year: Int) -> String { "exercise \(id) \(year)" }
    static func historyTask(_ year: Int) -> String { "history \(year)" }
    static func muscleTask(_ id: String) -> String { "muscle " + id }
    static func yearTask(_ year: Int) -> String { "year \(year)" }
    static func calendarTask(_ year: Int) -> String { "calendar \(year)" }
    static let aboutTask = "about"

    /// Everything a workout's page reads beyond the shared seed: the workout's file, what the
    /// analysis says of it (its day, volume, working sets and records), and the id, name and day of
    /// the workouts before and after it, which it links to. Nil when its file is unknown.
    func workoutFingerprint(_ index: Int, reuse: PageReuse) -> UInt64? {
        // Workouts by index, never bound to a name: that copies a whole workout, for 5,000 of them.
        let workouts = context.workoutsNewestFirst
        let id = workouts[index].id
        guard let digest = reuse.workoutDigest(id) else { return nil }
        var print = PageFingerprint(seed: reuse.seed)
        print.add(Self.workoutTask(id))
        print.add(digest)
        if let facts = context.analytics.workout(id: id) {
            print.add(facts.day)
            print.add(facts.volumeKg)
            print.add(facts.workingSets)
            print.add(facts.records.count)
            for event in facts.records { print.add(event) }
        } else {
            print.add(nil as String?)
        }
        for position in [index + 1, index - 1] {
            guard workouts.indices.contains(position) else {
                print.add(nil as String?)
                continue
            }
            print.add(workouts[position].id)
            print.add(workouts[position].name)
            print.add(context.day(of: workouts[position]))
        }
        return print.value
    }

    /// Everything an exercise's pages read beyond the shared seed: its analysis (sessions, records,
    /// rep maxes, recent sets), the names of its sessions' workouts and their record counts, which
    /// categories have exercises done (its category links), what its lead figures make of the 4- and
    /// 12-week windows (not the windows' ends: a new day would make every exercise's page again when
    /// most figures stay as they were), and the files of the workouts its last top set and next
    /// weight come from.
    func exerciseFingerprint(_ exercise: Exercise, reuse: PageReuse) -> UInt64? {
        var print = PageFingerprint(seed: reuse.seed)
        print.add(Self.exerciseTask(exercise.id))
        for category in context.categoriesDone.sorted() { print.add(category) }
        guard let entry = context.exerciseAnalytics[exercise.id] else {
            print.add(nil as String?)
            return print.value
        }
        for weeks in [4, 12] {
            let (change, before) = e1rmChange(entry, weeks: weeks)
            print.add(change)
            print.add(before)
        }
        print.add(entry.sessionCount)
        print.add(entry.workingSets)
        print.add(entry.totalVolumeKg)
        print.add(entry.lastPerformed)
        for kind in entry.records.keys.sorted() {
            if let event = entry.records[kind] { print.add(event) }
        }
        for row in entry.repMaxes {
            print.add(row.reps)
            print.add(row.actualKg)
            print.add(row.actualReps)
            print.add(row.day)
            print.add(row.workoutID)
            print.add(row.estimatedKg)
        }
        addSessions(entry.sessions, to: &print)
        for recent in entry.recentSets {
            print.add(recent.day)
            print.add(recent.workoutID)
            print.add(recent.set)
        }
        // The lead figures read two workouts' sets: the last session's, and the template's last session's.
        if let last = entry.sessions.last {
            guard let digest = reuse.workoutDigest(last.workoutID) else { return nil }
            print.add(digest)
        }
        if let template = context.data.programs.templates.first(where: { $0.exercises.contains { $0.exercise == exercise.id } }) {
            let planned = context.workoutsNewestFirst.first { workout in
                workout.template == template.id && workout.exercises.contains { $0.exercise == exercise.id && !$0.sets.isEmpty }
            }
            print.add(planned.flatMap { reuse.workoutDigest($0.id) })
        }
        return print.value
    }

    /// Everything the page of an older year of an exercise's sessions reads beyond the shared seed:
    /// which categories have exercises done (its category links), the years (its year links), and
    /// its sessions with their workouts' names and record counts.
    func exerciseYearFingerprint(_ exercise: Exercise, year: Int, sessions: some Collection<ExerciseSession>, years: [Int],
                                 reuse: PageReuse) -> UInt64 {
        var print = PageFingerprint(seed: reuse.seed)
        print.add(Self.exerciseTask(exercise.id, year: year))
        for category in context.categoriesDone.sorted() { print.add(category) }
        for other in years { print.add(other) }
        addSessions(sessions, to: &print)
        return print.value
    }

    /// A session row's inputs: its day, workout (link and name), record count and figures.
    private func addSessions(_ sessions: some Collection<ExerciseSession>, to print: inout PageFingerprint) {
        print.add(sessions.count)
        for session in sessions {
            print.add(session.day)
            print.add(session.workoutID)
            print.add(session.workoutName)
            print.add(session.records)
            print.add(session.workingSets)
            print.add(session.bestE1rmKg)
            print.add(session.topSetKg)
            print.add(session.volumeKg)
            print.add(session.totalReps)
            print.add(session.longestDurationSeconds)
            print.add(session.longestDistanceMeters)
            print.add(session.bestPaceSecondsPerKm)
        }
    }

    /// Everything an older year's history page reads beyond the shared seed: the years (its year
    /// links, previous and next), the years in review (their links), and each of its workouts' file
    /// and what the analysis says of it (day, volume, record count). Nil when a workout's file is unknown.
    func historyFingerprint(_ year: Int, workouts: ArraySlice<Workout>, years: [Int], reviewYears: [Int], reuse: PageReuse) -> UInt64? {
        var print = PageFingerprint(seed: reuse.seed)
        print.add(Self.historyTask(year))
        print.add(years.count)
        for other in years { print.add(other) }
        print.add(reviewYears.count)
        for other in reviewYears { print.add(other) }
        print.add(workouts.count)
        for workout in workouts {
            guard let digest = reuse.workoutDigest(workout.id) else { return nil }
            print.add(workout.id)
            print.add(digest)
            let facts = context.analytics.workout(id: workout.id)
            print.add(facts?.day)
            print.add(facts?.volumeKg)
            print.add(facts?.records.count)
        }
        return print.value
    }

    /// Everything a muscle group's page reads beyond the shared seed (its name and exercises are the
    /// library's): the weeks its charts show, the group's sets and volume in each, and the window's words.
    func muscleFingerprint(_ group: MuscleGroupAnalytics, weeks: [LocalDay], byWeek: [LocalDay: MuscleGroupWeek],
                           reuse: PageReuse) -> UInt64 {
        var print = PageFingerprint(seed: reuse.seed)
        print.add(Self.muscleTask(group.category.id))
        print.add(context.window(weeks: Self.muscleGroupWeeks))
        print.add(weeks.count)
        for week in weeks {
            print.add(week)
            print.add(byWeek[week]?.sets)
            print.add(byWeek[week]?.volumeKg)
        }
        return print.value
    }

    /// Everything a year in review and its card read beyond the shared seed: the review (every
    /// figure of it), the year's headline records, and the years (its links).
    func yearFingerprint(_ review: YearReview, records: [RecordEvent], years: [Int], reuse: PageReuse) -> UInt64 {
        var print = PageFingerprint(seed: reuse.seed)
        print.add(Self.yearTask(review.year))
        print.add(years.count)
        for year in years { print.add(year) }
        for totals in [review.totals, review.previous] {
            print.add(totals?.workouts)
            print.add(totals?.seconds)
            print.add(totals?.volumeKg)
            print.add(totals?.workingSets)
        }
        print.add(review.exercises.count)
        for entry in review.exercises {
            print.add(entry.exercise.id)
            print.add(entry.sessions)
            print.add(entry.workingSets)
            print.add(entry.bestE1rmKg)
            print.add(entry.bestDay)
            print.add(entry.bestWorkoutID)
        }
        print.add(review.muscleGroups.count)
        for group in review.muscleGroups {
            print.add(group.category.id)
            print.add(group.sets)
        }
        print.add(review.longestStreakWeeks)
        print.add(review.bestMonth?.month)
        print.add(review.months.count)
        for month in review.months {
            print.add(month.month)
            print.add(month.workouts)
            print.add(month.workingSets)
            print.add(month.volumeKg)
        }
        print.add(records.count)
        for event in records { print.add(event) }
        return print.value
    }

    /// Everything an older year's calendar page reads beyond the shared seed: the days its heatmap
    /// spans, and each training day's workout count and the ids and names of its workouts (links and labels).
    func calendarFingerprint(_ year: Int, reuse: PageReuse) -> UInt64 {
        let span = calendarSpan(year)
        var print = PageFingerprint(seed: reuse.seed)
        print.add(Self.calendarTask(year))
        print.add(span.first)
        print.add(span.last)
        for entry in context.analytics.calendar.workoutsByDay where entry.day >= span.first && entry.day <= span.last {
            let onDay = context.workoutIDsByDay[entry.day] ?? []
            print.add(entry.day)
            print.add(entry.workouts)
            print.add(onDay.count)
            for id in onDay {
                print.add(id)
                print.add(context.workoutNames[id])
            }
        }
        return print.value
    }

    /// `plan()` for one task: the pages the last build wrote for it when its fingerprint is theirs,
    /// otherwise the pages planned anew, marked with the task and fingerprint for the next build.
    func reusing(_ reuse: PageReuse?, task: String, fingerprint: (PageReuse) -> UInt64?,
                 plan: () -> [PlannedPage]) -> [PlannedPage] {
        guard let reuse, let fingerprint = fingerprint(reuse) else { return plan() }
        if let kept = reuse.keptPaths(task: task, fingerprint: fingerprint) {
            return kept.map { PlannedPage(keeping: $0, task: task, fingerprint: fingerprint) }
        }
        return plan().map { page in
            var page = page
            page.task = task
            page.fingerprint = fingerprint
            return page
        }
    }
}
