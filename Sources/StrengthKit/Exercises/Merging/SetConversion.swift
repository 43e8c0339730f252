/// How a set of one exercise type becomes a set of another when two exercises are merged.
///
/// Only conversions that lose no value and keep what the set meant are allowed — a small table:
///
/// | from | into | when | how |
/// |---|---|---|---|
/// | weight × reps | bodyweight reps (± load) | always | the weight becomes the added load |
/// | reps only | bodyweight reps (± load) | always | the reps are kept, with no added load |
/// | bodyweight reps (± load) | reps only | the set has no load or assistance | the reps are kept |
/// | duration | distance & duration | always | the time is kept, with no distance |
/// | distance & duration | duration | the set has a time and no distance | the time is kept |
///
/// Everything else is refused: a bodyweight set's load is not the weight lifted, a duration has no
/// reps, and dropping a weight or a distance would lose what was logged. A converted set must still
/// pass `SetRules` for its new type. Volume follows the type's definition, so a weight × reps set
/// that becomes bodyweight reps counts the body weight too (docs/ANALYTICS.md).
enum SetConversion {
    /// The converted set, or why this set cannot be converted.
    enum Outcome: Equatable, Sendable {
        case converted(WorkoutSet)
        case refused(String)
    }

    /// What converting sets from `from` to `to` does, for reports; `nil` when the types are the
    /// same or no set can be converted.
    static func rule(from: ExerciseType, to: ExerciseType) -> String? {
        switch (from, to) {
        case (.weightReps, .bodyweightReps): "the weight becomes the added load"
        case (.repsOnly, .bodyweightReps): "the reps are kept, with no added load"
        case (.bodyweightReps, .repsOnly): "sets with no load or assistance keep their reps"
        case (.duration, .distanceDuration): "the time is kept, with no distance"
        case (.distanceDuration, .duration): "sets with a time and no distance keep their time"
        default: nil
        }
    }

    static func convert(_ set: WorkoutSet, from: ExerciseType, to: ExerciseType) -> Outcome {
        guard from != to else { return .converted(set) }
        var converted = set
        switch (from, to) {
        case (.weightReps, .bodyweightReps), (.repsOnly, .bodyweightReps), (.duration, .distanceDuration):
            break
        case (.bodyweightReps, .repsOnly):
            guard (set.weightKg ?? 0) == 0 else {
                return .refused("a reps-only set has no load or assistance")
            }
            converted.weightKg = nil
            converted.typedUnit = nil
        case (.distanceDuration, .duration):
            guard set.distanceMeters == nil else { return .refused("a duration set has no distance") }
            guard set.durationSeconds != nil else { return .refused("the set has no time") }
        default:
            return .refused(whyNever(from: from, to: to))
        }
        if let problem = SetRules.problem(with: converted, for: to) { return .refused(problem.message) }
        return .converted(converted)
    }

    /// Why no set of `from` can become a set of `to`.
    static func whyNever(from: ExerciseType, to: ExerciseType) -> String {
        let prefix = "a \(from.displayName.lowercased()) set cannot become a \(to.displayName.lowercased()) set: "
        if from == .bodyweightReps, to == .weightReps {
            return prefix + "its load is added to body weight, it is not the weight lifted"
        }
        let has = fields(of: from)
        let needs = fields(of: to)
        if let missing = needs.required.first(where: { !has.allowed.contains($0) }) {
            return prefix + "it has no \(missing)"
        }
        if let lost = has.required.first(where: { !needs.allowed.contains($0) }) {
            return prefix + "its \(lost) would be lost"
        }
        return prefix + "their fields differ"
    }

    private static func fields(of type: ExerciseType) -> (required: [String], allowed: [String]) {
        switch type {
        case .weightReps: (["weight", "reps"], ["weight", "reps"])
        case .bodyweightReps: (["reps"], ["weight", "reps"])
        case .duration: (["time"], ["time"])
        case .distanceDuration: ([], ["distance", "time"])
        case .weightDuration: (["weight", "time"], ["weight", "time"])
        case .repsOnly: (["reps"], ["reps"])
        }
    }
}
