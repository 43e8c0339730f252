/// The plain-text reports the CLI prints. Pure: data in, text out, in the display unit.
package struct TerminalText: Sendable {
    var data: ProjectData
    var format: DisplayFormatter

    package init(data: ProjectData) {
        self.data = data
        format = DisplayFormatter(unit: data.settings.units)
    }

    private func name(of exerciseID: String) -> String { data.library.name(of: exerciseID) }

    private func type(of exerciseID: String) -> ExerciseType { data.library.exercise(id: exerciseID)?.type ?? .weightReps }

    /// Newest first: date, name, exercises, duration, volume, id. `all` is every row, of which
    /// `rows` may be the newest few.
    package func historyList(_ rows: [HistoryRow], of all: [HistoryRow]? = nil) -> String {
        guard !rows.isEmpty else {
            return "No workouts yet. Log one with `strength-site log`, or import an export with `strength-site import`.\n"
        }
        let table = rows.map { row -> [String] in
            let local = row.start.local
            return [format.date(local.day), Digits.pad(local.hour, 2) + ":" + Digits.pad(local.minute, 2), row.name,
                    "\(row.exerciseCount) ex", row.durationSeconds.map(format.workoutDuration) ?? "—",
                    format.volume(row.volumeKg), row.id]
        }
        let header = ["Date", "Time", "Workout", "Exercises", "Duration", "Volume", "Id"]
        let every = all ?? rows
        let totalSets = every.reduce(0) { $0 + $1.setCount }
        let shown = every.count > rows.count ? "the newest \(rows.count) of " : ""
        return TerminalText.table([header] + table, rightAligned: [3, 4, 5])
            + "\(shown)\(NumberText.counted(every.count, "workout")), \(NumberText.counted(totalSets, "set")) in all\n"
    }

    /// Every exercise and set of a workout with all recorded fields.
    package func workoutDetail(_ workout: Workout, records previous: [PreviousPerformance] = []) -> String {
        var lines: [String] = []
        let local = workout.start.local
        var heading = "\(workout.name) — \(format.date(local.day)), " + Digits.pad(local.hour, 2) + ":" + Digits.pad(local.minute, 2)
        if let seconds = workout.durationSeconds { heading += ", \(format.workoutDuration(seconds))" }
        lines.append(heading)
        lines.append("id \(workout.id)" + (workout.template.map { ", template \($0)" } ?? "")
                     + (workout.source.kind == .imported ? ", imported from \(workout.source.app ?? "a file")" : ""))
        if let readiness = workout.readiness { lines.append("check-in: " + TerminalText.readiness(readiness)) }
        if let notes = workout.notes { lines += TerminalText.indent(notes, by: "  ") }
        for (place, logged) in workout.exercises.enumerated() {
            let exerciseType = type(of: logged.exercise)
            lines.append("")
            lines.append("  \(name(of: logged.exercise))" + (logged.superset.map { " (superset \($0))" } ?? ""))
            if let notes = logged.notes { lines += TerminalText.indent(notes, by: "    ") }
            for (index, set) in logged.sets.enumerated() {
                lines.append("    \(index + 1). \(format.set(set, type: exerciseType))")
                if let review = set.review, review.isHeld, let exercise = data.library.exercise(id: logged.exercise) {
                    lines += heldSetLines(HeldSetCommands(workout: workout, entry: place, number: index, exercise: exercise, suggested: nil,
                                                          format: format), reason: review, indent: "       ")
                }
            }
            if let last = previous.first(where: { $0.exercise.id == logged.exercise }) {
                let sets = last.sets.map { format.set($0, type: exerciseType) }.joined(separator: ", ")
                lines.append("    previous (\(format.date(last.start.local.day)), \(last.workoutName)): \(sets)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `history held`: every held set, by workout, with why and the commands that decide it.
    package func heldSets(_ entries: [HeldSets.Entry]) -> String {
        guard !entries.isEmpty else { return "No set is held: every set counts.\n" }
        var lines = ["\(NumberText.counted(entries.count, "held set")): shown, and counted nowhere until you confirm or fix it "
                     + "(strength-site history confirm --all counts them all as they are)."]
        for entry in entries {
            let local = entry.workout.start.local
            lines.append("")
            lines.append("\(format.date(local.day)) \(entry.workout.name) (\(entry.workout.id)): \(entry.exercise.name), set \(entry.number + 1): "
                         + format.set(entry.set, type: entry.exercise.type))
            lines += heldSetLines(entry.commands, reason: entry.reason, indent: "  ")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Why a set is held and the two commands that decide it.
    private func heldSetLines(_ commands: HeldSetCommands, reason: SetReview, indent: String) -> [String] {
        var lines = ["\(indent)held: \(reason.reason ?? ""); counted nowhere until confirmed or fixed"]
        if reason == .heldAsBodyWeight { lines.append("\(indent)to take it as body weight: \(commands.asBodyWeight)") }
        return lines + ["\(indent)to count it as it is: \(commands.confirm)", "\(indent)to fix it: \(commands.fix)"]
    }

    /// What `log` and `workout finish` print: the saved workout, created exercises, previous
    /// performances and the records it set.
    package func logOutcome(_ outcome: LogOutcome) -> StyledText {
        var text = "Logged " + workoutDetail(outcome.workout, records: outcome.previous)
        if let template = outcome.templateByName {
            text += "Template \"\(template.name)\" attached: the workout has its name (to take it off: "
                + "strength-site history edit \(outcome.workout.id) --template none)\n"
        }
        for exercise in outcome.createdExercises {
            text += "Created exercise \"\(exercise.name)\" (\(exercise.type.displayName.lowercased()))\n"
        }
        let firstTimers = outcome.workout.exercises.map(\.exercise).filter { id in !outcome.previous.contains { $0.exercise.id == id } }
        if !firstTimers.isEmpty {
            text += "First time: " + firstTimers.map(name(of:)).joined(separator: ", ") + "\n"
        }
        var styled = StyledText(text)
        styled.append(stored(outcome), tone: .warning)
        styled.append(newRecords(WorkoutRecords.beaten(by: outcome.workout, in: data)))
        return styled
    }

    /// What was stored that may not be what was meant: a workout ahead of time, or one under a minute
    /// long (`workout finish` just after `start`), with the command that changes it.
    private func stored(_ outcome: LogOutcome) -> String {
        var text = ""
        let id = outcome.workout.id
        if let ahead = outcome.secondsAheadOfTime {
            text += "Logged ahead of time (--future): it starts \(format.workoutDuration(ahead)) from now; "
                + "to move it: strength-site history edit \(id) --start \"YYYY-MM-DD HH:MM\"\n"
        }
        if let seconds = outcome.workout.durationSeconds, seconds < 60 {
            text += "Saved as \(seconds) s long (\(format.workoutDuration(seconds))); if it took longer: "
                + "strength-site history edit \(id) --duration 65m\n"
        }
        return text
    }

    /// `New records:` and a line each: `Bench Press — best estimated 1RM 108.1 kg (+4.8 kg on 103.3 kg)`.
    func newRecords(_ events: [RecordEvent]) -> StyledText {
        guard !events.isEmpty else { return StyledText() }
        let lines = events.map { event in
            let kind = event.kind.displayName.prefix(1).lowercased() + event.kind.displayName.dropFirst()
            return "  \(name(of: event.exerciseID)) — \(kind) \(format.record(event.kind, event.value, set: event.set))"
                + " (\(format.improvement(of: event)))\n"
        }
        return StyledText((events.count == 1 ? "New record:\n" : "New records:\n") + lines.joined(), tone: .record)
    }

    /// A check-in in words: `energy low, soreness mild, 45 minutes`.
    static func readiness(_ readiness: Readiness) -> String {
        var parts: [String] = []
        if let energy = readiness.energy { parts.append("energy \(energy.rawValue)") }
        if let soreness = readiness.soreness { parts.append("soreness \(soreness.rawValue)") }
        if let minutes = readiness.minutesAvailable { parts.append("\(minutes) minutes") }
        return parts.joined(separator: ", ")
    }

    /// What `workout add` prints: each entry as logged and how many sets the live workout has.
    package func sessionAdded(_ added: [LoggedExercise], created: [Exercise]) -> String {
        var text = ""
        for exercise in created {
            text += "Created exercise \"\(exercise.name)\" (\(exercise.type.displayName.lowercased()))\n"
        }
        for logged in added {
            let sets = logged.sets.map { format.set($0, type: type(of: logged.exercise)) }.joined(separator: ", ")
            text += "Added \(name(of: logged.exercise)): \(sets)\n"
        }
        if let session = data.session { text += "\(session.name): \(NumberText.counted(session.setCount, "set")) so far\n" }
        return text
    }

    /// What `workout finish --save-as-template` adds.
    package func templateSaved(_ template: WorkoutTemplate) -> String {
        "Saved template \"\(template.name)\" (\(template.id)): " + template.exercises.map { "\(name(of: $0.exercise)) \(format.target($0))" }.joined(separator: ", ") + "\n"
    }

    /// The library, by category in their order (primary category), favourites starred.
    package func exerciseList(_ exercises: [Exercise]) -> String {
        guard !exercises.isEmpty else { return "No exercises match.\n" }
        var lines: [String] = []
        let groups = data.library.categories.map { Optional($0) } + [nil]
        for category in groups {
            let members = exercises.filter { $0.categories.first == category?.id }
            guard !members.isEmpty else { continue }
            lines.append(category?.name ?? "Uncategorised")
            for exercise in members.sorted(by: { $0.name.lowercased() < $1.name.lowercased() }) {
                var line = "  " + (exercise.favorite ? "★ " : "  ") + exercise.name + "  — " + exercise.type.displayName.lowercased()
                if exercise.archived { line += " (archived)" }
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    package func exerciseDetail(_ summary: ExerciseSummary) -> String {
        var lines = ["\(summary.name)\(summary.favorite ? " ★" : "")\(summary.archived ? " (archived)" : "")",
                     "  id: \(summary.id)", "  type: \(summary.type.displayName)",
                     "  categories: \(summary.categories.isEmpty ? "none" : summary.categories.joined(separator: ", "))"]
        if !summary.aliases.isEmpty { lines.append("  also known as: \(summary.aliases.joined(separator: ", "))") }
        lines.append("  sessions: \(summary.sessions)" + (summary.lastPerformed.map { ", last \(format.date($0))" } ?? ""))
        if let notes = summary.notes {
            lines.append("  notes:")
            lines += TerminalText.indent(notes, by: "    ")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `stats`: the headline figures (`HeadlineFigures.all`; a test adds one), latest records and the
    /// most done exercises.
    package func statsDashboard(_ analytics: TrainingAnalytics, figures: [HeadlineFigure] = HeadlineFigures.all) -> StyledText {
        guard analytics.totalWorkouts > 0 else {
            return StyledText("No workouts yet. Log one with `strength-site log`, or import an export with `strength-site import`.\n")
        }
        var text = StyledText("\(data.settings.site.title) — as of \(format.date(analytics.today)) (weeks start on \(analytics.weeks.firstWeekday.rawValue.capitalized))\n\n",
                              tone: .heading)
        let headline = HeadlineFigure.lines(of: figures, placedBy: \.terminal).map { line in
            [line.figure.label, line.companions.reduce(line.figure.text(analytics, format: format)) { row, companion in
                let words = companion.figure.beside(analytics, format: format, placement: companion.placement)
                if case .remark = companion.placement { return row + " (" + words + ")" }
                return row + ", " + words
            }]
        }
        text.append(TerminalText.indented(TerminalText.table(headline, rightAligned: [])))

        let goals = GoalEvaluator.evaluate(data.goals, in: data, today: analytics.today)
        if !goals.isEmpty {
            let wording = GoalWording(data: data)
            text.append("\nGoals\n", tone: .heading)
            text.append(goals.map { GoalText.summary($0, wording: wording, indent: "  ") }.joined())
        }

        let names = Dictionary(analytics.exercises.map { ($0.exercise.id, $0.exercise.name) }, uniquingKeysWith: { first, _ in first })
        // News, as the dashboard's: a first session is the baseline, not a record beaten.
        let latest = analytics.recordTimeline.filter(\.isNews).suffix(8).reversed().map { event in
            [format.date(event.day), names[event.exerciseID] ?? event.exerciseID, event.kind.displayName, format.record(event.kind, event.value)]
        }
        if !latest.isEmpty {
            text.append("\nLatest records\n", tone: .heading)
            text.append(TerminalText.indented(TerminalText.table(latest, rightAligned: [3])), tone: .record)
        }
        let top = analytics.exercises.sorted { ($0.sessionCount, $1.exercise.name) > ($1.sessionCount, $0.exercise.name) }.prefix(8)
        let rows = top.map { entry -> [String] in
            let headline = RecordKind.kinds(for: entry.exercise.type).first.flatMap { kind in
                entry.records[kind].map { "\(kind.displayName.lowercased()) \(format.record(kind, $0.value))" }
            } ?? ""
            return [entry.exercise.name, NumberText.counted(entry.sessionCount, "session"), entry.lastPerformed.map { "last \(format.date($0))" } ?? "", headline]
        }
        text.append("\nTop exercises\n", tone: .heading)
        text.append(TerminalText.indented(TerminalText.table(rows, rightAligned: [1])))
        return text
    }

    /// `stats --exercise NAME`: records, rep maxes, recent sessions.
    package func exerciseStats(_ entry: ExerciseAnalytics, oneRepMax: OneRepMaxSettings) -> StyledText {
        let exercise = entry.exercise
        var text = StyledText("\(exercise.name) — \(exercise.type.displayName.lowercased())\n", tone: .heading)
        text.append("  \(NumberText.counted(entry.sessionCount, "session")), \(NumberText.counted(entry.workingSets, "working set"))"
                    + (entry.totalVolumeKg > 0 ? ", \(format.volume(entry.totalVolumeKg)) volume" : "")
                    + (entry.lastPerformed.map { ", last \(format.date($0))" } ?? "") + "\n")
        text.append("\nRecords\n", tone: .heading)
        let records = RecordKind.kinds(for: exercise.type).compactMap { kind -> [String]? in
            guard let event = entry.records[kind] else { return nil }
            return [kind.displayName, format.record(kind, event.value), format.date(event.day)]
        }
        text.append(TerminalText.indented(TerminalText.table(records, rightAligned: [1])), tone: .record)
        if entry.repMaxes.contains(where: { $0.actualKg != nil }) {
            text.append("\nRep maxes (at least N reps: actual · estimated from the best e1RM, \(oneRepMax.formula.displayName))\n",
                        tone: .heading)
            let rows = entry.repMaxes.map { row in
                let actual = row.actualKg.map { format.weight($0) + (row.actualReps.map { $0 == row.reps ? "" : " × \($0)" } ?? "") }
                return ["\(row.reps)+", actual ?? "—", row.estimatedKg.map(format.estimatedWeight) ?? "—",
                 row.day.map(format.date) ?? ""]
            }
            text.append(TerminalText.indented(TerminalText.table([["Reps", "Actual", "Estimated", "When"]] + rows, rightAligned: [0, 1, 2])))
        }
        text.append("\nRecent sessions\n", tone: .heading)
        let recent = entry.sessions.suffix(10).reversed().map { session -> [String] in
            var figures: [String] = [NumberText.counted(session.workingSets, "set")]
            if let e1rm = session.bestE1rmKg { figures.append("e1RM \(format.estimatedWeight(e1rm))") }
            if let top = session.topSetKg { figures.append("top \(format.weight(top))") }
            if let volume = session.volumeKg { figures.append("volume \(format.volume(volume))") }
            if let reps = session.totalReps { figures.append(NumberText.counted(reps, "rep")) }
            if let meters = session.longestDistanceMeters { figures.append(format.distance(meters)) }
            if let seconds = session.longestDurationSeconds { figures.append(format.clock(seconds)) }
            if let pace = session.bestPaceSecondsPerKm { figures.append(format.pace(secondsPerKilometer: pace)) }
            return [format.date(session.day), figures.joined(separator: ", ")]
        }
        text.append(TerminalText.indented(TerminalText.table(recent, rightAligned: [])))
        return text
    }

    package func categoryList() -> String {
        guard !data.library.categories.isEmpty else { return "No categories yet. Add one with `strength-site category add NAME`.\n" }
        let rows = data.library.categories.enumerated().map { index, category -> [String] in
            let count = data.library.exercises.filter { $0.categories.contains(category.id) }.count
            return ["\(index + 1).", category.name, "\(NumberText.counted(count, "exercise"))", category.id]
        }
        return TerminalText.table([["#", "Category", "Exercises", "Id"]] + rows, rightAligned: [0])
    }

    package func bodyWeightList() -> String {
        guard !data.bodyWeight.entries.isEmpty else { return "No body-weight entries yet. Add one with `strength-site bodyweight add 80.5`.\n" }
        let rows = data.bodyWeight.entries.reversed().map { [format.date($0.date), format.weight($0.weightKg)] }
        return TerminalText.table([["Date", "Body weight"]] + rows, rightAligned: [1])
    }

    package func settingsList() -> String {
        TerminalText.table(SettingsEditor.values(of: data.settings, library: data.library).map { [$0.key, $0.value] }, rightAligned: [])
    }

    /// Columns padded to their widest cell (by characters), two spaces apart.
    static func table(_ rows: [[String]], rightAligned: Set<Int>) -> String {
        guard let columns = rows.map(\.count).max() else { return "" }
        var widths = Array(repeating: 0, count: columns)
        for row in rows { for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) } }
        return rows.map { row in
            row.enumerated().map { index, cell in
                let padding = String(repeating: " ", count: widths[index] - cell.count)
                return rightAligned.contains(index) ? padding + cell : (index == row.count - 1 ? cell : cell + padding)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    /// A table's lines, each indented by two spaces.
    static func indented(_ table: String) -> String {
        table.split(separator: "\n").map { "  " + $0 + "\n" }.joined()
    }

    static func indent(_ text: String, by prefix: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { prefix + $0 }
    }
}
