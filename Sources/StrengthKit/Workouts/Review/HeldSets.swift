/// The sets the store holds (`SetReview`) as actions over `ProjectData`: listed, confirmed by the
/// lifter, and judged again whenever the history changes.
package enum HeldSets {
    /// One held set, where it is, and the commands that decide it.
    package struct Entry: Hashable, Sendable {
        package var workout: Workout
        /// Its place: `workout.exercises[entry].sets[number]`.
        package var entry: Int
        package var number: Int
        package var exercise: Exercise
        package var reason: SetReview
        package var commands: HeldSetCommands

        package var set: WorkoutSet { workout.exercises[entry].sets[number] }
    }

    /// Which held sets `history confirm` counts from now on.
    package enum Scope: Hashable, Sendable {
        case all
        /// Every held set of one exercise (by id), in every workout.
        case exercise(String)
        /// The held sets of one workout (by id): all of them, those of one entry, or one set.
        case workout(String, entry: Int?, number: Int?)
    }

    /// The scope a command names: one workout's held sets (`workout`), narrowed to the exercise it
    /// names by name or place and to one set (`set`, from 1); or without a workout, every held set of
    /// the exercise named; or every held set (`all`).
    package static func scope(workout: Workout?, exercise: String?, set: Int?, all: Bool, in data: ProjectData) throws -> Scope {
        if all { return .all }
        guard let workout else {
            guard let exercise else { throw NotFoundError(kind: "exercise", name: "") }
            let matcher = ExerciseMatcher(library: data.library)
            guard let found = matcher.exercise(matching: exercise) else {
                throw NotFoundError(kind: "exercise", name: exercise, suggestions: matcher.suggestions(for: exercise))
            }
            return .exercise(found.id)
        }
        let entry = try exercise.map { try WorkoutEditor.exerciseIndex($0, in: workout.exercises, library: data.library) }
        if let set, let entry {
            let count = workout.exercises[entry].sets.count
            guard (1...max(1, count)).contains(set), set <= count else {
                throw WorkoutEditError.noSuchSet(exercise: data.library.name(of: workout.exercises[entry].exercise), number: set, count: count)
            }
        }
        return .workout(workout.id, entry: entry, number: set.map { $0 - 1 })
    }

    /// Every held set, oldest workout first; a lone spike's fix is what the typo rule suggests, when it does.
    package static func list(in data: ProjectData) -> [Entry] {
        // Nearly every history holds nothing: then the typo rule need not learn every set of it.
        guard data.workouts.contains(where: { $0.exercises.contains { $0.sets.contains(where: \.isHeld) } }) else { return [] }
        let format = DisplayFormatter(unit: data.settings.units)
        var rule = OutlierRule(history: [Workout](), unit: data.settings.units)
        var entries: [Entry] = []
        for workout in data.workouts.sorted(by: Workout.oldestFirst) {
            for (entry, logged) in workout.exercises.enumerated() {
                guard let exercise = data.library.exercise(id: logged.exercise) else { continue }
                for (number, set) in logged.sets.enumerated() {
                    defer { rule.include(set, of: logged.exercise) }
                    guard let review = set.review, review.isHeld else { continue }
                    let suggested = review == .heldAsOutlier ? rule.outlier(set, of: logged.exercise)?.suggested(set, unit: data.settings.units) : nil
                    let commands = HeldSetCommands(workout: workout, entry: entry, number: number, exercise: exercise, suggested: suggested,
                                                   format: format)
                    entries.append(Entry(workout: workout, entry: entry, number: number, exercise: exercise, reason: review,
                                         commands: commands))
                }
            }
        }
        return entries
    }

    /// Confirms the held sets in `scope`: they count from now on and are never judged again. Returns
    /// how many it confirmed; none in the scope is an error that says what is held.
    @discardableResult
    package static func confirm(_ scope: Scope, in data: inout ProjectData) throws -> Int {
        var confirmed = 0
        for index in data.workouts.indices {
            let workout = data.workouts[index]
            for (entry, logged) in workout.exercises.enumerated() {
                for (number, set) in logged.sets.enumerated() where set.isHeld && scope.contains(workout: workout.id, entry: entry,
                                                                                                   number: number, exercise: logged.exercise) {
                    data.workouts[index].exercises[entry].sets[number].review = .confirmed
                    confirmed += 1
                }
            }
        }
        guard confirmed > 0 else { throw NothingHeldError(scope: scope, held: list(in: data).count) }
        rejudge(&data)
        return confirmed
    }

    /// The most an added load taken from a load typed with the body weight may be: beyond it the load
    /// was not body weight plus a plate or two.
    static let largestAddedLoadKg = 60.0

    /// Takes the loads held as body weight in `scope` as the lifter's body weight: where the day has no
    /// body-weight entry the load becomes it, and the set's added load none; where it has one, the
    /// added load is the load minus it, when that lies between 0 and 60 kg, else none. The sets count
    /// from now on. Returns how many sets it took and how many body-weight entries it added.
    @discardableResult
    package static func takeAsBodyWeight(_ scope: Scope, in data: inout ProjectData) throws -> (sets: Int, entries: Int) {
        var taken = 0
        var added = 0
        for index in data.workouts.indices.sorted(by: { Workout.oldestFirst(data.workouts[$0], data.workouts[$1]) }) {
            let workout = data.workouts[index]
            let day = workout.start.local.day
            for (entry, logged) in workout.exercises.enumerated() {
                for (number, set) in logged.sets.enumerated() where set.review == .heldAsBodyWeight
                    && scope.contains(workout: workout.id, entry: entry, number: number, exercise: logged.exercise) {
                    let load = set.weightKg ?? 0
                    var addedLoad = 0.0
                    if let logged = data.bodyWeight.entries.first(where: { $0.date == day }) {
                        let over = load - logged.weightKg
                        if (0...largestAddedLoadKg).contains(over) { addedLoad = (over * 1000).rounded() / 1000 }
                    } else if load > 0 {
                        data.bodyWeight.entries.append(BodyWeightEntry(date: day, weightKg: load))
                        data.bodyWeight.entries.sort { $0.date < $1.date }
                        added += 1
                    }
                    data.workouts[index].exercises[entry].sets[number].weightKg = addedLoad > 0 ? addedLoad : nil
                    if addedLoad <= 0 { data.workouts[index].exercises[entry].sets[number].typedUnit = nil }
                    data.workouts[index].exercises[entry].sets[number].review = nil
                    taken += 1
                }
            }
        }
        guard taken > 0 else { throw NothingHeldError(scope: scope, held: list(in: data).count) }
        rejudge(&data)
        return (taken, added)
    }

    /// Judges again every set held as a lone spike, after a change of the history (`HeldSetJudge`):
    /// one a later session now comes near, or that the sets before it no longer make an outlier, counts.
    @discardableResult
    static func rejudge(_ data: inout ProjectData) -> HeldSetJudge.Verdicts {
        HeldSetJudge.judge(&data.workouts, unit: data.settings.units)
    }
}

extension HeldSets.Scope {
    func contains(workout: String, entry: Int, number: Int, exercise: String) -> Bool {
        switch self {
        case .all: true
        case .exercise(let id): exercise == id
        case .workout(let id, let onlyEntry, let onlyNumber):
            id == workout && (onlyEntry.map { $0 == entry } ?? true) && (onlyNumber.map { $0 == number } ?? true)
        }
    }
}
