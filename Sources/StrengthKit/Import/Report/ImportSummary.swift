/// What an import added, and what it found already there.
public struct ImportSummary: Hashable, Sendable, Codable {
    public var workoutsAdded = 0
    public var setsAdded = 0
    public var exercisesAdded = 0
    public var categoriesAdded = 0
    public var templatesAdded = 0
    public var splitsAdded = 0
    public var bodyWeightEntriesAdded = 0
    /// Workouts already in the store, identical to the file's.
    public var workoutsAlreadyPresent = 0
    /// Workouts with the same id but other content; the store's version was kept.
    public var workoutsKeptAsTheyAre = 0
    public var settingsReplaced = false
    /// The project had no history, so the document was restored into it (`ExportDocumentRestore`)
    /// rather than merged: its settings, library and programs took the place of the project's.
    public var restored = false

    init() {}
}
