/// An exercise an import created, for the summary.
package struct ImportedExercise: Hashable, Sendable, Codable {
    var id: String
    package var name: String
    package var type: ExerciseType
    package var category: String?
    package var sets: Int
}
