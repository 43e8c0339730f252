/// The onboarding answers a starter program is made from.
public struct StarterProgramRequest: Hashable, Sendable {
    /// Training days a week the program is laid out for.
    public static let dayRange = 2...6

    public var daysPerWeek: Int
    public var goal: TrainingGoal
    public var equipment: TrainingEquipment

    public init(daysPerWeek: Int, goal: TrainingGoal, equipment: TrainingEquipment) {
        self.daysPerWeek = daysPerWeek
        self.goal = goal
        self.equipment = equipment
    }
}
