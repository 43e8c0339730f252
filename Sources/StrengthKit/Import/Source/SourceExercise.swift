/// One exercise block of a workout in an export, in the order done.
struct SourceExercise: Hashable, Sendable {
    /// The name as the app wrote it.
    var name: String
    /// A muscle group when the file gives one (FitNotes).
    var category: String?
    var notes: String?
    /// The app's superset group, shared by the exercises done together.
    var superset: Int?
    var sets: [SourceSet] = []
    var line: Int
}
