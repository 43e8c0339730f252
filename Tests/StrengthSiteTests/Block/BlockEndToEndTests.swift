import Foundation
import Testing

/// `block start|list|delete` through the binary: a line for what each did, the list newest first as
/// text and JSON, the store's file, and the refusals (a day after tomorrow, no start on a day, a bad
/// name) in one line with a usage exit status, changing nothing.
@Suite struct BlockEndToEndTests {
    struct Block: Decodable, Equatable {
        var start: String
        var name: String?
    }

    @Test func blocksFromStartToDelete() throws {
        let (folder, cli) = try TemporaryFolder.project()
        defer { withExtendedLifetime(folder) {} }
        #expect(try cli.succeeds(["block", "list"]) == """
            Declared block starts (the site also finds blocks from breaks, deload weeks and program changes):
              none yet (strength-site block start DATE declares one)

            """)
        #expect(try cli.succeeds(["block", "start", "2026-01-05", "--name", "Hypertrophy 2"])
                == "Declared a block starting 2026-01-05: Hypertrophy 2\n")
        #expect(try cli.succeeds(["block", "start", "2025-11-03"]) == "Declared a block starting 2025-11-03\n")
        #expect(try cli.succeeds(["block", "start", "2026-01-05", "--name", "Strength 1"])
                == "Renamed the block starting 2026-01-05 from \"Hypertrophy 2\" to \"Strength 1\"\n")
        #expect(try cli.succeeds(["block", "start", "2026-01-05"]) == "A block already starts 2026-01-05: Strength 1; nothing changed\n")

        #expect(try cli.succeeds(["block", "list"]) == """
            Declared block starts (the site also finds blocks from breaks, deload weeks and program changes):
              2026-01-05  Strength 1
              2025-11-03

            """)
        // `block` alone lists them.
        #expect(try cli.succeeds(["block"]) == (try cli.succeeds(["block", "list"])))
        let json = try cli.succeeds(["block", "list", "--json"])
        #expect(try JSONDecoder().decode([Block].self, from: Data(json.utf8))
                == [Block(start: "2026-01-05", name: "Strength 1"), Block(start: "2025-11-03")])
        #expect(json.contains("\"name\" : \"Strength 1\",\n    \"start\" : \"2026-01-05\""), "keys sorted: \(json)")
        // The store keeps them oldest first.
        let file = try String(contentsOf: folder.url.appendingPathComponent("Data/blocks.json"), encoding: .utf8)
        #expect(file.range(of: "2025-11-03")!.lowerBound < file.range(of: "2026-01-05")!.lowerBound)

        #expect(try cli.succeeds(["block", "delete", "2026-01-05"]) == "Deleted the declared block start 2026-01-05 (Strength 1)\n")
        #expect(try cli.succeeds(["block", "delete", "2025-11-03"]) == "Deleted the declared block start 2025-11-03\n")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Data/blocks.json").path))
        #expect(try cli.succeeds(["block", "list", "--json"]) == "[\n\n]\n")
    }

    /// (arguments, the one line on stderr): each exits 64 and leaves the store as it was.
    static let refusals: [([String], String)] = [
        // Beyond the real clock's tomorrow whatever the year now is, and within the store's years.
        (["block", "start", "2199-01-01"],
         "error: '2199-01-01' is later than tomorrow; a block is declared on the day it starts or after (see 'strength-site block start --help')"),
        (["block", "start", "2026-02-30"],
         "error: '2026-02-30' is not a date in the form YYYY-MM-DD (see 'strength-site block start --help')"),
        (["block", "start", "2026-01-12", "--name", " "],
         "error: --name: a block's name cannot be empty (see 'strength-site block start --help')"),
        (["block", "delete", "2026-01-06"],
         "error: no block starts on 2026-01-06; the declared starts are 2026-01-05"),
    ]

    @Test(arguments: refusals)
    func aRefusalIsOneLineAndChangesNothing(_ arguments: [String], _ message: String) throws {
        let (folder, cli) = try TemporaryFolder.project()
        defer { withExtendedLifetime(folder) {} }
        _ = try cli.succeeds(["block", "start", "2026-01-05"])
        let file = folder.url.appendingPathComponent("Data/blocks.json")
        let before = try Data(contentsOf: file)
        let refused = try cli.run(arguments)
        #expect(refused.status == 64, "\(arguments): \(refused.stderr)")
        #expect(refused.stderr == message + "\n")
        #expect(refused.stdout.isEmpty)
        #expect(try Data(contentsOf: file) == before)
    }

    /// Export then import into a new project keeps the declared starts; `reset` empties them and its
    /// backup, imported, brings them back.
    @Test func exportImportAndResetKeepTheBlocks() throws {
        let (folder, cli) = try TemporaryFolder.project()
        defer { withExtendedLifetime(folder) {} }
        _ = try cli.succeeds(["block", "start", "2026-01-05", "--name", "Base"])
        let exported = folder.url.appendingPathComponent("export.json").path
        _ = try cli.run(["export", "--output", exported])
        let (other, otherCLI) = try TemporaryFolder.project()
        defer { withExtendedLifetime(other) {} }
        let imported = try otherCLI.run(["import", exported])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try otherCLI.succeeds(["block", "list", "--json"]).contains("\"start\" : \"2026-01-05\""))

        let reset = try cli.run(["reset", "--yes"])
        #expect(reset.status == 0, "\(reset.stderr)")
        #expect(try cli.succeeds(["block", "list"]).contains("none yet"))
        let backups = folder.url.appendingPathComponent(".strength-site/backups")
        let backup = try #require(try FileManager.default.contentsOfDirectory(atPath: backups.path).first { $0.hasSuffix(".json") })
        let restored = try cli.run(["import", backups.appendingPathComponent(backup).path])
        #expect(restored.status == 0, "\(restored.stderr)")
        #expect(try cli.succeeds(["block", "list"]).contains("2026-01-05  Base"))
    }
}
