/// A goal in `Data/goals.json`: where the lifter is going (`target`), by when (`deadline`, which may
/// lie years ahead), and where they stood when they set it (`startValue`), which progress counts from.
/// Whether and when it was reached is not stored: it follows from the history (`GoalEvaluator`).
package struct Goal: Hashable, StableHashable, Sendable, Identifiable {
    /// A slug, unique among the goals, kept through edits: `squat-e1rm`, `body-weight`.
    package var id: String
    package var target: GoalTarget
    /// The day it was set.
    package var added: LocalDay
    package var deadline: LocalDay?
    /// The goal's figure on the day it was set (kilograms, or workouts a week); `nil` when there was
    /// none yet (no session of the exercise in the 12 weeks before, no body weight logged).
    package var startValue: Double?
    /// The unit its weight was typed in (`--e1rm 200lb` in a kg project), when not the project's: the
    /// goal is shown in it, as a set typed so is (`WorkoutSet.typedUnit`); `nil` for a weight typed in
    /// the project's unit and for workouts a week.
    package var typedUnit: WeightUnit?

    package init(id: String, target: GoalTarget, added: LocalDay, deadline: LocalDay? = nil, startValue: Double? = nil,
                 typedUnit: WeightUnit? = nil) {
        self.id = id
        self.target = target
        self.added = added
        self.deadline = deadline
        self.startValue = startValue
        self.typedUnit = typedUnit
    }

    /// Whether the target is a weight, which a unit was typed for.
    var hasWeight: Bool { target.kind != .workoutsPerWeek }

    /// The goal moved from a project showing `origin` into one showing `projectUnit`, as
    /// `WorkoutSet.moved(from:into:)` moves a set.
    func moved(from origin: WeightUnit, into projectUnit: WeightUnit) -> Goal {
        guard origin != projectUnit else { return self }
        var moved = self
        let unit = typedUnit ?? origin
        moved.typedUnit = hasWeight && unit != projectUnit ? unit : nil
        return moved
    }
}

/// In the file a goal is flat: its `kind` and the fields that kind has (`exercise`, `weightKg`,
/// `reps`, `workoutsPerWeek`, and `typedUnit` beside a weight), and no others, so a field left over
/// from another kind is an error rather than a value silently ignored.
extension Goal: Codable {
    enum CodingKeys: String, CodingKey {
        case id, kind, exercise, weightKg, reps, workoutsPerWeek, added, deadline, startValue, typedUnit
    }

    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        let kind = try container.decode(GoalKind.self, forKey: .kind)
        let fields: [CodingKeys]
        switch kind {
        case .e1rm:
            target = .e1rm(exercise: try container.decode(String.self, forKey: .exercise),
                           kg: try container.decode(Double.self, forKey: .weightKg))
            fields = [.exercise, .weightKg, .typedUnit]
        case .set:
            target = .set(exercise: try container.decode(String.self, forKey: .exercise),
                          kg: try container.decode(Double.self, forKey: .weightKg),
                          reps: try container.decodeWholeNumber(forKey: .reps))
            fields = [.exercise, .weightKg, .reps, .typedUnit]
        case .bodyWeight:
            target = .bodyWeight(kg: try container.decode(Double.self, forKey: .weightKg))
            fields = [.weightKg, .typedUnit]
        case .workoutsPerWeek:
            target = .workoutsPerWeek(try container.decodeWholeNumber(forKey: .workoutsPerWeek))
            fields = [.workoutsPerWeek]
        }
        for key in [CodingKeys.exercise, .weightKg, .reps, .workoutsPerWeek, .typedUnit] where !fields.contains(key) && container.contains(key) {
            throw DecodingError.dataCorruptedError(forKey: key, in: container,
                                                   debugDescription: "a goal of kind \(kind.rawValue) has no \(key.stringValue)")
        }
        added = try container.decode(LocalDay.self, forKey: .added)
        deadline = try container.decodeIfPresent(LocalDay.self, forKey: .deadline)
        startValue = try container.decodeIfPresent(Double.self, forKey: .startValue)
        typedUnit = try container.decodeIfPresent(WeightUnit.self, forKey: .typedUnit)
    }

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(target.kind, forKey: .kind)
        switch target {
        case .e1rm(let exercise, let kg):
            try container.encode(exercise, forKey: .exercise)
            try container.encode(kg, forKey: .weightKg)
        case .set(let exercise, let kg, let reps):
            try container.encode(exercise, forKey: .exercise)
            try container.encode(kg, forKey: .weightKg)
            try container.encode(reps, forKey: .reps)
        case .bodyWeight(let kg):
            try container.encode(kg, forKey: .weightKg)
        case .workoutsPerWeek(let count):
            try container.encode(count, forKey: .workoutsPerWeek)
        }
        try container.encode(added, forKey: .added)
        try container.encodeIfPresent(deadline, forKey: .deadline)
        try container.encodeIfPresent(startValue, forKey: .startValue)
        try container.encodeIfPresent(typedUnit, forKey: .typedUnit)
    }
}

extension Goal: ExerciseReferencing {
    @discardableResult
    mutating func walkExerciseIDs(_ visit: ExerciseIDWalk.Visit) rethrows -> ExerciseIDWalk {
        try target.walkExerciseIDs(visit)
    }
}
