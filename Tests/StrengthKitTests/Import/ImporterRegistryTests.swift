import Foundation
import Testing
@testable import StrengthKit

/// `Importer.all` is the one list of the apps `import` reads: `--format`, the detector, the dialects
/// that need a fixture (`WrittenFixtureTests`) and the README's import section follow from it.
@Suite struct ImporterRegistryTests {
    /// A parser written but not listed would never be tried: every type that conforms to
    /// `ExportParser` in the sources is the parser of one registration in `Importer.all`.
    @Test func everyParserInTheSourcesIsRegistered() throws {
        let folder = TestPaths.repository.appendingPathComponent("Sources/StrengthKit/Import")
        let declaration = try Regex(#"(?m)^(?:struct|final class|class|enum) (\w+)\s*:[^{\n]*\bExportParser\b"#)
        var declared: [String] = []
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        for case let url as URL in files where url.pathExtension == "swift" {
            let source = try String(contentsOf: url, encoding: .utf8)
            declared += source.matches(of: declaration).compactMap { $0.output[1].substring.map(String.init) }
        }
        let registered = Importer.all.compactMap { $0.parser.map { String(describing: $0) } }
        #expect(!declared.isEmpty)
        #expect(declared.sorted() == registered.sorted(), "list each parser's `importer` in Importer.all")
    }

    /// A registration names its own parser, whose registration it is.
    @Test(arguments: Importer.all.map(\.app))
    func aRegistrationsParserIsRegisteredAsIt(_ app: ImportApp) throws {
        let importer = try #require(app.importer)
        if let parser = importer.parser { #expect(parser.importer.app == app) }
    }

    @Test func keysNamesAndDialectsAreEachOnce() {
        let keys = Importer.all.map(\.app.rawValue)
        let names = Importer.all.map(\.app.displayName)
        let dialects = ImportDialect.allCases.map(\.id)
        #expect(Set(keys).count == keys.count)
        #expect(Set(names).count == names.count)
        #expect(Set(dialects).count == dialects.count)
    }

    /// `--format` takes the keys and a workout stores them; `import --json` writes the keys.
    @Test func anAppAndADialectAreReadBackByTheirKeys() throws {
        for app in ImportApp.allCases { #expect(ImportApp(rawValue: app.rawValue) == app) }
        #expect(ImportApp(rawValue: "Strong") == nil)
        let format = DetectedFormat(.strongAPrime, details: "(comma, 10 columns, no notes)")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = try #require(String(data: try encoder.encode(format), encoding: .utf8))
        #expect(json == #"{"app":"strong","dialect":"A′ (comma, 10 columns, no notes)","kind":"strongAPrime"}"#)
        #expect(try JSONDecoder().decode(DetectedFormat.self, from: Data(json.utf8)) == format)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(DetectedFormat.self, from: Data(#"{"app":"strong","dialect":"","kind":"strongZ"}"#.utf8))
        }
    }

    /// The detector tries the apps whose headers are exact before the loose one (Strong's), and a
    /// requested app only.
    @Test func theDetectorTriesExactHeadersFirst() throws {
        // Strong's loose layout would take it too: Date, Workout Name, Exercise Name and Set Order are its required columns.
        let header = CSVRow(fields: ["Date", "Exercise", "Category", "Weight (kgs)", "Reps", "Distance", "Distance Unit", "Time",
                                     "Workout Name", "Exercise Name", "Set Order"], line: 1)
        let comma = UInt8(ascii: ",")
        #expect(StrongParser(header: header, delimiter: comma) != nil)
        #expect(try ExportFormatDetector.parser(for: header, delimiter: comma, requested: nil, path: "f.csv").format.app == .fitnotes)
        #expect(try ExportFormatDetector.parser(for: header, delimiter: comma, requested: .strong, path: "f.csv").format.app == .strong)
    }

    /// JEFIT's registration says its parser reads the header line, its first section marker: without
    /// it the SETTING section would be rows outside any section, skipped, and the weights read as lb.
    @Test func aParserThatReadsItsHeaderLineIsGivenIt() throws {
        let export = """
            ### SETTING ###
            _id,mass
            1,kg
            ### EXERCISE LOGS ###
            _id,mydate,ename,belongsession,logs
            7,2024-03-05,Bench Press,,60.0x5

            """
        let parsed = try ImportReader.read(bytes: Array(export.utf8), display: "jefit.csv")
        #expect(parsed.format.kind == .jefit)
        #expect(parsed.skippedRows.isEmpty)
        #expect(parsed.workouts.first?.exercises.first?.sets.first?.weight?.unit == .kg)
    }

    /// The README's `--format` list and its table of apps name the registered apps, in their order.
    @Test func theReadmeNamesTheRegisteredApps() throws {
        let readme = try String(contentsOf: TestPaths.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Importing from other apps\n").dropFirst().first)
        #expect(section.replacingOccurrences(of: "\n", with: " ")
            .contains("`--format " + ImportApp.allCases.map(\.rawValue).joined(separator: "|") + "`"))
        let table = section.components(separatedBy: "|---|---|\n").dropFirst().first?.components(separatedBy: "\n\n").first ?? ""
        let apps = table.split(separator: "\n").map { $0.split(separator: "|").first?.trimmingCharacters(in: .whitespaces) ?? "" }
        #expect(apps == Importer.all.filter { $0.header != .document }.map(\.app.displayName))
    }
}
