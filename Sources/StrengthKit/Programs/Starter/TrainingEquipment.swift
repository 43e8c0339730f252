/// Where a lifter trains, asked at onboarding: it picks the starter program's exercises.
package enum TrainingEquipment: String, CaseIterable, Sendable {
    /// Barbells, cables and machines.
    case gym
    /// Dumbbells, kettlebells, bands and bodyweight: no barbell, cable or machine.
    case home

    /// The catalogue's equipment words (`CatalogueEntry.equipment`) an exercise may have to be done here.
    var allowedEquipment: Set<String> {
        switch self {
        case .gym: CatalogueEntry.equipmentVocabulary
        case .home: ["dumbbell", "kettlebell", "band", "bodyweight", "none"]
        }
    }

    /// Reads `gym` or `home` in any case.
    package init?(userText: String) {
        self.init(rawValue: userText.trimmingCharacters(in: .whitespaces).lowercased())
    }
}
