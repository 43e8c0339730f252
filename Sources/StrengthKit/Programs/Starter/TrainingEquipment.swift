/// Where a lifter trains, asked at onboarding: it picks the starter program's exercises.
package enum TrainingEquipment: String, CaseIterable, Sendable {
    /// Barbells, cables and machines.
    case gym
    /// Dumbbells, kettlebells, bands and bodyweight: no barbell, cable or machine, and no bar to hang
    /// from or dip on.
    case home

    /// What it stands for, as `init`'s help and question and the README say it (`StarterProgramText`).
    package var summary: String {
        switch self {
        case .gym: "barbells, cables and machines"
        case .home: "dumbbells, kettlebells, bands and bodyweight, without any bar"
        }
    }

    /// The catalogue's equipment words (`CatalogueEntry.equipment`) an exercise may have to be done here.
    var allowedEquipment: Set<String> {
        switch self {
        case .gym: CatalogueEntry.equipmentVocabulary
        case .home: ["dumbbell", "kettlebell", "band", "bodyweight", "none"]
        }
    }

    /// Whether `entry` can be done here: its equipment, and at home nothing that hangs from a bar or
    /// dips on bars, which the catalogue counts as bodyweight.
    func allows(_ entry: CatalogueEntry) -> Bool {
        guard allowedEquipment.contains(entry.equipment) else { return false }
        guard self == .home else { return true }
        let name = NameKey.of(entry.name)
        return name != NameKey.of("Dip") && !Self.barWords.contains { name.contains(NameKey.of($0)) }
    }

    /// Words in the names of exercises done on a bar: pull-ups, chin-ups, hanging raises, dips on bars.
    private static let barWords = ["Pull Up", "Chin Up", "Hanging", "Dead Hang", "Muscle Up", "Inverted Row", "Toes To Bar",
                                   "Parallel Bars", "Bar Dip"]

    /// Reads `gym` or `home` in any case.
    package init?(userText: String) {
        self.init(rawValue: userText.trimmingCharacters(in: .whitespaces).lowercased())
    }
}
