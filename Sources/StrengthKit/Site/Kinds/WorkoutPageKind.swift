/// `workouts/ID.html`: one workout with every set and all its fields.
struct WorkoutPageKind: PageKind {
    static let template = TemplateName.workout

    struct Inputs: StableHashable, Sendable {
        /// The workout, hashed by its file's digest.
        var workout: Stored<Workout>
        /// What the analysis says of it: its day, volume, working sets and records.
        var facts: WorkoutAnalytics?
        /// The workouts before and after it, which it links to.
        var previous: Neighbour?
        var next: Neighbour?
        /// The published journal posts with a `{{workout}}` of its day, oldest first.
        var posts: [PostReference]
    }

    /// A workout the page links to: its id, name and day.
    struct Neighbour: StableHashable, Sendable {
        var id: String
        var name: String
        var day: LocalDay
    }

    /// The page's model: what its template reads.
    struct Page: PageModel {
        /// One exercise of the workout, with its set table.
        struct Entry: Sendable {
            var name: String
            var href: String
            var type: String
            var notesHTML: String
            var superset: String
            /// Session records it beat (best session volume, most reps in a session).
            var badges: [String]
            /// Whether a set of it is not a working set (a warm-up, drop set, failure or held set): only
            /// then has its table a `Kind` column, which leaves working sets blank.
            var hasKinds: Bool
            /// Table headings after `#` and `Kind`: `Weight`, `Reps`, `RPE`, ...
            var columns: [String]
            /// How many columns a set's record badges span: its columns and the kind's, when there is one.
            var badgeSpan: Int
            var sets: [SetRow]
        }

        /// One set: its number, kind, the cells under the entry's columns, and the records it beat.
        struct SetRow: Sendable {
            var number: Int
            /// `Warm-up`, `Drop`, `Failure`, `Held`; empty for a working set, the kind most sets are.
            var kind: String
            /// `warmup`, `drop`, `failure`, `normal` or `held`: a CSS class, never user text.
            var kindClass: String
            /// HTML: escaped values, and the notes rendered from Markdown.
            var cellsHTML: [String]
            var badges: [String]
            /// Why the set is held (`SetReview`): shown, counted nowhere; empty for a set that counts.
            var held: String
        }

        var layout: Layout
        var name: String
        var date: String
        var isoDate: String
        var time: String
        var duration: String
        var figures: [Figure]
        var notesHTML: String
        /// The template it came from, linked to its page (`label` empty when none).
        var template: Link
        /// "Energy low · soreness high · 45 min available": the check-in at the start, or empty.
        var readiness: String
        var source: String
        var entries: [Entry]
        var recordCount: String
        var previous: Link?
        var next: Link?
        /// The journal posts that quote the workout's day.
        var posts: [Link]
    }

    static func path(_ id: String) -> String { "workouts/\(id).html" }

    static func path(of inputs: Inputs) -> String { path(inputs.workout.value.id) }

    let site: SiteContext

    var taskCount: Int { site.workoutsNewestFirst.count }

    /// The workout at `index` of the newest-first list (so its neighbours are at ±1).
    func inputs(ofTask index: Int) -> [Inputs] {
        // Workouts by index, never bound to a name: that copies a whole workout, for 5,000 of them.
        let workouts = site.workoutsNewestFirst
        func neighbour(_ position: Int) -> Neighbour? {
            guard workouts.indices.contains(position) else { return nil }
            return Neighbour(id: workouts[position].id, name: workouts[position].name, day: site.day(of: workouts[position]))
        }
        return [Inputs(workout: site.stored(index), facts: site.analytics.workout(id: workouts[index].id),
                       previous: neighbour(index + 1), next: neighbour(index - 1),
                       posts: site.journal.quoting(day: site.day(of: workouts[index])))]
    }

