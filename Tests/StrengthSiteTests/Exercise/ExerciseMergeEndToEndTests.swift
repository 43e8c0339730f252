import Foundation
import Testing

/// Finishing the library after an import, through the real binary: `exercise suggest`,
/// `exercise merge` and `exercise list --uncategorized`.
@Suite struct ExerciseMergeEndToEndTests {
    /// A project where `log --create-exercises` made "Spoto Press (Barbell)" beside the library's "Spoto Press".
    /// (A name the catalogue knows, such as "Bench Press (Barbell)", finds the library's exercise
    /// instead, so the duplicate is of an exercise in no catalogue.)
    func projectWithADuplicate() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        #expect(try cli.run(["init", "--time-zone", "UTC"]).status == 0)
        #expect(try cli.run(["exercise", "add", "Spoto Press", "--type", "weight_reps", "--category", "Chest"]).status == 0)
        let first = try cli.run(["log", "--start", "2025-03-10 18:00", "--create-exercises", "Spoto Press (Barbell): 100x5x3", "Spoto Press: 90x5"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try cli.run(["log", "--start", "2025-03-12 18:00", "Spoto Press (Barbell): 105x5"]).status == 0)
        return folder
    }

    func backups(in folder: TemporaryFolder) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent(".strength-site/backups").path)) ?? []
    }

    @Test func dryRunChangesNothingThenTheMergeMovesTheSetsOnce() throws {
        let folder = try projectWithADuplicate()
        let cli = folder.runner
        let before = try folder.dataSnapshot()

        let dryRun = try cli.run(["exercise", "merge", "Spoto Press (Barbell)", "Spoto Press", "--dry-run"])
        #expect(dryRun.status == 0, "\(dryRun.stderr)")
        #expect(dryRun.stdout == """
            Would merge "Spoto Press (Barbell)" into "Spoto Press":
              Sets: 4 moved, from 2 workouts: 2025-03-10-1800-workout, 2025-03-12-1800-workout
              Workouts that logged both, now with one "Spoto Press" entry: 2025-03-10-1800-workout
              New names of "Spoto Press": Spoto Press (Barbell)
              "Spoto Press (Barbell)" would leave the library; its records are "Spoto Press"'s, computed from the moved sets.
            Nothing was changed (--dry-run).

            """)
        #expect(try folder.dataSnapshot() == before)
        #expect(backups(in: folder).isEmpty)

        let unconfirmed = try cli.run(["exercise", "merge", "Spoto Press (Barbell)", "Spoto Press"])
        #expect(unconfirmed.status == 64)
        #expect(unconfirmed.stderr == "error: Merge \"Spoto Press (Barbell)\" into \"Spoto Press\" (4 sets in 2 workouts) — not on a terminal, so pass --yes to confirm\n")
        #expect(try folder.dataSnapshot() == before)

        let merged = try cli.run(["exercise", "merge", "Spoto Press (Barbell)", "Spoto Press", "--yes"])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stdout.hasPrefix("Merged \"Spoto Press (Barbell)\" into \"Spoto Press\":\n  Sets: 4 moved, from 2 workouts"))
        #expect(merged.stderr.hasPrefix("A backup of the store as it was is in "))
        #expect(backups(in: folder).count == 1)

        let shown = try cli.run(["history", "show", "2025-03-10"])
        #expect(shown.stdout.contains("""
              Spoto Press
                1. 100 kg × 5
                2. 100 kg × 5
                3. 100 kg × 5
                4. 90 kg × 5
            """))
        #expect(!shown.stdout.contains("(Barbell)"))
        let stats = try cli.run(["stats", "--exercise", "Spoto Press"])
        #expect(stats.stdout.contains("2 sessions, 5 working sets, 2,475 kg volume, last Wed 12 Mar 2025"))
        #expect(try cli.run(["exercise", "show", "Spoto Press", "--json"]).stdout.contains("\"Spoto Press (Barbell)\""))
        // The old name finds the exercise it went into, for the next import and log.
        #expect(try cli.run(["log", "--start", "2025-03-14 18:00", "Spoto Press (Barbell): 107.5x5"]).stdout.contains("  Spoto Press\n"))

        let again = try folder.dataSnapshot()
        let second = try cli.run(["exercise", "merge", "Spoto Press (Barbell)", "Spoto Press", "--yes"])
        #expect(second.status == 64)
        #expect(second.stderr == "error: no exercise \"Spoto Press (Barbell)\" apart from \"Spoto Press\", which already has it as a name (merged before?)\n")
        #expect(try folder.dataSnapshot() == again)
        #expect(backups(in: folder).count == 1)
    }

    /// An import's duplicate merged: the history's totals stay as they were, the store survives
    /// export, reset and import byte for byte, and importing the file again adds nothing.
    /// ("Spoto Press" is in no app's library nor the catalogue, so the import leaves the duplicate for the merge.)
    @Test func anImportsDuplicateMergedRoundTripsAndKeepsTheTotals() throws {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        #expect(try cli.run(["init", "--time-zone", "UTC"]).status == 0)
        #expect(try cli.run(["exercise", "add", "Spoto Press", "--type", "weight_reps", "--category", "Chest"]).status == 0)
        try Data("""
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2025-03-10 18:00:00,"Push",1h,"Spoto Press (Barbell)",1,100.0,5.0,0,0.0,,,
            2025-03-10 18:00:00,"Push",1h,"Spoto Press (Barbell)",2,100.0,5.0,0,0.0,,,
            2025-03-12 18:00:00,"Push",1h,"Spoto Press (Barbell)",1,102.5,3.0,0,0.0,,,

            """.utf8).write(to: folder.url.appendingPathComponent("strong.csv"))
        let imported = try cli.run(["import", "strong.csv", "--units", "kg"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try cli.run(["log", "--start", "2025-03-14 18:00", "Spoto Press: 105x3"]).status == 0)
        #expect(try cli.run(["exercise", "suggest"]).stdout.contains("strength-site exercise merge \"Spoto Press (Barbell)\" \"Spoto Press\"\n"))

        struct Row: Decodable, Equatable { var id: String; var setCount: Int; var volumeKg: Double }
        func history() throws -> [Row] { try JSONDecoder().decode([Row].self, from: Data(try cli.run(["history", "--json"]).stdout.utf8)) }
        let before = try history()
        // Newest first: 105 × 3, 102.5 × 3, 2 × 100 × 5; 1,622.5 kg in all, shown whole.
        #expect(before.map(\.volumeKg) == [315, 307.5, 1000])

        #expect(try cli.run(["exercise", "merge", "Spoto Press (Barbell)", "Spoto Press", "--yes"]).status == 0)
        #expect(try history() == before)
        #expect(try cli.run(["stats", "--exercise", "Spoto Press"]).stdout.contains("3 sessions, 4 working sets, 1,623 kg volume"))

        #expect(try cli.run(["export", "-o", "first.json"]).status == 0)
        #expect(try cli.run(["reset", "--yes"]).status == 0)
        #expect(try cli.run(["import", "first.json"]).status == 0)
        #expect(try cli.run(["export", "-o", "second.json"]).status == 0)
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("first.json"))
                == Data(contentsOf: folder.url.appendingPathComponent("second.json")))
        let again = try cli.run(["import", "strong.csv", "--units", "kg"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("Added 0 workouts (0 sets); 2 of the file's 2 already here"))
        #expect(!again.stdout.contains("New exercises"))
    }

    @Test(arguments: [
        (["exercise", "merge", "Plank", "Bench Press", "--yes"],
         "error: cannot merge \"Plank\" (duration) into \"Bench Press\" (weight × reps): 2 of its 2 sets would not fit — a duration set cannot become a weight × reps set: it has no weight; e.g. 1:00 in \"Workout\" on Mon 10 Mar 2025\n"),
        (["exercise", "merge", "Squat", "squat", "--yes"], "error: FROM and INTO are both \"Squat\"; name two different exercises\n"),
        (["exercise", "merge", "Sqaut", "Front Squat", "--dry-run"], "error: no exercise \"Sqaut\"; did you mean \"Squat\"? (see 'strength-site exercise list')\n"),
    ])
    func refusedMergesSayWhyAndChangeNothing(_ arguments: [String], _ message: String) throws {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        #expect(try cli.run(["init", "--time-zone", "UTC"]).status == 0)
        #expect(try cli.run(["log", "--start", "2025-03-10 18:00", "Plank: 60s, 45s", "Squat: 100x5"]).status == 0)
        let before = try folder.dataSnapshot()
        let result = try cli.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr == message)
        #expect(try folder.dataSnapshot() == before)
    }

    @Test func listUncategorizedCombinesWithTheOtherFilters() throws {
        let folder = try projectWithADuplicate()
        let cli = folder.runner
        #expect(try cli.run(["exercise", "add", "Zercher Squat", "--type", "weight_reps"]).status == 0)
        #expect(try cli.run(["exercise", "list", "--uncategorized"]).stdout
                == "Uncategorised\n    Spoto Press (Barbell)  — weight × reps\n    Zercher Squat  — weight × reps\n")
        #expect(try cli.run(["exercise", "list", "squat", "--uncategorized"]).stdout == "Uncategorised\n    Zercher Squat  — weight × reps\n")
        #expect(try cli.run(["exercise", "list", "--uncategorized", "--archived"]).stdout == "No exercises match.\n")
        #expect(try cli.run(["exercise", "list", "--uncategorized", "--json"]).stdout.contains("\"id\" : \"zercher-squat\""))
        let contradiction = try cli.run(["exercise", "list", "--uncategorized", "--category", "Chest"])
        #expect(contradiction.status == 64)
        #expect(contradiction.stderr.hasPrefix("error: --category and --uncategorized contradict each other"))
    }

    @Test func suggestNamesThePairAndItsCommandWorks() throws {
        let folder = try projectWithADuplicate()
        let cli = folder.runner
        let before = try folder.dataSnapshot()
        let suggested = try cli.run(["exercise", "suggest"])
        #expect(suggested.status == 0, "\(suggested.stderr)")
        #expect(suggested.stdout == """
            1 pair of exercises looks like the same exercise, most likely first:

            1. "Spoto Press (Barbell)" (4 sets) into "Spoto Press" (1 set)
               "Spoto Press (Barbell)" is "Spoto Press" with "(Barbell)"; a lift named without equipment is the barbell one
               strength-site exercise merge "Spoto Press (Barbell)" "Spoto Press"

            Add --dry-run to a merge to see what it would change first.

            """)
        #expect(try folder.dataSnapshot() == before)

        struct Suggestion: Decodable {
            struct Side: Decodable { var name: String; var sets: Int }
            var from: Side
            var into: Side
            var evidence: String
            var command: String
        }
        let decoded = try JSONDecoder().decode([Suggestion].self, from: Data(try cli.run(["exercise", "suggest", "--json"]).stdout.utf8))
        #expect(decoded.map(\.evidence) == ["barbell-dropped"])
        #expect(decoded.map(\.from.sets) == [4])
        #expect(decoded.first?.command == "strength-site exercise merge \"Spoto Press (Barbell)\" \"Spoto Press\"")

        #expect(try cli.run(["exercise", "merge", "Spoto Press (Barbell)", "Spoto Press", "--yes"]).status == 0)
        #expect(try cli.run(["exercise", "suggest"]).stdout == "No two exercises look like the same exercise.\n")
    }
}
