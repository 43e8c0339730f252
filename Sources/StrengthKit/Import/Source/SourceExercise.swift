/// One exercise block of a workout in an export, in the order done.
public struct SourceExercise: Hashable, Sendable {
    /// The name as the app wrote it.
    public var name: String
    /// A muscle group when the file gives one (FitNotes).
    public var category: String?
    public var notes: String?
    /// The app's superset group, shared by the exercises done together.
    public var superset: Int?
    public var sets: [SourceSet]
    public var line: Int

    public init(name: String, category: String? = nil, notes: String? = nil, superset: Int? = nil,
                sets: [SourceSet] = [], line: Int) {
        self.name = name
        self.category = category
        self.notes = notes
        self.superset = superset
        self.sets = sets
        self.line = line
    }
}
