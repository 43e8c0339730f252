import Foundation
import Testing
import TestSupport
@testable import StrengthKit

/// `Data/blocks.json`: written only when a block start is declared, sorted by start, read back equal,
/// validated on load like every store file (the file and the field named, nothing written), a new
/// start held to "nothing after tomorrow", and kept by export, import and reset's backup.
@Suite struct BlockStoreTests {
    static let blocks = [
        DeclaredBlock(start: LocalDay("2025-01-06")!, name: "Base"),
        DeclaredBlock(start: LocalDay("2025-02-17")!),
        DeclaredBlock(start: LocalDay("2025-03-10")!, name: "Peak"),
    ]

    static func sampleData() throws -> ProjectData {
        var data = try StoreRoundTripTests.sampleData()
        data.blocks = blocks
        return data
    }

    @Test func blocksLoadBackEqualFromAFileSortedByStart() throws {
        let project = try TestProject(try StoreRoundTripTests.sampleData())
        // Given newest first, written oldest first.
        try project.store.update { $0.blocks = Self.blocks.reversed() }
        #expect(try project.store.load() == (try Self.sampleData()))
        #expect(try project.folder.read("Data/blocks.json") == """
            {
              "blocks" : [
                {
                  "name" : "Base",
                  "start" : "2025-01-06"
                },
                {
                  "start" : "2025-02-17"
                },
                {
                  "name" : "Peak",
                  "start" : "2025-03-10"
                }
              ],
              "schemaVersion" : 1
            }

            """)
    }

    /// A file edited by hand out of order loads oldest first.
    @Test func aFileOutOfOrderLoadsOldestFirst() throws {
        let project = try TestProject(try Self.sampleData())
        let file = "Data/blocks.json"
        let text = try project.folder.read(file)
        try project.folder.write(text.replacingOccurrences(of: "2025-01-06", with: "2025-04-07"), to: file)
        #expect(try project.store.load().blocks.map(\.start.description) == ["2025-02-17", "2025-03-10", "2025-04-07"])
    }

    @Test func aProjectWithoutBlocksHasNoBlocksFileAndLosesItWithTheLastStart() throws {
        let project = try TestProject()
        let path = project.folder.url.appendingPathComponent("Data/blocks.json").path
        #expect(!FileManager.default.fileExists(atPath: path))
        try project.store.update { $0.blocks = [Self.blocks[0]] }
        #expect(FileManager.default.fileExists(atPath: path))
        try project.store.update { $0.blocks = [] }
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(try project.store.load().blocks.isEmpty)
    }

    /// (what is broken, find, replace, expected error), all in Data/blocks.json.
    static let damaged: [(String, String, String, String)] = [
        ("a date that is not a date", "\"start\" : \"2025-02-17\"", "\"start\" : \"2025-02-30\"",
         "Data/blocks.json: blocks[1].start: '2025-02-30' is not a date in the form YYYY-MM-DD (the file was left as it is; fix it or restore it from git)"),
        ("a date beyond the store's years", "\"start\" : \"2025-03-10\"", "\"start\" : \"2300-03-10\"",
         "Data/blocks.json: blocks[2].start: 2300-03-10 is not between the years 1900 and 2200"),
        ("two starts on one day", "\"start\" : \"2025-02-17\"", "\"start\" : \"2025-01-06\"",
         "Data/blocks.json: blocks[1].start: another block starts on 2025-01-06 too; a day starts one block"),
        ("an empty name", "\"name\" : \"Base\"", "\"name\" : \"\"",
         "Data/blocks.json: blocks[0].name: a block's name cannot be empty"),
        // 61 characters, one more than `DeclaredBlockRule.maximumNameLength`.
        ("an over-long name", "\"name\" : \"Peak\"", "\"name\" : \"\(String(repeating: "p", count: 61))\"",
         "Data/blocks.json: blocks[2].name: 'pppppppppppppppppppp…' is 61 characters; a block's name has at most 60"),
        ("no start", "\"start\" : \"2025-02-17\"", "\"begins\" : \"2025-02-17\"",
         "Data/blocks.json: blocks[1].start: missing (required) (the file was left as it is; fix it or restore it from git)"),
        ("an unknown field", "\"name\" : \"Base\"", "\"name\" : \"Base\", \"weeks\" : 6",
         "Data/blocks.json: blocks[0].weeks: no field has that name (a typo, or a newer version's); remove it or fix its name"),
    ]

    @Test(arguments: damaged)
    func damagedBlocksFileIsReportedAndLeftByteIdentical(_ what: String, _ find: String, _ replace: String, _ expected: String) throws {
        let project = try TestProject(try Self.sampleData())
        let loadError = try StoreBadInputTests.damage("Data/blocks.json", replacing: find, with: replace, in: project)
        #expect(loadError.description == expected, "\(what)")
    }

    /// The clock's tomorrow (here 15 Mar 2025, the day after 14 Mar's midnight plus a day) is the
    /// latest a change may bring a start in; a start already declared keeps its day and may be renamed.
    @Test func aNewStartIsNoLaterThanTomorrow() throws {
        let project = try TestProject()
        let store = ProjectStore(projectDirectory: project.folder.url, displayPrefix: ".",
                                 latestArrival: Timestamp(iso8601: "2025-03-15T00:00:00Z"))
        try store.update { $0.blocks = [DeclaredBlock(start: LocalDay("2025-03-15")!)] }
        #expect(throws: StoreError(path: "Data/blocks.json", reason: .invalid(
            field: "blocks[1].start", "2025-03-16 is later than tomorrow; a block is declared on the day it starts or after"))) {
            try store.update { $0.blocks.append(DeclaredBlock(start: LocalDay("2025-03-16")!)) }
        }
        // Declared from elsewhere (no clock), later renamed under the clock.
        try project.store.update { $0.blocks.append(DeclaredBlock(start: LocalDay("2025-04-07")!)) }
        try store.update { $0.blocks[1].name = "Peak" }
        #expect(try store.load().blocks.map(\.name) == [nil, "Peak"])
    }

    @Test func resetEmptiesTheBlocksAndItsBackupKeepsThem() throws {
        let project = try TestProject(try Self.sampleData())
        let backup = BackupFile(reason: "reset", time: Timestamp(iso8601: "2025-03-20T10:00:00Z")!)
        let (_, report) = try project.store.update(backup: backup) { DataTransfer.reset(&$0) }
        #expect(try project.store.load().blocks.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: project.folder.url.appendingPathComponent("Data/blocks.json").path))
        // Restored from the backup, as `import` of it restores an emptied project.
        let saved = try ExportDocumentImport.read(try Data(contentsOf: try #require(report.backup)), path: "backup.json")
        #expect(saved.blocks == Self.blocks)
        let (summary, _) = try project.store.update { data in
            try ExportDocumentImport.merge(saved, into: &data, replaceSettings: false, path: "backup.json")
        }
        #expect(summary.restored)
        #expect(try project.store.load().blocks == Self.blocks)
    }

    /// Restored into a project with no history, the document's starts come first and the project's
    /// own stay on the days the document has none; merged into one with history, the project's stay
    /// as they are and the document adds the days it lacks.
    @Test func importKeepsTheBlocks() throws {
        let document = ExportDocument(try Self.sampleData())
        let mine = [DeclaredBlock(start: LocalDay("2025-01-06")!, name: "Mine"), DeclaredBlock(start: LocalDay("2024-09-02")!)]

        var empty = ProjectData(library: StarterLibrary.library, blocks: mine)
        #expect(try ExportDocumentImport.merge(document, into: &empty, replaceSettings: false, path: "export.json").restored)
        #expect(empty.blocks == Self.blocks + [mine[1]])

        var withHistory = ProjectData(library: StarterLibrary.library,
                                      bodyWeight: BodyWeightLog(entries: [BodyWeightEntry(date: LocalDay("2025-01-02")!, weightKg: 79)]),
                                      blocks: mine)
        #expect(try !ExportDocumentImport.merge(document, into: &withHistory, replaceSettings: false, path: "export.json").restored)
        #expect(withHistory.blocks == mine + Self.blocks.dropFirst())
    }

    /// The export document went to version 3 with blocks; a version 2 document (no `blocks`) still
    /// imports, as one without declared blocks.
    @Test func aVersionTwoExportImportsWithoutBlocks() throws {
        let project = try TestProject(try Self.sampleData())
        let current = String(decoding: try DataTransfer.exportData(try project.store.load()), as: UTF8.self)
        #expect(current.contains("\"schemaVersion\" : 4"))
        var version2 = try #require(try JSONSerialization.jsonObject(with: Data(current.utf8)) as? [String: Any])
        version2["schemaVersion"] = 2
        version2["blocks"] = nil
        version2["posts"] = nil
        let old = try ExportDocumentImport.read(try JSONSerialization.data(withJSONObject: version2), path: "old.json")
        #expect(old.blocks.isEmpty && old.workouts.count == 1)
        version2["schemaVersion"] = 3
        #expect(throws: StoreError(path: "three.json", reason: .malformed(field: "blocks", "missing (required)"))) {
            try ExportDocumentImport.read(try JSONSerialization.data(withJSONObject: version2), path: "three.json")
        }
    }

    /// Export, reset, import gives the same document, blocks and all.
    @Test func exportResetImportKeepsTheBlocks() throws {
        let project = try TestProject(try Self.sampleData())
        let first = try DataTransfer.exportData(try project.store.load())
        try project.store.update { DataTransfer.reset(&$0) }
        let document = try ExportDocumentImport.read(first, path: "export.json")
        try project.store.update { data in _ = try ExportDocumentImport.merge(document, into: &data, replaceSettings: false, path: "export.json") }
        #expect(try project.store.load().blocks == Self.blocks)
        #expect(try DataTransfer.exportData(try project.store.load()) == first)
    }

    /// A document's starts are held to the store's rules as it is read, naming the document.
    @Test func aDocumentWithTwoStartsOnADayIsRefused() throws {
        var data = try Self.sampleData()
        data.blocks.append(DeclaredBlock(start: LocalDay("2025-01-06")!, name: "Again"))
        let bytes = try StoreCoding.encode(ExportDocument(data))
        #expect(throws: StoreError(path: "export.json", reason: .invalid(
            field: "blocks[1].start", "another block starts on 2025-01-06 too; a day starts one block"))) {
            try ExportDocumentImport.read(bytes, path: "export.json")
        }
    }
}
