/// The rows of an import's new workouts that are kept but held (`SetReview`), in this order, so that a
/// set held for one reason is not judged for the next: loads on a bodyweight exercise that look like
/// the lifter's body weight (`BodyWeightAsLoad`), distances beyond what a person covers
/// (`DistanceBounds`), and lone spikes (`HeldSetJudge`, which also judges again the project's held
/// sets with the file's sessions after them). What the import's report lists of them comes back.
struct DoubtfulRows {
    /// A workout the import added: its place in `ProjectData.workouts`, and per entry the line of each
    /// set and the exercise's name in the file.
    struct AddedWorkout {
        var index: Int
        var lines: [[Int]]
        var names: [String]
    }

    /// Where each new set is, and the line of the file it came from.
    private var lines: [HeldSetJudge.Address: Int] = [:]
    private(set) var heldRows: [ImportFileReport.HeldRow] = []
    private(set) var bodyWeightLoads: [ImportFileReport.BodyWeightLoad] = []
    private(set) var bigJumpsKept = 0

    /// Holds the doubtful sets of the workouts at `added` (their places in `data.workouts`, and the line
    /// of each of their sets).
    init(holdingIn added: [AddedWorkout], of data: inout ProjectData) {
        for workout in added {
            for (entry, setLines) in workout.lines.enumerated() {
                for (number, line) in setLines.enumerated() {
                    lines[HeldSetJudge.Address(workout: data.workouts[workout.index].id, exercise: entry, set: number)] = line
                }
            }
        }
        let oldestFirst = added.sorted { data.workouts[$0.index].start < data.workouts[$1.index].start }
        holdBodyWeightLoads(in: oldestFirst, of: &data)
        holdImpossibleDistances(in: oldestFirst.map(\.index), of: &data)
        holdLoneSpikes(of: &data)
        heldRows.sort { $0.line < $1.line }
    }

    /// Loads on a bodyweight exercise that look like the lifter's body weight: held, and listed per
    /// exercise with the one command that takes them as body weight. An entry the file calls weighted
    /// ("Weighted Dip", which the catalogue makes the library's Dip) says its load is added: not asked about.
    private mutating func holdBodyWeightLoads(in added: [AddedWorkout], of data: inout ProjectData) {
        var places: [String: [(index: Int, entry: Int)]] = [:]
        var loaded = Set<String>()
        for workout in added {
            for (entry, logged) in data.workouts[workout.index].exercises.enumerated()
                where !workout.names[entry].lowercased().contains("weighted") {
                places[logged.exercise, default: []].append((workout.index, entry))
                if logged.sets.contains(where: { ($0.weightKg ?? 0) > 0 }) { loaded.insert(logged.exercise) }
            }
        }
        for (id, entries) in places.sorted(by: { $0.key < $1.key }) where loaded.contains(id) {
            guard let exercise = data.library.exercise(id: id), BodyWeightAsLoad.applies(to: exercise) else { continue }
            let sessions = entries.map { place in
                BodyWeightAsLoad.Session(day: data.workouts[place.index].start.local.day,
                                         loads: data.workouts[place.index].exercises[place.entry].sets.map(\.weightKg))
            }
            var held: [(day: LocalDay, line: Int)] = []
            for (place, verdicts) in zip(entries, BodyWeightAsLoad.verdicts(sessions, bodyWeight: data.bodyWeight)) {
                for (number, looksLikeBodyWeight) in verdicts.enumerated() where looksLikeBodyWeight {
                    guard data.workouts[place.index].exercises[place.entry].sets[number].review == nil else { continue }
                    data.workouts[place.index].exercises[place.entry].sets[number].review = .heldAsBodyWeight
                    let address = HeldSetJudge.Address(workout: data.workouts[place.index].id, exercise: place.entry, set: number)
                    held.append((data.workouts[place.index].start.local.day, lines[address] ?? 0))
                }
            }
            guard let first = held.map(\.day).min(), let last = held.map(\.day).max() else { continue }
            bodyWeightLoads.append(ImportFileReport.BodyWeightLoad(
                exercise: exercise.name, sets: held.count, firstDay: first.description, lastDay: last.description,
                lines: Array(held.map(\.line).sorted().prefix(ImportWarnings.maximumLines)),
                command: HeldSetCommands.asBodyWeight(exercise)))
        }
    }

    /// Distances faster or farther than a person covers: held, each listed with its commands.
    private mutating func holdImpossibleDistances(in added: [Int], of data: inout ProjectData) {
        let format = DisplayFormatter(unit: data.settings.units)
        for index in added {
            for (entry, logged) in data.workouts[index].exercises.enumerated() {
                guard let exercise = data.library.exercise(id: logged.exercise), logged.sets.contains(where: { $0.distanceMeters != nil }) else { continue }
                let travel = ExerciseTravel.of(exercise)
                for (number, set) in logged.sets.enumerated() where set.review == nil {
                    guard let problem = DistanceBounds.problem(with: set, travel: travel, exercise: exercise.name, format: format) else { continue }
                    data.workouts[index].exercises[entry].sets[number].review = .heldAsImpossible
                    list(HeldSetJudge.Address(workout: data.workouts[index].id, exercise: entry, set: number), in: data.workouts[index],
                         exercise: exercise, reason: .heldAsImpossible, message: problem, suggested: nil, format: format)
                }
            }
        }
    }

    /// The new sets far beyond their exercise's history that no later session comes near; those a later
    /// session confirms are progress, counted.
    private mutating func holdLoneSpikes(of data: inout ProjectData) {
        let verdicts = HeldSetJudge.judge(&data.workouts, newSets: Set(lines.keys), unit: data.settings.units)
        let format = DisplayFormatter(unit: data.settings.units)
        let indexByID = Dictionary(data.workouts.indices.map { (data.workouts[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        for held in verdicts.held where lines[held.address] != nil {
            guard let index = indexByID[held.address.workout], let exercise = data.library.exercise(id: held.exerciseID) else { continue }
            let set = data.workouts[index].exercises[held.address.exercise].sets[held.address.set]
            list(held.address, in: data.workouts[index], exercise: exercise, reason: .heldAsOutlier,
                 message: held.outlier.description(exercise: exercise.name),
                 suggested: held.outlier.suggested(set, unit: data.settings.units), format: format)
        }
        bigJumpsKept = verdicts.confirmedByLaterSessions.filter { lines[$0.address] != nil }.count
    }

    private mutating func list(_ address: HeldSetJudge.Address, in workout: Workout, exercise: Exercise, reason: SetReview, message: String,
                               suggested: WorkoutSet?, format: DisplayFormatter) {
        let commands = HeldSetCommands(workout: workout, entry: address.exercise, number: address.set, exercise: exercise,
                                       suggested: suggested, format: format)
        heldRows.append(ImportFileReport.HeldRow(line: lines[address] ?? 0, reason: reason, message: message,
                                                 confirm: commands.confirm, fix: commands.fix))
    }
}
