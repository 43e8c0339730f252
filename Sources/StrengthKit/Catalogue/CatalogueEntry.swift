/// One exercise of the built-in catalogue (`Catalogue/exercises.json`): its canonical name, what a set
/// records, the equipment, its muscle groups and the other names apps and languages give it.
struct CatalogueEntry: Hashable, Sendable, Codable {
    /// The words `equipment` takes; docs/CATALOGUE.md says what each covers.
    static let equipmentVocabulary: Set<String> = [
        "barbell", "dumbbell", "kettlebell", "cable", "machine", "smith_machine", "plate", "band",
        "suspension", "bodyweight", "other", "none",
    ]

    var name: String
    var type: ExerciseType
    var equipment: String
    /// Category ids, primary first.
    var categories: [String]
    /// How a distance exercise covers its distance (`DistanceTravel`); `nil` for the others.
    var travel: DistanceTravel?
    var aliases: [String] = []
    /// One of the exercises `init` puts in a new project's library.
    var starter: Bool = false
}
