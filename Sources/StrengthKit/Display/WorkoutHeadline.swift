/// What a workout was, in a few words, for a list of workouts: the top set of its main exercise —
/// "Squat 3 × 5 at 125 kg", "Squat 140 kg × 3", "Pull Up 3 × 8 +10 kg", "Running 5 km in 25:00 (5:00 /km)".
///
/// The main exercise is the first with a working set (lifters start with the lift the day is
/// about); its top set is the heaviest completed one (the most reps among the heaviest; the longest
/// distance or time for the others), and "3 × 5" says how many working sets matched it exactly. The
/// top set is shown as every set is, in the unit it was typed in (`WorkoutSet.typedUnit`).
enum WorkoutHeadline {
    static func text(of workout: Workout, types: [String: ExerciseType], names: [String: String], format: DisplayFormatter) -> String {
        // The main exercise, in the order exercises first appear, is the first with a working set in
        // any of its entries; only its sets are gathered (every list of workouts makes one per row).
        let hasWorkingSet = { (id: String) in
            workout.exercises.contains { $0.exercise == id && $0.sets.contains(where: \.counts) }
        }
        guard let mainID = workout.exercises.lazy.map(\.exercise).first(where: hasWorkingSet), let type = types[mainID] else { return "" }
        let name = names[mainID] ?? mainID
        let sets = workout.exercises.filter { $0.exercise == mainID }.flatMap { $0.sets.filter(\.counts) }
        switch type {
        case .weightReps, .bodyweightReps, .repsOnly:
            // A missed attempt (0 reps) is no top set.
            let sets = sets.filter { ($0.reps ?? 0) > 0 }
            guard let top = sets.max(by: { ($0.weightKg ?? 0, $0.reps ?? 0) < ($1.weightKg ?? 0, $1.reps ?? 0) }) else { return name }
            let reps = top.reps ?? 0
            let matching = sets.filter { $0.weightKg == top.weightKg && $0.reps == top.reps }.count
            let load: String
            switch type {
            case .bodyweightReps:
                let kilograms = top.weightKg ?? 0
                load = kilograms == 0 ? "" : (kilograms > 0 ? " +" : " −") + format.weight(abs(kilograms), of: top)
            case .repsOnly: load = ""
            default: load = top.weightKg.map { " at " + format.weight($0, of: top) } ?? ""
            }
            if matching > 1 { return "\(name) \(matching) × \(reps)\(load)" }
            if type == .weightReps, let weight = top.weightKg { return "\(name) \(format.weight(weight, of: top)) × \(reps)" }
            return "\(name) \(NumberText.counted(reps, "rep"))\(load)"
        case .distanceDuration:
            guard let longest = sets.max(by: { ($0.distanceMeters ?? 0, $0.durationSeconds ?? 0) < ($1.distanceMeters ?? 0, $1.durationSeconds ?? 0) })
            else { return name }
            return "\(name) " + format.set(longest, type: type)
        case .duration, .weightDuration:
            guard let longest = sets.max(by: { ($0.durationSeconds ?? 0, $0.weightKg ?? 0) < ($1.durationSeconds ?? 0, $1.weightKg ?? 0) })
            else { return name }
            return "\(name) " + format.set(longest, type: type)
        }
    }
}
