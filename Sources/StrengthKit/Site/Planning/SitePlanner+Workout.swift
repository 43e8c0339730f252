extension SitePlanner {
    /// The page of the workout at `index` of the newest-first list (so its neighbours are at ±1).
    func workoutPage(_ index: Int) -> PlannedPage {
        let workouts = context.workoutsNewestFirst
        let workout = workouts[index]
        let path = SitePaths.workout(workout.id)
        let format = context.format
        let facts = context.analytics.workout(id: workout.id)
        let day = facts?.day ?? workout.start.local.day
        let layout = context.layout(path: path, title: "\(workout.name), \(format.date(day))",
                                    description: "\(workout.name) on \(format.date(day)): every exercise and set.",
                                    section: "History")
        let records = facts?.records ?? []
        let entries = workout.exercises.enumerated().map { index, logged in
            entry(logged, at: index, facts: facts, from: path)
        }
        var figures = [
            Figure(label: "Exercises", value: "\(workout.exercises.count)"),
            Figure(label: "Working sets", value: "\(facts?.workingSets ?? 0)"),
        ]
        if let volume = facts?.volumeKg, volume > 0 { figures.append(Figure(label: "Volume", value: format.volume(volume))) }
        let cardio = cardioFigures(workout)
        // A run's page leads with distance, time and pace; "1 exercise, 1 working set" says nothing there.
        let onlyCardio = workout.exercises.allSatisfy { context.exerciseTypes[$0.exercise] == .distanceDuration }
        figures = onlyCardio && !cardio.isEmpty ? cardio : figures + cardio
        if let seconds = workout.durationSeconds { figures.insert(Figure(label: "Duration", value: format.workoutDuration(seconds)), at: 0) }
        func neighbour(_ position: Int, _ label: String) -> Link? {
            guard workouts.indices.contains(position) else { return nil }
            let other = workouts[position]
            return Link(label: "\(label): \(other.name)", href: SitePaths.link(from: path, to: SitePaths.workout(other.id)),
                        detail: format.date(context.day(of: other)))
        }
        var source = ""
        if workout.source.kind == .imported {
            source = "Imported from \(workout.source.app.map { ImportApp(rawValue: $0)?.displayName ?? $0 } ?? "another app")"
                + (workout.source.file.map { " (\($0))" } ?? "") + "."
        }
        let model = WorkoutPage(
            layout: layout, name: workout.name, date: format.date(day), isoDate: day.description,
            time: context.time(of: workout), duration: workout.durationSeconds.map(format.workoutDuration) ?? "",
            figures: figures,
            notesHTML: context.publishNotes ? workout.notes.map(Markdown.html(from:)) ?? "" : "",
            template: workout.template.flatMap { id in
                context.templateNames[id].map { Link(label: $0, href: SitePaths.link(from: path, to: SitePaths.template(id))) }
            } ?? Link(label: "", href: ""),
            readiness: workout.readiness.map(SitePlanner.readinessText) ?? "",
            source: source, entries: entries,
            recordCount: records.isEmpty ? "" : "\(NumberText.counted(records.count, "personal record"))",
            previous: neighbour(index + 1, "Previous"), next: neighbour(index - 1, "Next"))
        return PlannedPage(path: path, template: "workout", model: model)
    }

    private func entry(_ logged: LoggedExercise, at index: Int, facts: WorkoutAnalytics?, from path: String) -> WorkoutPage.Entry {
        let exercise = context.exercises[logged.exercise]
        let type = exercise?.type ?? .weightReps
        let format = context.format
        let sets = logged.sets
        let showNotes = context.publishNotes
        var columns: [(String, (WorkoutSet) -> String)] = []
        let hasWeight = sets.contains { $0.weightKg != nil }
        if type == .bodyweightReps {
            columns.append(("Load", { set in
                guard let load = set.weightKg, load != 0 else { return "body weight" }
                return load > 0 ? "+\(format.weight(load))" : "−\(format.weight(-load))"
            }))
        } else if hasWeight {
            columns.append(("Weight", { $0.weightKg.map(format.weight) ?? "—" }))
        }
        if sets.contains(where: { $0.reps != nil }) { columns.append(("Reps", { $0.reps.map(String.init) ?? "—" })) }
        if sets.contains(where: { $0.distanceMeters != nil }) { columns.append(("Distance", { $0.distanceMeters.map(format.distance) ?? "—" })) }
        if sets.contains(where: { $0.durationSeconds != nil }) { columns.append(("Time", { $0.durationSeconds.map(format.clock) ?? "—" })) }
        if sets.contains(where: { ($0.distanceMeters ?? 0) > 0 && ($0.durationSeconds ?? 0) > 0 }) {
            columns.append(("Pace", { set in
                guard let meters = set.distanceMeters, meters > 0, let seconds = set.durationSeconds, seconds > 0 else { return "—" }
                return format.pace(secondsPerKilometer: Double(seconds) / meters * 1000)
            }))
        }
        if sets.contains(where: { $0.rpe != nil }) { columns.append(("RPE", { $0.rpe.map { NumberText.decimal($0, maximumFractionDigits: 1) } ?? "" })) }
        if sets.contains(where: { $0.restSeconds != nil }) { columns.append(("Rest", { $0.restSeconds.map(format.clock) ?? "" })) }
        // Every cell is HTML: escaped text, and a set's notes as Markdown like every other note.
        columns = columns.map { column in (column.0, { Markup.escape(column.1($0)) }) }
        if showNotes, sets.contains(where: { !($0.notes ?? "").isEmpty }) {
            columns.append(("Notes", { set in set.notes.map { "<span class=\"set-note\">" + Markdown.inlineHTML(from: $0) + "</span>" } ?? "" }))
        }

        let rows = sets.enumerated().map { setIndex, set in
            let badges = (facts?.records(exerciseIndex: index, setIndex: setIndex) ?? [])
                .sorted { $0.kind < $1.kind }.map { SitePlanner.badge($0.kind) }
            return WorkoutPage.SetRow(number: setIndex + 1, kind: set.kind == .normal ? "Working" : set.kind.displayName,
                                      kindClass: set.kind.rawValue, cellsHTML: columns.map { $0.1(set) }, badges: badges)
        }
        let sessionBadges = (facts?.sessionRecords(exerciseID: logged.exercise) ?? [])
            .sorted { $0.kind < $1.kind }.map { SitePlanner.badge($0.kind) }
        return WorkoutPage.Entry(
            name: exercise?.name ?? logged.exercise, href: SitePaths.link(from: path, to: SitePaths.exercise(logged.exercise)),
            type: type.displayName, notesHTML: showNotes ? logged.notes.map(Markdown.html(from:)) ?? "" : "",
            superset: logged.superset.map { "superset \($0)" } ?? "", badges: sessionBadges,
            columns: columns.map(\.0), badgeSpan: columns.count + 1, sets: rows)
    }

    /// Distance, time and pace over the working sets that cover a distance; none when no set does.
    private func cardioFigures(_ workout: Workout) -> [Figure] {
        let sets = workout.exercises.flatMap(\.sets).filter { $0.kind.isWorking && ($0.distanceMeters ?? 0) > 0 }
        guard !sets.isEmpty else { return [] }
        let meters = sets.reduce(0) { $0 + ($1.distanceMeters ?? 0) }
        var figures = [Figure(label: "Distance", value: context.format.distance(meters))]
        let timed = sets.filter { ($0.durationSeconds ?? 0) > 0 }
        let seconds = timed.reduce(0) { $0 + ($1.durationSeconds ?? 0) }
        let timedMeters = timed.reduce(0) { $0 + ($1.distanceMeters ?? 0) }
        if seconds > 0 {
            figures.append(Figure(label: "Time", value: context.format.clock(seconds)))
            figures.append(Figure(label: "Pace", value: context.format.pace(secondsPerKilometer: Double(seconds) / timedMeters * 1000)))
        }
        return figures
    }

    /// "Energy low · soreness high · 45 min available".
    static func readinessText(_ readiness: Readiness) -> String {
        var parts: [String] = []
        if let energy = readiness.energy { parts.append("energy \(energy.rawValue)") }
        if let soreness = readiness.soreness { parts.append("soreness \(soreness.rawValue)") }
        if let minutes = readiness.minutesAvailable { parts.append("\(minutes) min available") }
        return parts.joined(separator: " · ").sentenceCased
    }

    /// `PR · Heaviest weight`.
    static func badge(_ kind: RecordKind) -> String { "PR · \(kind.displayName)" }
}
