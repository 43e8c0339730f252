/// A muscle group. Its order is its position in the library's category list.
package struct ExerciseCategory: Hashable, StableHashable, Sendable, Codable, Identifiable {
    /// Kept short so names fit chips and chart legends.
    static let maximumNameLength = 20

    package var id: String
    package var name: String
}
