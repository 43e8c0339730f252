/// A set as written on the command line, before it is matched to an exercise type.
/// Weights are already in kilograms and distances in metres.
struct ParsedSet: Equatable, Sendable {
    enum Form: Equatable, Sendable {
        /// `100x5`, `100kgx5`, `225lbx5`.
        case weightReps(weightKg: Double, reps: Int)
        /// `+20x8` added load, `-25x6` assistance, `+0x12` none.
        case signedLoadReps(loadKg: Double, reps: Int)
        /// `x12`: body weight alone, or reps of a reps-only exercise.
        case reps(Int)
        /// `60s`, `1:30`, `2m`.
        case duration(seconds: Int)
        /// `40x45s`.
        case weightDuration(weightKg: Double, seconds: Int)
        /// `5km in 25:00`, or `5km` alone.
        case distance(meters: Double, seconds: Int?)
    }

    var kind: SetKind
    var form: Form
    var rpe: Double?
    /// `100x5x3` is one parsed set repeated three times.
    var repeats: Int
    /// What was typed, for error messages.
    var text: String
    /// The unit the weight was written in when it is not the one weights default to (`225lbx5` in a
    /// kg project), which the stored set keeps (`WorkoutSet.typedUnit`).
    var typedUnit: WeightUnit?

    /// The exercise type a new exercise gets when this is its first set (`log --create-exercises`).
    var inferredType: ExerciseType {
        switch form {
        case .weightReps: .weightReps
        case .signedLoadReps, .reps: .bodyweightReps
        case .duration: .duration
        case .weightDuration: .weightDuration
        case .distance: .distanceDuration
        }
    }

    /// The stored set for an exercise of `type`, or an error saying how to write it for that type.
    func workoutSet(for type: ExerciseType, exerciseName: String) throws -> WorkoutSet {
        func mismatch(_ hint: String) -> SetSyntaxError {
            SetSyntaxError(entry: exerciseName, set: text,
                           reason: "\(exerciseName) is a \(type.displayName.lowercased()) exercise; \(hint)")
        }
        var set = WorkoutSet(kind: kind, rpe: rpe)
        switch (type, form) {
        case (.weightReps, .weightReps(let weight, let reps)):
            set.weightKg = weight
            set.reps = reps
        case (.weightReps, .signedLoadReps(let load, let reps)) where load >= 0:
            throw mismatch("write the weight without a sign, e.g. \(NumberText.decimal(load, maximumFractionDigits: 2))x\(reps)")
        case (.weightReps, _):
            throw mismatch("write weight x reps, e.g. 60x10")
        case (.bodyweightReps, .signedLoadReps(let load, let reps)):
            set.weightKg = load
            set.reps = reps
        case (.bodyweightReps, .reps(let reps)):
            set.reps = reps
        case (.bodyweightReps, .weightReps(_, let reps)):
            throw mismatch("write +20x\(reps) for added load, -20x\(reps) for assistance or x\(reps) for body weight alone")
        case (.bodyweightReps, _):
            throw mismatch("write reps such as x12, with +20x8 for added load or -25x6 for assistance")
        case (.repsOnly, .reps(let reps)):
            set.reps = reps
        case (.repsOnly, _):
            throw mismatch("write reps only, e.g. x20")
        case (.duration, .duration(let seconds)):
            set.durationSeconds = seconds
        case (.duration, _):
            throw mismatch("write a time such as 60s, 1:30 or 2m")
        case (.weightDuration, .weightDuration(let weight, let seconds)):
            set.weightKg = weight
            set.durationSeconds = seconds
        case (.weightDuration, .weightReps(let weight, let number)):
            throw mismatch("write weight x time, e.g. \(NumberText.decimal(weight, maximumFractionDigits: 2))x\(number)s")
        case (.weightDuration, _):
            throw mismatch("write weight x time, e.g. 40x45s")
        case (.distanceDuration, .distance(let meters, let seconds)):
            set.distanceMeters = meters
            set.durationSeconds = seconds
        case (.distanceDuration, .duration(let seconds)):
            set.durationSeconds = seconds
        case (.distanceDuration, _):
            throw mismatch("write a distance and time such as 5km in 25:00 or 400m in 1:30")
        }
        if set.weightKg != nil { set.typedUnit = typedUnit }
        if let problem = SetRules.problem(with: set, for: type) {
            throw SetSyntaxError(entry: exerciseName, set: text, reason: problem.message)
        }
        return set
    }
}
