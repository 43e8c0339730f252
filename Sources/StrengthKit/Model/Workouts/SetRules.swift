/// Which fields a set of each exercise type has, and the ranges every value must lie in.
/// The store's validation and `log` share these, so what can be logged can always be loaded.
enum SetRules {
    static let maximumReps = 10_000
    static let maximumWeightKg = 1_500.0
    static let maximumDurationSeconds = 7 * 86_400
    static let maximumDistanceMeters = 1_000_000.0
    static let maximumRestSeconds = 86_400

    /// A problem with one field of a set: the JSON field name and what is wrong.
    struct Problem: Equatable, Sendable {
        var field: String
        var message: String
    }

    /// The first problem with `set` as a set of an exercise of `type`, or `nil` when it fits.
    static func problem(with set: WorkoutSet, for type: ExerciseType) -> Problem? {
        if let problem = rangeProblem(with: set, for: type) { return problem }
        let needs = requiredFields(for: type)
        var present: SetFields = []
        if set.weightKg != nil { present.insert(.weight) }
        if set.reps != nil { present.insert(.reps) }
        if set.durationSeconds != nil { present.insert(.duration) }
        if set.distanceMeters != nil { present.insert(.distance) }
        // Checked for every set of every workout on each build: bit sets, no strings, until a problem is found.
        if present.isSubset(of: needs.allowed), needs.required.isSubset(of: present) {
            if type == .distanceDuration, set.distanceMeters == nil, set.durationSeconds == nil {
                return Problem(field: "distanceMeters", message: "missing; a distance & duration set needs a distance, a time or both")
            }
            return nil
        }
        for (field, name) in SetFields.inFileOrder {
            if present.contains(field), !needs.allowed.contains(field) {
                return Problem(field: name, message: "a \(type.displayName.lowercased()) set has no \(fieldNoun(name))")
            }
            if !present.contains(field), needs.required.contains(field) {
                return Problem(field: name, message: "missing; a \(type.displayName.lowercased()) set needs \(fieldNoun(name))")
            }
        }
        return nil
    }

    private static func requiredFields(for type: ExerciseType) -> (required: SetFields, allowed: SetFields) {
        switch type {
        case .weightReps: ([.weight, .reps], [.weight, .reps])
        case .bodyweightReps: ([.reps], [.weight, .reps])
        case .duration: ([.duration], [.duration])
        case .distanceDuration: ([], [.distance, .duration])
        case .weightDuration: ([.weight, .duration], [.weight, .duration])
        case .repsOnly: ([.reps], [.reps])
        }
    }

    private static func fieldNoun(_ field: String) -> String {
        switch field {
        case "weightKg": "weight"
        case "reps": "reps"
        case "durationSeconds": "time"
        default: "distance"
        }
    }

    private static func rangeProblem(with set: WorkoutSet, for type: ExerciseType) -> Problem? {
        if let weight = set.weightKg {
            if !weight.isFinite { return Problem(field: "weightKg", message: "\(weight) is not a number") }
            if weight < 0, type != .bodyweightReps {
                return Problem(field: "weightKg", message: "\(format(weight)) is negative; only bodyweight exercises take a negative load (assistance)")
            }
            if abs(weight) > maximumWeightKg {
                return Problem(field: "weightKg", message: "\(format(weight)) kg is beyond \(format(maximumWeightKg)) kg")
            }
        }
        if let reps = set.reps {
            if reps < 0 { return Problem(field: "reps", message: "\(reps) is negative; reps are 0 or more (0 is a missed attempt)") }
            if reps > maximumReps { return Problem(field: "reps", message: "\(reps) is more than \(maximumReps)") }
        }
        if let seconds = set.durationSeconds {
            if seconds < 0 { return Problem(field: "durationSeconds", message: "\(seconds) is negative") }
            if seconds > maximumDurationSeconds {
                return Problem(field: "durationSeconds", message: "\(seconds) s is longer than 7 days")
            }
        }
        if let meters = set.distanceMeters {
            if !meters.isFinite || meters < 0 {
                return Problem(field: "distanceMeters", message: "\(format(meters)) is not a distance (0 or more metres)")
            }
            if meters > maximumDistanceMeters {
                return Problem(field: "distanceMeters", message: "\(format(meters)) m is beyond 1000 km")
            }
        }
        if let rpe = set.rpe, !(rpe.isFinite && rpe > 0 && rpe <= 10) {
            return Problem(field: "rpe", message: "\(format(rpe)) is not an RPE (more than 0, at most 10)")
        }
        if let rest = set.restSeconds, !(0...maximumRestSeconds).contains(rest) {
            return Problem(field: "restSeconds", message: "\(rest) is not a rest time (0 to 86400 s)")
        }
        if let unit = set.typedUnit, set.weightKg == nil {
            return Problem(field: "typedUnit", message: "\(unit.rawValue) for a set without a weight; only a weight is typed in a unit")
        }
        return nil
    }

    private static func format(_ value: Double) -> String {
        NumberText.decimal(value, maximumFractionDigits: 6)
    }
}
