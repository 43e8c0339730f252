/// One exercise of a starter day: its role and the catalogue exercise for a gym and for home.
struct StarterSlot: Hashable, Sendable {
    var role: StarterRole
    /// A catalogue name (`ExerciseCatalogue.entry(named:)`).
    var gym: String
    /// A catalogue name whose equipment `TrainingEquipment.home` allows.
    var home: String

    init(_ role: StarterRole, gym: String, home: String? = nil) {
        self.role = role
        self.gym = gym
        self.home = home ?? gym
    }

    func exercise(for equipment: TrainingEquipment) -> String {
        equipment == .gym ? gym : home
    }
}
