/// What an import added, and what it found already there.
package struct ImportSummary: Hashable, Sendable, Codable {
    package var workoutsAdded = 0
    package var setsAdded = 0
    package var exercisesAdded = 0
    package var categoriesAdded = 0
    package var templatesAdded = 0
    package var splitsAdded = 0
    package var bodyWeightEntriesAdded = 0
    package var goalsAdded = 0
    /// Workouts already in the store, identical to the file's.
    package var workoutsAlreadyPresent = 0
    /// Workouts with the same id but other content; the store's version was kept.
    package var workoutsKeptAsTheyAre = 0
    package var settingsReplaced = false
    /// Added sets held (`HeldSetJudge`): far beyond their exercise's history, with no later session near them.
    package var setsHeld = 0
    /// The project had no history, so the document was restored into it (`ExportDocumentRestore`)
    /// rather than merged: its settings, library and programs took the place of the project's.
    package var restored = false

    init() {}
}
