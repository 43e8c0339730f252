/// The onboarding answers a starter program is made from.
package struct StarterProgramRequest: Hashable, Sendable {
    /// Training days a week the program is laid out for.
    package static let dayRange = 2...6

    var daysPerWeek: Int
    var goal: TrainingGoal
    var equipment: TrainingEquipment

    package init(daysPerWeek: Int, goal: TrainingGoal, equipment: TrainingEquipment) {
        self.daysPerWeek = daysPerWeek
        self.goal = goal
        self.equipment = equipment
    }
}
