import Foundation

/// The shape of `Catalogue/exercises.json`.
struct CatalogueFile: Decodable {
    var categories: [ExerciseCategory]
    var exercises: [CatalogueEntry]

    static func decode(_ json: String) throws -> CatalogueFile {
        try JSONDecoder().decode(CatalogueFile.self, from: Data(json.utf8))
    }
}
