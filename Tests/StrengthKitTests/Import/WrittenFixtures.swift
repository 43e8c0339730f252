import Foundation
import Testing
@testable import StrengthKit

/// The export files written by hand for these tests (`Fixtures/imports`, beside this file), which
/// every checkout has, unlike the corpus of real exports in `ImportFixtures`.
enum WrittenFixtures {
    static let root: URL = TestPaths.fixtures.appendingPathComponent("imports")

    static func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }

    /// Every fixture as `app/file`, sorted; the folder's README is not one.
    static func allFiles() throws -> [String] {
        var files: [String] = []
        for folder in try FileManager.default.contentsOfDirectory(atPath: root.path) {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path(folder), isDirectory: &isFolder), isFolder.boolValue else { continue }
            files += try FileManager.default.contentsOfDirectory(atPath: path(folder)).map { "\(folder)/\($0)" }
        }
        return files.sorted()
    }

    static func read(_ relative: String, options: ImportReadOptions = ImportReadOptions()) throws -> ParsedImport {
        try ImportReader.read(path: path(relative), display: relative, options: options)
    }

    /// Imports one fixture into `data` and checks the result would load.
    @discardableResult
    static func importFile(_ relative: String, into data: inout ProjectData, options: ImportOptions = ImportOptions()) throws -> ImportFileReport {
        let report = try ImportPlanner.apply([try read(relative)], to: &data, options: options, dryRun: false)
        try StoreValidator.validate(data, layout: StoreLayout(projectDirectory: URL(fileURLWithPath: "/nonexistent")))
        return report.files[0]
    }

    /// The workout that starts at `start` (ISO 8601 with the project's offset, written out by hand).
    static func workout(startingAt start: String, in data: ProjectData) throws -> Workout {
        try #require(data.workouts.first { $0.start.description == start }, "no workout starts at \(start)")
    }

    /// The library's exercise a file's exercise name landed in: the one with this name or alias (an
    /// import keeps the file's spelling as an alias when the catalogue names the exercise otherwise).
    static func exercise(named name: String, in data: ProjectData) throws -> Exercise {
        try #require(ExerciseMatcher(library: data.library).exercise(named: name), "no exercise named \(name)")
    }

    /// Kilograms of a weight typed in pounds: a pound is 0.45359237 kg exactly, and the store keeps
    /// kilograms to a millionth.
    static func pounds(_ value: Double) -> Double {
        (value * 0.45359237 * 1_000_000).rounded() / 1_000_000
    }
}
