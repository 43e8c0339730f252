/// A muscle group. Its order is its position in the library's category list.
package struct ExerciseCategory: Hashable, StableHashable, Sendable, Codable, Identifiable {
    /// Kept short so names fit chips and chart legends.
    static let maximumNameLength = 20

    package var id: String
    package var name: String

    /// The starter library's groups that are no one muscle, and what their work is instead: a band of
    /// working sets a week says nothing about them.
    static let wholeBody: [(id: String, work: String)] = [
        ("cardio", "a run works the heart and lungs"), ("full-body", "a clean or a burpee works the whole body"),
    ]

    /// Whether the group is one muscle's (or one region's), whose weekly working sets a band can judge.
    var isMuscleGroup: Bool { !Self.wholeBody.contains { $0.id == id } }
}
