import Foundation

/// `export` and `reset`; `ExportDocumentImport` reads an export document back in.
package enum DataTransfer {
    /// The export document's bytes: the store's JSON style, so it is diffable and byte-stable.
    package static func exportData(_ data: ProjectData) throws -> Data {
        try StoreCoding.encode(ExportDocument(data))
    }

    /// Empties the store (workouts, library, programs, body weight, goals, declared blocks, the journal's posts) and keeps the settings, but
    /// for the exercises they name (the big lifts they pin): those are gone.
    package static func reset(_ data: inout ProjectData) {
        var settings = data.settings
        settings.mapExerciseIDs { _ in nil }
        data = ProjectData(settings: settings)
    }
}
