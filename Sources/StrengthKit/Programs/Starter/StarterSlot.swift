/// One exercise of a starter day and the part it plays there.
struct StarterSlot: Hashable, Sendable {
    var role: StarterRole
    var exercise: StarterExercise

    static func main(_ exercise: StarterExercise) -> StarterSlot { StarterSlot(role: .main, exercise: exercise) }
    static func secondary(_ exercise: StarterExercise) -> StarterSlot { StarterSlot(role: .secondary, exercise: exercise) }
    static func accessory(_ exercise: StarterExercise) -> StarterSlot { StarterSlot(role: .accessory, exercise: exercise) }
    static func core(_ exercise: StarterExercise) -> StarterSlot { StarterSlot(role: .core, exercise: exercise) }
}
