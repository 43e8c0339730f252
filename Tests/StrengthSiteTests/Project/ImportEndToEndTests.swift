import Foundation
import Testing

/// `strength-site import` run as a user would: the real binary in a fresh `init` project.
@Suite struct ImportEndToEndTests {
    static let fixtures = TestPaths.sharedImports

    /// The tests that read the corpus of real exports run only when it is beside the checkout.
    static let corpusAvailable = FileManager.default.fileExists(atPath: fixtures.path)
    static let corpusNote: Comment = "needs ../shared/fixtures/imports beside the checkout"

    /// The hand-written fixtures every checkout has (see their README).
    static let written = TestPaths.writtenImports

    /// FelipeRuizM's Hevy export: 567 rows, 37 distinct start times (see ImportFixtureTests).
    static let hevy = fixtures.appendingPathComponent(
        "hevy/kg_2025-2026_small_literal-backslash-n_portuguese-notes__FelipeRuizM-hevy-visualizer.csv").path

    static let strongHeader = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
    static let badFile = strongHeader
        + "2025-03-14 18:00:00,\"Upper\",1h,\"Bench Press\",1,100,5,0,0,,,\n"
        + "2025-03-14 18:00:00,\"Upper\",1h,\"Bench Press\",2,heavy,5,0,0,,,\n"
        + "2025-03-16 18:00:00,\"Lower\",1h,\"Squat\",1,140,5,0,0,,,\n"

