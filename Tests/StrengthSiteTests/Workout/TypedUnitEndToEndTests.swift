import Foundation
import Testing

/// A set typed in the unit the project does not show, through the binary: `Standing Calf Raise:
/// 225lbx12x3` in a kg project is shown as 225 lb where a set is shown — `log`, the previous
/// performance, `history show`, `workout show`'s last time and suggestion, the site's set rows — while
/// records stay in kg; a file typed in lb is imported so.
@Suite struct TypedUnitEndToEndTests {
    func ok(_ cli: CommandRunner, _ arguments: [String]) throws -> String {
        let result = try cli.run(arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return result.stdout
    }

    func kilogramProject() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        _ = try ok(folder.runner, ["init", "--units", "kg", "--time-zone", "UTC", "--no-workflow"])
        return folder
    }

    @Test func aSetTypedInPoundsIsShownInPoundsWhereASetIsShown() throws {
        let folder = try kilogramProject()
        let cli = folder.runner
        let first = try ok(cli, ["log", "--name", "Calves", "--start", "2025-03-03 18:00", "Standing Calf Raise: 225lbx12x3"])
        #expect(first.contains("    1. 225 lb × 12\n    2. 225 lb × 12\n    3. 225 lb × 12\n"), "\(first)")
        #expect(!first.contains("102.06"), "\(first)")
        let file = try String(contentsOf: folder.url.appendingPathComponent("Data/workouts/2025/2025-03-03-1800-calves.json"), encoding: .utf8)
        #expect(file.contains("\"typedUnit\" : \"lb\""), "\(file)")
        #expect(file.contains("\"weightKg\" : 102.058283"), "the store stays in kg: \(file)")

        // The previous performance in lb; the record it sets in kg (230 lb is 104.33 kg).
        let second = try ok(cli, ["log", "--name", "Calves", "--start", "2025-03-05 18:00", "Standing Calf Raise: 230lbx12"])
        #expect(second.contains("    previous (Mon 3 Mar 2025, Calves): 225 lb × 12, 225 lb × 12, 225 lb × 12\n"), "\(second)")
        #expect(second.contains("Standing Calf Raise — heaviest weight 104.33 kg × 12 (+2.27 kg on 102.06 kg)"), "\(second)")

        let shown = try ok(cli, ["history", "show", "2025-03-03-1800-calves"])
        #expect(shown.contains("    1. 225 lb × 12\n"), "\(shown)")

        // While logging: last time, and the suggestion, in lb.
        _ = try ok(cli, ["workout", "start", "--empty", "--start", "2025-03-07 18:00"])
        _ = try ok(cli, ["workout", "add", "Standing Calf Raise: 100kgx10"])
        let session = try ok(cli, ["workout", "show"])
        #expect(session.contains("   done: 100 kg × 10\n"), "\(session)")
        #expect(session.contains("   last time: Wed 5 Mar 2025 (Calves): 230 lb × 12\n"), "\(session)")
        #expect(session.contains("   suggested: 230 lb — last time 1×12 at 230 lb; no rep target: same weight\n"), "\(session)")
        _ = try ok(cli, ["workout", "cancel", "--yes"])

        // The site's set rows.
        _ = try ok(cli, ["build"])
        let page = try String(contentsOf: folder.url.appendingPathComponent("Site/workouts/2025-03-03-1800-calves.html"), encoding: .utf8)
        #expect(page.contains("<td>225 lb</td>"), "\(page)")
        #expect(!page.contains("102.06 kg"))
    }

    /// `history edit --to` types the set again: the unit it is typed in now.
    @Test func anEditedSetTakesTheUnitItIsTypedInNow() throws {
        let folder = try kilogramProject()
        let cli = folder.runner
        _ = try ok(cli, ["log", "--name", "Calves", "--start", "2025-03-03 18:00", "Standing Calf Raise: 225lbx12x2"])
        _ = try ok(cli, ["history", "edit", "2025-03-03-1800-calves", "--exercise", "Standing Calf Raise", "--set", "2", "--to", "105x12"])
        let shown = try ok(cli, ["history", "show", "2025-03-03-1800-calves"])
        #expect(shown.contains("    1. 225 lb × 12\n    2. 105 kg × 12\n"), "\(shown)")
    }

    /// Strong kept kilograms and wrote the pounds its lifter saw: the import reads lb and its sets keep it.
    @Test func aFileTypedInPoundsIsImportedSo() throws {
        let folder = try kilogramProject()
        let cli = folder.runner
        let file = TestPaths.writtenImports.appendingPathComponent("strong/A-comma-12-columns-float-noise-in-pounds.csv").path
        _ = try ok(cli, ["import", file])
        let rows = try JSONSerialization.jsonObject(with: Data(try ok(cli, ["history", "list", "--json"]).utf8)) as? [[String: Any]]
        let push = try #require(rows?.first { $0["name"] as? String == "Push" }?["id"] as? String)
        let shown = try ok(cli, ["history", "show", push])
        #expect(shown.contains("    1. 115 lb × 8 rest 2:00\n    2. 125 lb × 6\n    3. 135 lb × 4\n"), "\(shown)")
    }
}
