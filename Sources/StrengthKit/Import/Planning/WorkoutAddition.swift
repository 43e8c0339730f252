/// The adding step of a file's import: the new workouts, their sets converted to the exercises' types
/// and units, added to the data, and the doubtful rows among them held (`DoubtfulRows`). A set the
/// store cannot hold is skipped with its line; a workout left with no sets is not added.
struct WorkoutAddition {
    private(set) var workoutsAdded = 0
    private(set) var setsAdded = 0
    private(set) var doubtful: DoubtfulRows

    init(_ admission: WorkoutAdmission, of file: ParsedImport, names: ImportNames, units: ImportUnits, times: ImportTimes,
         to data: inout ProjectData, skips: inout ImportSkips, warnings: inout ImportWarnings) {
        let app = file.format.app.rawValue
        var takenIDs = Set(data.workouts.map(\.id))
        var misfitLines: [String: [Int]] = [:]
        /// Each added workout's place in `data.workouts` and the file's line of each of its sets.
        var added: [DoubtfulRows.AddedWorkout] = []
        var workoutsAdded = 0
        var setsAdded = 0
        for workout in admission.toAdd {
            let start = admission.starts[workout.key] ?? times.timestamp(workout.start, line: workout.line, warnings: &warnings)
            var logged: [LoggedExercise] = []
            var lines: [[Int]] = []
            var exerciseNames: [String] = []
            for exercise in workout.exercises {
                guard let target = names.targets[exercise.name] else { continue }
                let id: String
                let type: ExerciseType
                switch target {
                case .existing(let existing):
                    guard let found = data.library.exercise(id: existing) else { continue }
                    id = found.id
                    type = found.type
                case .new(let key):
                    guard let created = names.pending[key], let createdID = created.id, let createdType = created.type else { continue }
                    id = createdID
                    type = createdType
                case .unnamed:
                    for source in exercise.sets where !SetShape(source).isEmpty {
                        skips.skip(line: source.line) {
                            "the exercise name '\(ImportNumber.shortened(exercise.name))' has no letters or digits, so the row was \($0); name it with --map \"\(exercise.name)=Some Name\""
                        }
                    }
                    continue
                }
                let assisted = type == .bodyweightReps
                    && (exercise.name.lowercased().contains("assist") || (data.library.exercise(id: id)?.name.lowercased().contains("assist") ?? false))
                let sets = Self.convertedSets(of: exercise, to: type, assisted: assisted, units: units, misfitLines: &misfitLines,
                                              skips: &skips, warnings: &warnings)
                let notes = ImportText.notes(exercise.notes)
                guard !sets.isEmpty || notes != nil else { continue }
                logged.append(LoggedExercise(exercise: id, notes: notes, superset: exercise.superset, sets: sets.map(\.set)))
                lines.append(sets.map(\.line))
                exerciseNames.append(exercise.name)
            }
            guard logged.contains(where: { !$0.sets.isEmpty }) else {
                warnings.add("a workout with no sets was not imported", line: workout.line)
                continue
            }
            let name = workout.name.importTrimmedLines
            let id = WorkoutID.make(start: start.local, name: name, isTaken: takenIDs.contains)
            takenIDs.insert(id)
            let stored = Workout(id: id, name: name.isEmpty ? "Workout" : name, start: start,
                                 end: times.end(of: workout, start: start, warnings: &warnings), notes: ImportText.notes(workout.notes),
                                 source: WorkoutSource(kind: .imported, app: app, file: file.fileName, key: workout.key, line: workout.line,
                                                       name: name.isEmpty ? nil : name),
                                 exercises: logged)
            // One workout too large for its file (20,000 sets) is skipped, not the reason the import fails at the write.
            if let size = StoreLayout.fileSizeIfLarge(of: stored), size > StoreLayout.maximumWorkoutFileSize {
                let last = lines.joined().max() ?? workout.line
                skips.skip(line: workout.line) {
                    "a workout of \(NumberText.counted(stored.setCount, "set")) (lines \(workout.line)–\(last)) would be a file of "
                        + "\(NumberText.grouped(size)) bytes, larger than a workout file can be (\(StoreLayout.maximumWorkoutFileSize >> 20) MB), "
                        + "so it was \($0); split it into several workouts in the app and import again"
                }
                takenIDs.remove(id)
                continue
            }
            data.workouts.append(stored)
            added.append(DoubtfulRows.AddedWorkout(index: data.workouts.count - 1, lines: lines, names: exerciseNames))
            workoutsAdded += 1
            setsAdded += stored.setCount
        }
        for (message, lines) in misfitLines.sorted(by: { ($0.value.first ?? 0, $0.key) < ($1.value.first ?? 0, $1.key) }) {
            for line in lines { warnings.add(message, line: line) }
        }
        self.workoutsAdded = workoutsAdded
        self.setsAdded = setsAdded
        doubtful = DoubtfulRows(holdingIn: added, of: &data)
    }

    /// One exercise's sets in the store's units and its type's fields: a set never filled in is
    /// skipped; a value the store cannot hold is skipped with its line; values the type has no
    /// field for go to the set's notes, listed once per message in `misfitLines`.
    private static func convertedSets(of exercise: SourceExercise, to type: ExerciseType, assisted: Bool, units: ImportUnits,
                                      misfitLines: inout [String: [Int]], skips: inout ImportSkips,
                                      warnings: inout ImportWarnings) -> [(set: WorkoutSet, line: Int)] {
        var sets: [(set: WorkoutSet, line: Int)] = []
        for source in exercise.sets {
            let shape = SetShape(source)
            if shape.isEmpty {
                warnings.add("a row with no weight, reps, time or distance (a set never filled in) was skipped", line: source.line)
                continue
            }
            let reading = source.weight.map(units.reading)
            var kilograms = reading?.kilograms
            if assisted || type == .bodyweightReps && (source.weight?.value ?? 0) < 0, let value = kilograms {
                kilograms = -abs(value)
            }
            let meters = source.distance.map { (units.meters($0) * 1000).rounded() / 1000 }
            var converted = ImportedSetConverter.convert(source, shape: shape, to: type, kilograms: kilograms, meters: meters,
                                                         notes: ImportText.notes(source.notes))
            // A set typed in the other unit (the reading its weight snapped to: a pound lifter's file may hold a 20 kg bar)
            // is shown as typed, its records and totals in the project's unit.
            converted.set.markTyped(in: reading?.typedIn ?? units.project, projectUnit: units.project)
            // A value the store cannot hold (a 2,956 kg squat, 877,777 reps): a typo in the app, skipped.
            if let problem = SetRules.problem(with: converted.set, for: type) {
                skips.skip(line: source.line) { "\(ImportNumber.shortened(exercise.name)): \(problem.message); the row was \($0)" }
                continue
            }
            if let lacked = converted.lacked {
                let stored = lacked == "reps" ? "0 reps (a missed attempt: never volume or a record)" : "a time of 0 (never a record)"
                misfitLines["\(exercise.name): a set with no \(lacked), which a \(type.displayName.lowercased()) set needs, was stored with \(stored); its values are in the set's notes", default: []].append(source.line)
            } else if !converted.movedToNotes.isEmpty {
                misfitLines["\(exercise.name): values a \(type.displayName.lowercased()) set has no field for were kept in the set's notes", default: []].append(source.line)
            }
            sets.append((converted.set, source.line))
        }
        return sets
    }
}