    func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let created = try folder.runner.run(["init", "--units", "kg", "--time-zone", "Europe/Berlin"])
        #expect(created.status == 0, "\(created.stderr)")
        return folder
    }

    @Test(.enabled(if: corpusAvailable, corpusNote))
    func importThenImportAgainAddsNothing() throws {
        let folder = try project()
        let first = try folder.runner.run(["import", Self.hevy])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Hevy (14 columns, weight in kg, distance in km), 567 rows, 2025-07-08 to 2026-04-08"))
        #expect(first.stdout.contains("  Added 37 workouts (567 sets); 0 of the file's 37 already here"))
        #expect(first.stdout.contains("  Weights: in kg, as the file says; typed in kg"))
        let files = try folder.dataSnapshot()
        #expect(files.keys.filter { $0.hasPrefix("/workouts/") }.count == 37)

        let again = try folder.runner.run(["import", Self.hevy])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("  Added 0 workouts (0 sets); 37 of the file's 37 already here"))
        #expect(try folder.dataSnapshot() == files)

        let history = try folder.runner.run(["history", "--json"])
        #expect(history.status == 0)
        #expect(history.stdout.contains("\"name\" : \"escape the BACKrooms\""))
    }

    @Test(.enabled(if: corpusAvailable, corpusNote))
    func dryRunChangesNoByte() throws {
        let folder = try project()
        let before = try folder.dataSnapshot()
        let dry = try folder.runner.run(["import", Self.hevy, "--dry-run"])
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(dry.stdout.contains("  Would add 37 workouts (567 sets)"))
        #expect(dry.stdout.hasSuffix("Nothing was changed (--dry-run).\n"))
        #expect(try folder.dataSnapshot() == before)
    }

    @Test(.enabled(if: corpusAvailable, corpusNote))
    func aBadRowIsSkippedAndListedOrWithStrictStopsAndLeavesTheStoreAlone() throws {
        let folder = try project()
        try Data(Self.badFile.utf8).write(to: folder.url.appendingPathComponent("bad.csv"))
        let before = try folder.dataSnapshot()
        // With a good file first: all files land together or none does.
        let failed = try folder.runner.run(["import", Self.hevy, "bad.csv", "--units", "kg", "--strict"])
        #expect(failed.status == 1)
        #expect(failed.stderr == "error: bad.csv:3: Weight: 'heavy' is not a number\n")
        #expect(failed.stdout.isEmpty)
        #expect(try folder.dataSnapshot() == before)

        for extra in [[], ["--skip-bad-rows"]] {
            let dry = try folder.runner.run(["import", "bad.csv", "--units", "kg", "--dry-run"] + extra)
            #expect(dry.status == 0, "\(dry.stderr)")
            #expect(dry.stdout.contains("  Would add 2 workouts (2 sets)"))
            #expect(dry.stdout.contains("  Skipped rows (1):\n    bad.csv:3: Weight: 'heavy' is not a number\n"))
        }
        let contradiction = try folder.runner.run(["import", "bad.csv", "--strict", "--skip-bad-rows"])
        #expect(contradiction.status == 64)
    }

    @Test(.enabled(if: corpusAvailable, corpusNote))
    func jsonSummary() throws {
        struct Report: Decodable {
            struct File: Decodable {
                struct Format: Decodable { var app: String }
                var format: Format
                var workoutsAdded: Int
                var setsAdded: Int
                struct NewExercise: Decodable { var name: String; var type: String; var sets: Int }
                var newExercises: [NewExercise]
                var aliasesAdded: [String]
            }
            var dryRun: Bool
            var files: [File]
        }
        let folder = try project()
        let result = try folder.runner.run(["import", Self.hevy, "--json", "--dry-run"])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try JSONDecoder().decode(Report.self, from: Data(result.stdout.utf8))
        #expect(report.dryRun)
        #expect(report.files.map(\.format.app) == ["hevy"])
        #expect(report.files[0].workoutsAdded == 37)
        #expect(report.files[0].setsAdded == 567)
        // Hevy's "Squat (Barbell)" is the library's Squat: no new exercise, the spelling an alias.
        #expect(!report.files[0].newExercises.contains { $0.name == "Squat (Barbell)" })
        #expect(report.files[0].aliasesAdded.contains("Squat (Barbell) → Squat"))
    }

    @Test(.enabled(if: corpusAvailable, corpusNote), arguments: [
        (["--units", "stone"], "error: --units: 'stone' is not kg or lb (see 'strength-site import --help')\n"),
        (["--format", "excel"], "error: --format: 'excel' is not one of auto, strong, hevy, fitnotes, stronglifts, fitbod, jefit, export (see 'strength-site import --help')\n"),
        (["--map", "Bench"], "error: --map: 'Bench' is not \"Their Name=Our Name\" (see 'strength-site import --help')\n"),
        (["--time-zone", "Mars/Olympus"], "error: --time-zone: 'Mars/Olympus' is not an IANA time zone such as Europe/Berlin or UTC (see 'strength-site import --help')\n"),
    ])
    func badArgumentsExit64(_ arguments: [String], message: String) throws {
        let folder = try project()
        let result = try folder.runner.run(["import", Self.hevy] + arguments)
        #expect(result.status == 64)
        #expect(result.stderr == message)
    }

    /// A hand-written Strong C file (its rows are quoted in WrittenFixtureStrongTests), imported and then
    /// imported again without a byte of Data/ changing.
    @Test func aWrittenFixtureImportsAndAgainAddsNothing() throws {
        let folder = try project()
        let file = Self.written.appendingPathComponent("strong/C-semicolon-every-field-quoted.csv").path
        let first = try folder.runner.run(["import", file])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Strong C (semicolon, every field quoted, Workout #), 14 rows, 2025-02-03 to 2025-02-07"))
        #expect(first.stdout.contains("  Added 3 workouts (11 sets); 0 of the file's 3 already here"))
        #expect(first.stdout.contains("  Weights: in kg, as the file says; typed in lb"))
        let files = try folder.dataSnapshot()
        #expect(files.keys.filter { $0.hasPrefix("/workouts/") }.count == 3)

        let again = try folder.runner.run(["import", file])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("  Added 0 workouts (0 sets); 3 of the file's 3 already here"))
        #expect(try folder.dataSnapshot() == files)

        let history = try folder.runner.run(["history", "--json"])
        #expect(history.status == 0)
        #expect(history.stdout.contains("\"name\" : \"Cardio\""))
    }

    /// Typos beyond the store's ranges and a workout in 2099: skipped and listed by the export's
    /// file and line — the same list in a dry run — never a path under Data/; `--strict` stops.
    @Test func oddRowsAreSkippedAndListedByExportLine() throws {
        let folder = try project()
        let odd = Self.written.deletingLastPathComponent().appendingPathComponent("odd/hevy-typos.csv")
        try FileManager.default.copyItem(at: odd, to: folder.url.appendingPathComponent("hevy-typos.csv"))
        let before = try folder.dataSnapshot()
        let listed = """
              Skipped rows (4):
                hevy-typos.csv:3: Squat (Barbell): 2956 kg is beyond 1500 kg; the row was skipped
                hevy-typos.csv:5: Push Up: 877777 is more than 10000; the row was skipped
                hevy-typos.csv:7: Running: 1585000 m is beyond 1000 km; the row was skipped
                hevy-typos.csv:9: a workout starting 2099-01-03 18:00 is later than tomorrow; skipped

            """
        let strict = try folder.runner.run(["import", "hevy-typos.csv", "--strict"])
        #expect(strict.status == 1)
        #expect(strict.stderr == "error: hevy-typos.csv:3: Squat (Barbell): 2956 kg is beyond 1500 kg; the row was refused (--strict)\n")
        #expect(try folder.dataSnapshot() == before)
        let dry = try folder.runner.run(["import", "hevy-typos.csv", "--dry-run"])
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(dry.stdout.contains(listed), "\(dry.stdout)")
        #expect(try folder.dataSnapshot() == before)
        let imported = try folder.runner.run(["import", "hevy-typos.csv"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("  Added 2 workouts (4 sets); 0 of the file's 3 already here"))
        #expect(imported.stdout.contains(listed))
        for output in [strict.stderr, dry.stdout, imported.stdout] { #expect(!output.contains("Data/")) }
    }

    /// A Strong weight beyond Int64's range (9.3e18 once killed the process with SIGILL, dry run or not):
    /// the row is listed with its line and the rest imported; with --strict, one error line and exit 1.
    @Test func aWeightBeyondInt64IsARowListedNotASignal() throws {
        let folder = try project()
        try Data((Self.strongHeader + "2025-03-14 18:00:00,\"Upper\",1h,\"Bench Press\",1,9.3e18,5,0,0,,,\n"
                  + "2025-03-14 18:00:00,\"Upper\",1h,\"Bench Press\",2,100,5,0,0,,,\n").utf8)
            .write(to: folder.url.appendingPathComponent("huge.csv"))
        let strict = try folder.runner.run(["import", "huge.csv", "--units", "kg", "--strict"])
        #expect(strict.status == 1)
        #expect(strict.stderr == "error: huge.csv:2: Bench Press: 9.3e+18 kg is beyond 1500 kg; the row was refused (--strict)\n")
        let listed = "  Skipped rows (1):\n    huge.csv:2: Bench Press: 9.3e+18 kg is beyond 1500 kg; the row was skipped\n"
        for extra in [["--dry-run"], []] {
            let result = try folder.runner.run(["import", "huge.csv", "--units", "kg"] + extra)
            #expect(result.status == 0, "\(extra): \(result.status) \(result.stderr)")
            #expect(result.stdout.contains("  \(extra.isEmpty ? "Added" : "Would add") 1 workout (1 set)"), "\(result.stdout)")
            #expect(result.stdout.contains(listed), "\(result.stdout)")
        }
    }

    /// Every hand-written fixture in one command adds 106 workouts and 384 sets (the sums of the counts in
    /// WrittenFixtureTests), and the same command again adds nothing.
    @Test func everyWrittenFixtureInOneImportAndAgainNothing() throws {
        struct Report: Decodable {
            struct File: Decodable { var workoutsAdded: Int; var setsAdded: Int }
            var files: [File]
        }
        var files: [String] = []
        for app in try FileManager.default.contentsOfDirectory(atPath: Self.written.path).sorted() {
            let folder = Self.written.appendingPathComponent(app)
            guard try folder.resourceValues(forKeys: [.isDirectoryKey]).isDirectory == true else { continue }
            files += try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { folder.appendingPathComponent($0).path }
        }
        #expect(files.count == 41)
        let folder = try project()
        // --units kg: the unitless Strong fixtures are too small for their plate arithmetic to tell.
        let first = try folder.runner.run(["import"] + files + ["--units", "kg", "--json"])
        #expect(first.status == 0, "\(first.stderr)")
        let added = try JSONDecoder().decode(Report.self, from: Data(first.stdout.utf8)).files
        #expect(added.reduce(0) { $0 + $1.workoutsAdded } == 106)
        #expect(added.reduce(0) { $0 + $1.setsAdded } == 384)
        let snapshot = try folder.dataSnapshot()

        let again = try folder.runner.run(["import"] + files + ["--units", "kg", "--json"])
        #expect(again.status == 0, "\(again.stderr)")
        let addedAgain = try JSONDecoder().decode(Report.self, from: Data(again.stdout.utf8)).files
        #expect(addedAgain.allSatisfy { $0.workoutsAdded == 0 && $0.setsAdded == 0 })
        #expect(try folder.dataSnapshot() == snapshot)
    }

    @Test func anEmptyFileIsAFileProblem() throws {
        let folder = try project()
        try Data().write(to: folder.url.appendingPathComponent("empty.csv"))
        let result = try folder.runner.run(["import", "empty.csv"])
        #expect(result.status == 1)
        #expect(result.stderr == "error: empty.csv: is empty; nothing to import\n")
    }

    @Test(.enabled(if: corpusAvailable, corpusNote))
    func theProductsOwnExportStillImports() throws {
        let source = try project()
        #expect(try source.runner.run(["import", Self.hevy]).status == 0)
        let exported = try source.runner.run(["export", "-o", "export.json"])
        #expect(exported.status == 0, "\(exported.stderr)")
        let target = try project()
        let result = try target.runner.run(["import", source.url.appendingPathComponent("export.json").path])
        #expect(result.status == 0, "\(result.stderr)")
        // The summary `import` has always printed for export documents.
        #expect(result.stdout.hasPrefix("Added 37 workouts (567 sets), "))
        // The Hevy file after it adds nothing: the workouts kept their source.
        let hevyAgain = try target.runner.run(["import", Self.hevy])
        #expect(hevyAgain.stdout.contains("  Added 0 workouts (0 sets); 37 of the file's 37 already here"))
    }

    /// A file typed in pounds imported into a kilogram project says so; into one with no workouts yet
    /// the summary ends with the command that switches the project, once for the whole import, and
    /// into one with history it does not. The files are Strong's, written for these tests; the first
    /// two name no unit (their residue says lb: 37.49999999999999, 16.53, 13.2).
    @Test func aFileTypedInTheOtherUnitSaysSoAndHowToSwitch() throws {
        let noise = Self.written.appendingPathComponent("strong/A-comma-12-columns-float-noise-in-pounds.csv").path
        let cut = Self.written.appendingPathComponent("strong/A-prime-comma-10-columns-kilograms-cut-to-a-decimal-in-pounds.csv").path
        let kilograms = Self.written.appendingPathComponent("strong/OLDEST-comma-unit-as-column-name-CRLF.csv").path
        let pounds = Self.written.appendingPathComponent("strong/C-semicolon-every-field-quoted.csv").path
        let switchToPounds = "The weights were typed in lb and this project shows kg; to show them as typed, run: strength-site settings set units lb\n"

        let folder = try project()
        let first = try folder.runner.run(["import", noise])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("  Weights: the file names no unit; read as lb, by what the app's conversions left in its numbers "
            + "(16.53, 37.49999999999999) (--units to overrule)"))
        #expect(first.stdout.contains("    - the weights were typed in lb, and this project shows kg\n"))
        #expect(first.stdout.hasSuffix(switchToPounds), "\(first.stdout)")

        // Into the project that now has workouts: its sets as typed, its figures in kg, and no command.
        let second = try folder.runner.run(["import", cut])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("    - the weights were typed in lb, and this project shows kg: its sets show in lb as typed, "
            + "records, totals and charts in kg\n"), "\(second.stdout)")
        #expect(!second.stdout.contains("settings set units"))

        // Two pound files in one import: the command once, at the end; in the JSON summary, the unit.
        let both = try project()
        let together = try both.runner.run(["import", "--dry-run", noise, cut])
        #expect(together.stdout.components(separatedBy: "settings set units").count == 2, "\(together.stdout)")
        #expect(together.stdout.hasSuffix(switchToPounds + "Nothing was changed (--dry-run).\n"), "\(together.stdout)")
        let json = try both.runner.run(["import", "--dry-run", "--json", noise, cut])
        #expect(json.stdout.contains("\"unitsTyped\" : \"lb\""), "\(json.stdout)")

        // A pound file and a kilogram file: no one unit shows what was typed, so no command.
        let mixedProject = try project()
        let mixed = try mixedProject.runner.run(["import", "--dry-run", noise, kilograms])
        #expect(mixed.stdout.contains("    - the weights were typed in lb, and this project shows kg\n"))
        #expect(!mixed.stdout.contains("settings set units"), "\(mixed.stdout)")

        // The reverse, and no word once the units agree.
        let poundProject = try TemporaryFolder()
        #expect(try poundProject.runner.run(["init", "--units", "lb", "--time-zone", "Europe/Berlin"]).status == 0)
        let reverse = try poundProject.runner.run(["import", "--dry-run", kilograms])
        #expect(reverse.stdout.contains("    - the weights were typed in kg, and this project shows lb\n"))
        #expect(reverse.stdout.hasSuffix("The weights were typed in kg and this project shows lb; to show them as typed, run: "
            + "strength-site settings set units kg\nNothing was changed (--dry-run).\n"), "\(reverse.stdout)")
        let agreeing = try poundProject.runner.run(["import", pounds])
        #expect(agreeing.status == 0, "\(agreeing.stderr)")
        #expect(!agreeing.stdout.contains("the weights were typed in"))
        #expect(!agreeing.stdout.contains("settings set units"))
    }
}
