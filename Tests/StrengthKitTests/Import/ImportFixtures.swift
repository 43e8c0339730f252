import Foundation
import Testing
@testable import StrengthKit

/// The real export files in `../shared/fixtures/imports` (read in place, never copied into the repo)
/// and a fresh project's data to import them into.
enum ImportFixtures {
    /// `shared/fixtures/imports`, beside the checkout.
    static let root: URL = TestPaths.sharedImports

    /// Whether the corpus is beside this checkout; the tests that read it are skipped when it is not
    /// (`WrittenFixtures` covers every dialect without it).
    static let corpusAvailable = FileManager.default.fileExists(atPath: root.path)

    static let corpusNote: Comment = "needs ../shared/fixtures/imports beside the checkout"

    static func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }

    /// A new project: the starter library, kg, Europe/Berlin (as `init --units kg --time-zone Europe/Berlin`).
    static func freshData(units: WeightUnit = .kg) -> ProjectData {
        ProjectData(settings: Settings(units: units, timeZone: "Europe/Berlin"), library: StarterLibrary.library)
    }

    static func read(_ relative: String, options: ImportReadOptions = ImportReadOptions()) throws -> ParsedImport {
        try ImportReader.read(path: path(relative), display: relative, options: options)
    }

    /// Imports one fixture into `data` and checks the result would load: every set passes `SetRules`.
    @discardableResult
    static func importFile(_ relative: String, into data: inout ProjectData, options: ImportOptions = ImportOptions()) throws -> ImportFileReport {
        let parsed = try read(relative)
        let report = try ImportPlanner.apply([parsed], to: &data, options: options, dryRun: false)
        try StoreValidator.validate(data, layout: StoreLayout(projectDirectory: URL(fileURLWithPath: "/nonexistent")))
        return report.files[0]
    }
}
