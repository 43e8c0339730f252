/// The live workout as `workout show` reads it (and `--json` prints it; docs/WORKOUT-SESSION.md
/// states the shape): every exercise of the plan and every exercise added, each with its target,
/// the sets done, last time and a suggested weight, and whether the check-in trims the day.
package struct SessionDocument: Hashable, Sendable, Codable {
    struct DayReference: Hashable, Sendable, Codable {
        var split: NamedReference
        var day: NamedReference
    }

    struct Intensity: Hashable, Sendable, Codable {
        /// "low energy", "high soreness" or both.
        var because: String
        var setsFewer: Int
        var text: String
    }

    struct LastTime: Hashable, Sendable, Codable {
        var workout: String
        var workoutName: String
        var start: Timestamp
        var sets: [WorkoutSet]
        var text: String
    }

    struct Suggestion: Hashable, Sendable, Codable {
        var weightKg: Double?
        var weight: String?
        var reason: String
    }

    struct Entry: Hashable, Sendable, Codable {
        var exercise: String
        var name: String
        var type: ExerciseType
        /// Whether the plan has it (otherwise it was added during the workout).
        var planned: Bool
        var target: String?
        /// The plan's sets, less what the check-in trims.
        var setsToday: Int?
        var notes: String?
        var sets: [WorkoutSet]
        var setTexts: [String]
        var last: LastTime?
        var suggestion: Suggestion?
    }

    var name: String
    var start: Timestamp
    var elapsedSeconds: Int
    var elapsed: String
    var template: NamedReference?
    var splitDay: DayReference?
    var readiness: Readiness?
    var intensityReduced: Intensity?
    var notes: String?
    var setCount: Int
    var exercises: [Entry]

    /// - Parameter now: the current instant (the CLI's clock); elapsed time is counted to it.
    package init(_ session: LiveSession, in data: ProjectData, now: Timestamp) {
        let format = DisplayFormatter(unit: data.settings.units)
        name = session.name
        start = session.start
        elapsedSeconds = max(0, Int(now.secondsSinceEpoch - session.start.secondsSinceEpoch))
        elapsed = format.workoutDuration(elapsedSeconds)
        template = session.template.flatMap { data.programs.template(id: $0) }.map { NamedReference(id: $0.id, name: $0.name) }
        if let reference = session.splitDay, let split = data.programs.split(id: reference.split),
           let day = split.days.first(where: { $0.id == reference.day }) {
            splitDay = DayReference(split: NamedReference(id: split.id, name: split.name), day: NamedReference(id: day.id, name: day.name))
        }
        readiness = session.readiness
        let trimmed = session.readiness?.setsTrimmed ?? 0
        if trimmed > 0 {
            let because = WeightSuggestion.reasons(session.readiness)
            intensityReduced = Intensity(because: because, setsFewer: trimmed,
                                         text: "Intensity will be reduced (\(because)): \(trimmed == 1 ? "one set" : "two sets") fewer per exercise and no weight increases")
        }
        notes = session.notes
        setCount = session.setCount

        let planned = Set(session.plan.map(\.exercise))
        let order = session.plan.map(\.exercise) + session.exercises.map(\.exercise).filter { !planned.contains($0) }
        let probe = Workout(id: "", name: session.name, start: session.start,
                            exercises: order.map { LoggedExercise(exercise: $0, sets: []) })
        let previous = PreviousPerformance.find(for: probe, in: data.workouts, library: data.library)
        var entries: [Entry] = []
        var shown = Set<String>()
        for (index, id) in order.enumerated() {
            let target = index < session.plan.count ? session.plan[index] : nil
            let exercise = data.library.exercise(id: id)
            let type = exercise?.type ?? .weightReps
            // An exercise planned twice shows its sets once, at its first place.
            let logged = shown.insert(id).inserted ? session.exercises.filter { $0.exercise == id } : []
            let sets = logged.flatMap(\.sets)
            let last = previous.first { $0.exercise.id == id }
            let suggestion = WeightSuggestion.suggest(target: target, type: type, last: last?.sets,
                                                      incrementKg: data.settings.weightIncrementKg,
                                                      readiness: session.readiness, format: format)
            entries.append(Entry(
                exercise: id, name: exercise?.name ?? id, type: type, planned: target != nil,
                target: target.map(format.target), setsToday: target.map { WeightSuggestion.setsToday($0, readiness: session.readiness) },
                notes: logged.compactMap(\.notes).first, sets: sets, setTexts: sets.map { format.set($0, type: type) },
                last: last.map { LastTime(workout: $0.workoutID, workoutName: $0.workoutName, start: $0.start, sets: $0.sets,
                                          text: $0.sets.map { format.set($0, type: type) }.joined(separator: ", ")) },
                suggestion: suggestion.map { Suggestion(weightKg: $0.weightKg, weight: $0.weight, reason: $0.reason) }))
        }
        exercises = entries
    }

    /// What `workout show` prints.
    package var text: String {
        let local = start.local
        var lines = ["\(name) — started \(DisplayFormatter.date(of: local.day)), " + Digits.pad(local.hour, 2) + ":" + Digits.pad(local.minute, 2)
                     + ", \(elapsed) ago; \(NumberText.counted(setCount, "set")) so far"]
        var from: [String] = []
        if let splitDay { from.append("day \(splitDay.day.name) of \(splitDay.split.name)") }
        if let template { from.append("template \(template.name)") }
        if !from.isEmpty { lines.append("From " + from.joined(separator: ", ")) }
        if let intensityReduced { lines.append(intensityReduced.text + ".") }
        if let notes { lines += TerminalText.indent(notes, by: "  ") }
        if exercises.isEmpty { lines.append("No sets yet. Add some: strength-site workout add \"Bench Press: 100x5, 100x5\"") }
        for (index, entry) in exercises.enumerated() {
            lines.append("")
            var heading = "\(index + 1). \(entry.name)"
            if let target = entry.target {
                heading += " — target \(target)"
                if let setsToday = entry.setsToday, intensityReduced != nil { heading += " (\(NumberText.counted(setsToday, "set")) today)" }
            } else if !entry.planned {
                heading += " — added"
            }
            lines.append(heading)
            if let notes = entry.notes { lines += TerminalText.indent(notes, by: "   ") }
            lines.append("   done: " + (entry.setTexts.isEmpty ? "—" : entry.setTexts.joined(separator: ", ")))
            if let last = entry.last {
                lines.append("   last time: \(DisplayFormatter.date(of: last.start.local.day)) (\(last.workoutName)): \(last.text)")
            } else {
                lines.append("   last time: never")
            }
            if let suggestion = entry.suggestion {
                lines.append("   suggested: " + (suggestion.weight.map { "\($0) — " } ?? "") + suggestion.reason)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