    static func model(_ inputs: Inputs, shared: SharedInputs) -> Page {
        let workout = inputs.workout.value
        let facts = inputs.facts
        let path = path(of: inputs)
        let format = shared.format
        let day = facts?.day ?? workout.start.local.day
        let layout = shared.layout(path: path, title: "\(workout.name), \(format.date(day))",
                                   description: "\(workout.name) on \(format.date(day)): every exercise and set.",
                                   section: "History")
        let records = facts?.news ?? []
        let entries = workout.exercises.enumerated().map { index, logged in
            entry(logged, at: index, facts: facts, from: path, shared: shared)
        }
        var figures = [
            Figure(label: "Exercises", value: "\(workout.exercises.count)"),
            Figure(label: "Working sets", value: "\(facts?.workingSets ?? 0)"),
        ]
        if let volume = facts?.volumeKg, volume > 0 { figures.append(Figure(label: "Volume", value: format.volume(volume))) }
        let cardio = cardioFigures(workout, format: format)
        // A run's page leads with distance, time and pace; "1 exercise, 1 working set" says nothing there.
        let onlyCardio = workout.exercises.allSatisfy { shared.exerciseTypes[$0.exercise] == .distanceDuration }
        figures = onlyCardio && !cardio.isEmpty ? cardio : figures + cardio
        if let seconds = workout.durationSeconds { figures.insert(Figure(label: "Duration", value: format.workoutDuration(seconds)), at: 0) }
        func link(_ neighbour: Neighbour?, _ label: String) -> Link? {
            neighbour.map { other in
                Link(label: "\(label): \(other.name)", href: SitePaths.link(from: path, to: Self.path(other.id)),
                     detail: format.date(other.day))
            }
        }
        var source = ""
        if workout.source.kind == .imported {
            source = "Imported from \(workout.source.app.map { ImportApp(rawValue: $0)?.displayName ?? $0 } ?? "another app")"
                + (workout.source.file.map { " (\($0))" } ?? "") + "."
        }
        return Page(
            layout: layout, name: workout.name, date: format.date(day), isoDate: day.description,
            time: shared.time(of: workout), duration: workout.durationSeconds.map(format.workoutDuration) ?? "",
            figures: figures,
            notesHTML: shared.publishNotes ? workout.notes.map(Markdown.html(from:)) ?? "" : "",
            template: workout.template.flatMap { id in
                shared.templateNames[id].map { Link(label: $0, href: SitePaths.link(from: path, to: TemplatePageKind.path(id))) }
            } ?? Link(label: "", href: ""),
            readiness: workout.readiness.map(readinessText) ?? "",
            source: source, entries: entries,
            recordCount: records.isEmpty ? "" : "\(NumberText.counted(records.count, "personal record"))",
            previous: link(inputs.previous, "Previous"), next: link(inputs.next, "Next"),
            posts: inputs.posts.map { $0.link(from: path, format: format) })
    }

