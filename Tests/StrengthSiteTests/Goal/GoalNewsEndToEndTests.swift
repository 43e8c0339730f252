import Foundation
import Testing

/// The goal news (`HistoryNews.achieved`) through the binary: every command that adds a workout or sets says the
/// goals it achieved, in the same words — `log`, `workout finish` and `history edit` a line a goal,
/// `import` one line for them all — and says nothing when no goal moved. The history is
/// `GoalEndToEndTests`'s: squat singles of 100 to 107.5 kg in November 2026, today the 25th.
@Suite struct GoalNewsEndToEndTests {
    static let today = GoalEndToEndTests.today

    static func withGoals() throws -> (TemporaryFolder, CommandRunner) {
        let (folder, cli) = try GoalEndToEndTests.project()
        #expect(try cli.run(["goal", "add", "Squat", "--e1rm", "110"] + today).status == 0)
        #expect(try cli.run(["goal", "add", "Squat", "--set", "100x3"] + today).status == 0)
        return (folder, cli)
    }

    /// `hevy.csv` in the project: a Hevy export of `sets` (weight, reps) of squat on 24 Nov 2026, in one workout.
    static func writeHevy(_ sets: [(Int, Int)], in folder: TemporaryFolder) throws {
        let header = "title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,"
            + "distance_km,duration_seconds,rpe\n"
        let rows = sets.enumerated().map { index, set in
            "\"Legs\",\"24 Nov 2026, 18:00\",\"24 Nov 2026, 19:00\",,\"Squat\",,,\(index),normal,\(set.0),\(set.1),,,\n"
        }
        try Data((header + rows.joined()).utf8).write(to: folder.url.appendingPathComponent("hevy.csv"))
    }

    static let e1rmNews = "Goal achieved: Squat e1RM 110 kg — 111 kg e1RM (goal squat-e1rm)\n"
    static let setNews = "Goal achieved: Squat 100 kg × 3 — 100 kg for 3 or more reps (goal squat-3-reps)\n"

    @Test func logSaysTheGoalsItAchieved() throws {
        let (folder, cli) = try Self.withGoals()
        defer { withExtendedLifetime(folder) {} }
        let logged = try cli.run(["log", "--start", "2026-11-25 07:00", "--duration", "60m", "Squat: 111x1, 100x3"] + Self.today)
        #expect(logged.status == 0, "\(logged.stderr)")
        #expect(logged.stdout.hasSuffix(Self.e1rmNews + Self.setNews), "\(logged.stdout)")
        let again = try cli.run(["log", "--start", "2026-11-25 09:00", "--duration", "60m", "Squat: 112x1"] + Self.today)
        #expect(!again.stdout.contains("Goal achieved"), "\(again.stdout)")
    }

    @Test func workoutFinishSaysTheGoalsItAchieved() throws {
        let (folder, cli) = try Self.withGoals()
        defer { withExtendedLifetime(folder) {} }
        #expect(try cli.run(["workout", "start", "--empty", "--start", "2026-11-25 07:00"] + Self.today).status == 0)
        #expect(try cli.run(["workout", "add", "Squat: 111x1"] + Self.today).status == 0)
        let finished = try cli.run(["workout", "finish", "--duration", "45m"] + Self.today)
        #expect(finished.status == 0, "\(finished.stderr)")
        #expect(finished.stdout.hasSuffix(Self.e1rmNews), "\(finished.stdout)")
    }

    @Test func historyEditSaysTheGoalsItAchieved() throws {
        let (folder, cli) = try Self.withGoals()
        defer { withExtendedLifetime(folder) {} }
        let edited = try cli.run(["history", "edit", "latest", "--exercise", "Squat", "--set", "1", "--to", "111x1"] + Self.today)
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(edited.stdout.contains(Self.e1rmNews), "\(edited.stdout)")
        #expect(!edited.stdout.contains("squat-3-reps"), "\(edited.stdout)")
        let renamed = try cli.run(["history", "edit", "latest", "--rename", "Heavy"] + Self.today)
        #expect(renamed.status == 0, "\(renamed.stderr)")
        #expect(!renamed.stdout.contains("Goal achieved"), "\(renamed.stdout)")
    }

    @Test func importSumsUpTheGoalsItAchieved() throws {
        let (folder, cli) = try Self.withGoals()
        defer { withExtendedLifetime(folder) {} }
        try Self.writeHevy([(111, 1), (100, 3)], in: folder)
        let summary = "2 goals achieved: Squat e1RM 110 kg (goal squat-e1rm), Squat 100 kg × 3 (goal squat-3-reps).\n"

        let dryRun = try cli.run(["import", "--dry-run", "hevy.csv"] + Self.today)
        #expect(dryRun.status == 0, "\(dryRun.stderr)")
        #expect(dryRun.stdout.contains("Would achieve 2 goals: Squat e1RM 110 kg (goal squat-e1rm), Squat 100 kg × 3 (goal squat-3-reps).\n"),
                "\(dryRun.stdout)")
        let imported = try cli.run(["import", "hevy.csv"] + Self.today)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.hasSuffix(summary), "\(imported.stdout)")
        // Again: nothing added, no news.
        let again = try cli.run(["import", "hevy.csv"] + Self.today)
        #expect(!again.stdout.contains("achieved"), "\(again.stdout)")
    }

    /// With --json the report stays the document it was; the news goes to stderr.
    @Test func importWithJSONSaysItOnStderr() throws {
        let (folder, cli) = try Self.withGoals()
        defer { withExtendedLifetime(folder) {} }
        try Self.writeHevy([(111, 1)], in: folder)
        let imported = try cli.run(["import", "--json", "hevy.csv"] + Self.today)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stderr.contains("1 goal achieved: Squat e1RM 110 kg (goal squat-e1rm).\n"), "\(imported.stderr)")
        #expect(try JSONSerialization.jsonObject(with: Data(imported.stdout.utf8)) is [String: Any])
    }
}
