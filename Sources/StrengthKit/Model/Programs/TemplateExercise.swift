/// One exercise in a workout template, with what the template asks of it: sets × reps or a rep
/// range (`3x8-12`), optionally at an RPE or a weight; sets of a time or a distance for exercises
/// measured that way (`3x60s`, `1x5km`).
package struct TemplateExercise: Hashable, Sendable, Codable {
    var exercise: String
    var targetSets: Int
    /// The reps, or the bottom of the rep range; `nil` for exercises measured by time or distance.
    var targetReps: Int?
    /// The top of the rep range (`3x8-12`); `nil` when the target is an exact number of reps.
    var targetRepsMax: Int?
    var targetRPE: Double?
    /// A planned working weight (`3x5 80kg`), in kilograms.
    var targetWeightKg: Double?
    /// A planned time per set (`3x60s`).
    var targetSeconds: Int?
    /// A planned distance per set (`1x5km`), in metres.
    var targetMeters: Double?
    /// Markdown.
    var notes: String?

    package init(exercise: String, targetSets: Int, targetReps: Int? = nil, targetRepsMax: Int? = nil, targetRPE: Double? = nil,
                targetWeightKg: Double? = nil, targetSeconds: Int? = nil, targetMeters: Double? = nil, notes: String? = nil) {
        self.exercise = exercise
        self.targetSets = targetSets
        self.targetReps = targetReps
        self.targetRepsMax = targetRepsMax
        self.targetRPE = targetRPE
        self.targetWeightKg = targetWeightKg
        self.targetSeconds = targetSeconds
        self.targetMeters = targetMeters
        self.notes = notes
    }

    /// The reps every set should reach to count as the top of the range (the exact reps when there is no range).
    var topReps: Int? { targetRepsMax ?? targetReps }

    enum CodingKeys: String, CodingKey {
        case exercise, targetSets, targetReps, targetRepsMax, targetRPE, targetWeightKg, targetSeconds, targetMeters, notes
    }

    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        exercise = try container.decode(String.self, forKey: .exercise)
        targetSets = try container.decodeWholeNumber(forKey: .targetSets)
        targetReps = try container.decodeWholeNumberIfPresent(forKey: .targetReps)
        targetRepsMax = try container.decodeWholeNumberIfPresent(forKey: .targetRepsMax)
        targetRPE = try container.decodeIfPresent(Double.self, forKey: .targetRPE)
        targetWeightKg = try container.decodeIfPresent(Double.self, forKey: .targetWeightKg)
        targetSeconds = try container.decodeWholeNumberIfPresent(forKey: .targetSeconds)
        targetMeters = try container.decodeIfPresent(Double.self, forKey: .targetMeters)
        notes = try container.decodeIfPresent(String.self, forKey: .notes)
    }
}

/// A planned line holds its exercise; without it the line is dropped.
extension TemplateExercise: ExerciseReferencing {
    @discardableResult
    mutating func walkExerciseIDs(_ visit: ExerciseIDWalk.Visit) rethrows -> ExerciseIDWalk {
        try ExerciseIDWalk.walk(&exercise, field: "exercise", visit)
    }
}