    private static func entry(_ logged: LoggedExercise, at index: Int, facts: WorkoutAnalytics?, from path: String,
                              shared: SharedInputs) -> Page.Entry {
        let exercise = shared.exercises[logged.exercise]
        let type = exercise?.type ?? .weightReps
        let format = shared.format
        let sets = logged.sets
        let showNotes = shared.publishNotes
        var columns: [(String, (WorkoutSet) -> String)] = []
        let hasWeight = sets.contains { $0.weightKg != nil }
        if type == .bodyweightReps {
            columns.append(("Load", { set in
                guard let load = set.weightKg, load != 0 else { return "body weight" }
                return load > 0 ? "+\(format.weight(load, of: set))" : "−\(format.weight(-load, of: set))"
            }))
        } else if hasWeight {
            // A set typed in the other unit shows in it (`225 lb` in a kg project), as everywhere a set is shown.
            columns.append(("Weight", { set in set.weightKg.map { format.weight($0, of: set) } ?? "—" }))
        }
        if sets.contains(where: { $0.reps != nil }) { columns.append(("Reps", { $0.reps.map(String.init) ?? "—" })) }
        if sets.contains(where: { $0.distanceMeters != nil }) { columns.append(("Distance", { $0.distanceMeters.map(format.distance) ?? "—" })) }
        if sets.contains(where: { $0.durationSeconds != nil }) { columns.append(("Time", { $0.durationSeconds.map(format.clock) ?? "—" })) }
        if sets.contains(where: { ($0.distanceMeters ?? 0) > 0 && ($0.durationSeconds ?? 0) > 0 }) {
            columns.append(("Pace", { set in
                guard let meters = set.distanceMeters, let seconds = set.durationSeconds, seconds > 0,
                      let pace = Pace.secondsPerKilometer(seconds: seconds, meters: meters) else { return "—" }
                return format.pace(secondsPerKilometer: pace)
            }))
        }
        if sets.contains(where: { $0.rpe != nil }) { columns.append(("RPE", { $0.rpe.map { NumberText.decimal($0, maximumFractionDigits: 1) } ?? "" })) }
        if sets.contains(where: { $0.restSeconds != nil }) { columns.append(("Rest", { $0.restSeconds.map(format.clock) ?? "" })) }
        // Every cell is HTML: escaped text, and a set's notes as Markdown like every other note.
        columns = columns.map { column in (column.0, { Markup.escape(column.1($0)) }) }
        if showNotes, sets.contains(where: { !($0.notes ?? "").isEmpty }) {
            columns.append(("Notes", { set in set.notes.map { "<span class=\"set-note\">" + Markdown.inlineHTML(from: $0) + "</span>" } ?? "" }))
        }

        let hasKinds = sets.contains { $0.isHeld || $0.kind != .normal }
        let rows = sets.enumerated().map { setIndex, set in
            let badges = (facts?.news(exerciseIndex: index, setIndex: setIndex) ?? [])
                .sorted { $0.kind < $1.kind }.map { badge($0.kind) }
            // A held set says so where its kind is: it counts as nothing, whatever its kind.
            let kind = set.isHeld ? "Held" : set.kind == .normal ? "" : set.kind.displayName
            return Page.SetRow(number: setIndex + 1, kind: kind, kindClass: set.isHeld ? "held" : set.kind.rawValue,
                               cellsHTML: columns.map { $0.1(set) }, badges: badges, held: set.isHeld ? set.review?.reason ?? "" : "")
        }
        let sessionBadges = (facts?.sessionNews(exerciseID: logged.exercise) ?? [])
            .sorted { $0.kind < $1.kind }.map { badge($0.kind) }
        return Page.Entry(
            name: exercise?.name ?? logged.exercise, href: SitePaths.link(from: path, to: ExercisePageKind.path(logged.exercise)),
            type: type.displayName, notesHTML: showNotes ? logged.notes.map(Markdown.html(from:)) ?? "" : "",
            superset: logged.superset.map { "superset \($0)" } ?? "", badges: sessionBadges,
            hasKinds: hasKinds, columns: columns.map(\.0), badgeSpan: columns.count + (hasKinds ? 1 : 0), sets: rows)
    }

    /// Distance, time and pace over the working sets that cover a distance; none when no set does.
    private static func cardioFigures(_ workout: Workout, format: DisplayFormatter) -> [Figure] {
        let sets = workout.exercises.flatMap(\.sets).filter { $0.counts && ($0.distanceMeters ?? 0) > 0 }
        guard !sets.isEmpty else { return [] }
        let meters = sets.reduce(0) { $0 + ($1.distanceMeters ?? 0) }
        var figures = [Figure(label: "Distance", value: format.distance(meters))]
        let timed = sets.filter { ($0.durationSeconds ?? 0) > 0 }
        let seconds = timed.reduce(0) { $0 + ($1.durationSeconds ?? 0) }
        let timedMeters = timed.reduce(0) { $0 + ($1.distanceMeters ?? 0) }
        if seconds > 0 {
            figures.append(Figure(label: "Time", value: format.clock(seconds)))
            if let pace = Pace.secondsPerKilometer(seconds: seconds, meters: timedMeters) {
                figures.append(Figure(label: "Pace", value: format.pace(secondsPerKilometer: pace)))
            }
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
