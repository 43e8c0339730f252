/// One exercise in a workout template, with its target.
public struct TemplateExercise: Hashable, Sendable, Codable {
    var exercise: String
    var targetSets: Int
    /// `nil` for exercises measured by time or distance.
    var targetReps: Int?
    var notes: String?

    public init(exercise: String, targetSets: Int, targetReps: Int? = nil, notes: String? = nil) {
        self.exercise = exercise
        self.targetSets = targetSets
        self.targetReps = targetReps
        self.notes = notes
    }

    enum CodingKeys: String, CodingKey { case exercise, targetSets, targetReps, notes }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        exercise = try container.decode(String.self, forKey: .exercise)
        targetSets = try container.decodeWholeNumber(forKey: .targetSets)
        targetReps = try container.decodeWholeNumberIfPresent(forKey: .targetReps)
        notes = try container.decodeIfPresent(String.self, forKey: .notes)
    }
}
