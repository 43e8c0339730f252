/// The admission step of a file's import: which of its workouts the store can hold, each start worked
/// out once, and which of those it does not have yet.
struct WorkoutAdmission {
    /// The workouts to add, in file order.
    private(set) var toAdd: [SourceWorkout] = []
    /// Each admitted workout's start, by its key, worked out once so a daylight-saving warning is given once.
    private(set) var starts: [String: Timestamp] = [:]
    /// The admitted workouts the store already has.
    private(set) var alreadyPresent = 0
    /// The local days of the first and last admitted workout.
    private(set) var firstDay: LocalDay?
    private(set) var lastDay: LocalDay?

    /// One workout the store cannot hold (a year outside its range, a time after tomorrow: a typo in
    /// the app) is skipped with its line, never the reason the whole file fails.
    init(_ file: ParsedImport, into data: ProjectData, times: ImportTimes, units: ImportUnits,
         skips: inout ImportSkips, warnings: inout ImportWarnings) {
        var days: [LocalDay] = []
        var admissible: [SourceWorkout] = []
        for workout in file.workouts {
            let start = times.timestamp(workout.start, line: workout.line, warnings: &warnings)
            if let problem = times.problem(withStart: start) {
                skips.skip(line: workout.line) { "a workout starting \(start.local) \(problem); \($0)" }
                continue
            }
            starts[workout.key] = start
            days.append(start.local(in: times.timeZone).day)
            admissible.append(workout)
        }
        if admissible.count < file.workouts.count {
            warnings.add("skipped \(NumberText.counted(file.workouts.count - admissible.count, "workout")) dated outside the years \(StoreValidator.years.lowerBound)–\(StoreValidator.years.upperBound) or after tomorrow; see the list below")
        }
        firstDay = days.min()
        lastDay = days.max()
        toAdd = Self.newWorkouts(among: admissible, of: file, in: data, units: units)
        alreadyPresent = admissible.count - toAdd.count
    }

    /// Which workouts are new: the store's imported workouts from this app, by key and name as
    /// typed (`WorkoutNameKey`: "Push 💪" and "Push 🔥" that start in the same minute are two
    /// workouts). One imported before names were kept matches by key alone; one imported before
    /// they were compared as typed may have another key (`ImportKey.keysBeforeNamesWereComparedAsTyped`).
    private static func newWorkouts(among admissible: [SourceWorkout], of file: ParsedImport, in data: ProjectData,
                                    units: ImportUnits) -> [SourceWorkout] {
        let app = file.format.app.rawValue
        var present: [String: [Workout]] = [:]
        for workout in data.workouts where workout.source.kind == .imported && workout.source.app == app {
            guard let key = workout.source.key else { continue }
            present[key, default: []].append(workout)
        }
        var earlierKeys: [String: String] = [:]
        for (workout, key) in zip(file.workouts, ImportKey.keysBeforeNamesWereComparedAsTyped(file.workouts)) {
            if let key { earlierKeys[workout.key + "\t" + WorkoutNameKey.of(workout.name.importTrimmedLines)] = key }
        }
        // The same name as typed is the same workout, re-exported after an edit in the app or not; a name
        // that differs only in case, spaces or how an accent is written ("Upper A", "upper a") is the same
        // workout only when its sets agree too: two files' workouts of one minute may be two workouts.
        func isPresent(_ key: String, _ workout: SourceWorkout) -> Bool {
            let typed = workout.name.importTrimmedLines
            return present[key]?.contains { stored in
                guard let storedName = stored.source.name else { return true }
                return storedName == typed || WorkoutNameKey.of(storedName) == WorkoutNameKey.of(typed) && setsAgree(workout, stored, units: units)
            } ?? false
        }
        return admissible.filter { workout in
            if isPresent(workout.key, workout) { return false }
            let name = WorkoutNameKey.of(workout.name.importTrimmedLines)
            return !(earlierKeys[workout.key + "\t" + name].map { isPresent($0, workout) } ?? false)
        }
    }

    /// Whether the file's workout and a stored one hold the same sets, in order: reps, time, and weight
    /// and distance in the store's units (to the gram and the centimetre).
    private static func setsAgree(_ workout: SourceWorkout, _ stored: Workout, units: ImportUnits) -> Bool {
        func rounded(_ value: Double?) -> Double? { value.map { (abs($0) * 100).rounded() / 100 } }
        let file = workout.exercises.flatMap(\.sets).filter { !SetShape($0).isEmpty }.map { set in
            [set.reps.map(Double.init), rounded(set.weight.map(units.kilograms)),
             set.seconds.map(Double.init), rounded(set.distance.map(units.meters))]
        }
        let store = stored.exercises.flatMap(\.sets).map { set in
            [set.reps.map(Double.init), rounded(set.weightKg), set.durationSeconds.map(Double.init), rounded(set.distanceMeters)]
        }
        return file == store
    }
}
