/// What a goal aims at, in kilograms and counts whatever the display unit.
package enum GoalTarget: Hashable, Sendable {
    /// A best estimated 1RM of at least `kg` on the exercise (by id).
    case e1rm(exercise: String, kg: Double)
    /// A working set of at least `reps` reps at `kg` or more on the exercise (by id).
    case set(exercise: String, kg: Double, reps: Int)
    /// A body weight of `kg`, reached from above or below, whichever side the lifter started on.
    case bodyWeight(kg: Double)
    /// At least this many workouts a week.
    case workoutsPerWeek(Int)

    package var kind: GoalKind {
        switch self {
        case .e1rm: .e1rm
        case .set: .set
        case .bodyWeight: .bodyWeight
        case .workoutsPerWeek: .workoutsPerWeek
        }
    }

    /// The exercise a strength goal is about.
    package var exercise: String? {
        switch self {
        case .e1rm(let exercise, _), .set(let exercise, _, _): exercise
        case .bodyWeight, .workoutsPerWeek: nil
        }
    }

    /// The same target on another exercise (a merge moves goals with the sets).
    package func on(exercise id: String) -> GoalTarget {
        switch self {
        case .e1rm(_, let kg): .e1rm(exercise: id, kg: kg)
        case .set(_, let kg, let reps): .set(exercise: id, kg: kg, reps: reps)
        case .bodyWeight, .workoutsPerWeek: self
        }
    }
}

// In an extension: an enum with associated values is no struct the generator reads. Each case
// feeds its kind first, so two targets of different kinds never feed the same words.
extension GoalTarget: StableHashable {
    func stableHash(into hasher: inout StableHasher) {
        hasher.add(kind)
        switch self {
        case .e1rm(let exercise, let kg):
            hasher.add(exercise)
            hasher.add(kg)
        case .set(let exercise, let kg, let reps):
            hasher.add(exercise)
            hasher.add(kg)
            hasher.add(reps)
        case .bodyWeight(let kg):
            hasher.add(kg)
        case .workoutsPerWeek(let count):
            hasher.add(count)
        }
    }
}

/// A strength goal holds its exercise (`exercise` in the file, as the goal is flat there); without it
/// the goal is dropped. Body weight and workouts a week hold none.
extension GoalTarget: ExerciseReferencing {
    @discardableResult
    mutating func walkExerciseIDs(_ visit: ExerciseIDWalk.Visit) rethrows -> ExerciseIDWalk {
        guard var id = exercise else { return .unchanged }
        let walked = try ExerciseIDWalk.walk(&id, field: "exercise", visit)
        if walked == .rewritten { self = on(exercise: id) }
        return walked
    }
}
