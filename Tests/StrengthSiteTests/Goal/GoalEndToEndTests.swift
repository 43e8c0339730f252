import Foundation
import Testing

/// `goal` through the binary: add (each kind, and one already met), list, show, edit, delete; `log`
/// and `workout finish` saying which goal they achieved; `stats --json` listing every goal; and
/// goals kept by export and import. The history is the one of docs/ANALYTICS.md's example: squat
/// singles of 100, 102.5, 105 and 107.5 kg on the Mondays of November 2026, today the 25th.
@Suite struct GoalEndToEndTests {
    struct Goal: Decodable, Equatable {
        var id: String
        var kind: String
        var exerciseId: String?
        var weightKg: Double?
        var startValue: Double?
        var current: Double?
        var progressPercent: Int?
        var outlook: String
        var projectedDate: String?
        var achievedDate: String?
        var achievedWorkoutId: String?
        var deadline: String?
    }

    static let today = ["--today", "2026-11-25"]

    static func project() throws -> (TemporaryFolder, CommandRunner) {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        #expect(try cli.run(["init", "--time-zone", "UTC", "--no-workflow"]).status == 0)
        for (day, weight) in [("2026-11-02", "100"), ("2026-11-09", "102.5"), ("2026-11-16", "105"), ("2026-11-23", "107.5")] {
            let logged = try cli.run(["log", "--start", "\(day) 18:00", "--duration", "60m", "Squat: \(weight)x1"])
            #expect(logged.status == 0, "\(logged.stderr)")
        }
        return (folder, cli)
    }

    static func goals(_ cli: CommandRunner, _ command: [String] = ["goal", "list", "--json"]) throws -> [Goal] {
        let listed = try cli.run(command + today)
        #expect(listed.status == 0, "\(listed.stderr)")
        return try JSONDecoder().decode([Goal].self, from: Data(listed.stdout.utf8))
    }

    @Test func goalsFromAddToDelete() throws {
        let (folder, cli) = try Self.project()
        defer { withExtendedLifetime(folder) {} }
        let squat = try cli.run(["goal", "add", "Squat", "--e1rm", "115kg", "--by", "2027-01-01"] + Self.today)
        #expect(squat.status == 0, "\(squat.stderr)")
        #expect(squat.stdout == """
            Added goal: Squat e1RM 115 kg by Fri 1 Jan 2027 (squat-e1rm)
              Set on Wed 25 Nov 2026, from 107.5 kg
              Now: 107.5 kg, the best e1RM of the last 12 weeks (Mon 23 Nov 2026)
              Progress: 0 %
              On track: at this rate, the trend of the last 12 weeks gets there on Mon 14 Dec 2026.
              Trend: +2.5 kg a week, through 4 weekly values of the last 12 weeks

            """)
        // Already met: accepted, said so, and achieved by the workout that met it.
        let met = try cli.run(["goal", "add", "squat", "--e1rm", "105"] + Self.today)
        #expect(met.status == 0, "\(met.stderr)")
        #expect(met.stdout.hasPrefix("Added goal, already achieved: Squat e1RM 105 kg (squat-e1rm-2)\n"), "\(met.stdout)")
        #expect(met.stdout.contains("  Achieved on Mon 16 Nov 2026 (Workout).\n"))
        for arguments in [["Bench Press", "--set", "100kgx5"], ["--body-weight", "80kg"], ["--workouts-per-week", "4"]] {
            let added = try cli.run(["goal", "add"] + arguments + Self.today)
            #expect(added.status == 0, "\(arguments): \(added.stderr)")
        }

        var goals = try Self.goals(cli)
        #expect(goals.map(\.id) == ["squat-e1rm", "squat-e1rm-2", "bench-press-5-reps", "body-weight", "workouts-per-week"])
        #expect(goals[0] == Goal(id: "squat-e1rm", kind: "e1rm", exerciseId: "squat", weightKg: 115, startValue: 107.5, current: 107.5,
                                 progressPercent: 0, outlook: "onTrack", projectedDate: "2026-12-14", deadline: "2027-01-01"))
        #expect(goals[1].outlook == "achieved" && goals[1].achievedDate == "2026-11-16"
                && goals[1].achievedWorkoutId == "2026-11-16-1800-workout" && goals[1].progressPercent == 100)
        #expect(goals[2].current == nil && goals[2].outlook == "notEnoughData")
        #expect(goals[3].current == nil && goals[3].progressPercent == nil)
        // 3 workouts in the 4 weeks before 23 Nov.
        #expect(goals[4].startValue == 0.75 && goals[4].current == 0.75 && goals[4].outlook == "notProjected")

        let listed = try cli.run(["goal", "list"] + Self.today).stdout
        #expect(listed.contains("Squat e1RM 115 kg by Fri 1 Jan 2027 (squat-e1rm)\n  0 % — now 107.5 kg, the best e1RM of the last 12 weeks (Mon 23 Nov 2026)\n"))
        #expect(listed.contains("4 workouts a week (workouts-per-week)\n  0 % — now 0.75 a week over the last 4 complete weeks; 1 so far this week\n"))
        #expect(listed.contains("Body weight 80 kg (body-weight)\n  Now: no body weight logged yet\n"))

        // A heavier e1RM on the same lift keeps where the goal started; its id stays.
        let edited = try cli.run(["goal", "edit", "squat-e1rm", "--e1rm", "117.5", "--no-deadline"] + Self.today)
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(edited.stdout.hasPrefix("Saved goal: Squat e1RM 117.5 kg (squat-e1rm)\n  Set on Wed 25 Nov 2026, from 107.5 kg\n"))

        let deleted = try cli.run(["goal", "delete", "body-weight", "--yes"] + Self.today)
        #expect(deleted.status == 0, "\(deleted.stderr)")
        #expect(deleted.stdout == "Deleted goal body-weight (Body weight 80 kg)\n")
        #expect(deleted.stderr.contains("A backup of the store as it was is in"))
        goals = try Self.goals(cli)
        #expect(goals.map(\.id) == ["squat-e1rm", "squat-e1rm-2", "bench-press-5-reps", "workouts-per-week"])

        let shown = try cli.run(["goal", "show", "bench-press-5-reps", "--json"] + Self.today)
        #expect(try JSONDecoder().decode(Goal.self, from: Data(shown.stdout.utf8)).weightKg == 100)
    }

    /// `--e1rm 200lbs` in a kg project: stored in kg (90.718474), shown in lb wherever the goal is shown —
    /// its current 107.5 kg is 236.99 lb, 237 to a tenth. 200 lb was met on 2 Nov by 100 kg: `goal add`
    /// says so in its first line.
    @Test func aGoalTypedInPoundsIsShownInPounds() throws {
        let (folder, cli) = try Self.project()
        defer { withExtendedLifetime(folder) {} }
        let added = try cli.run(["goal", "add", "Squat", "--e1rm", "200lbs"] + Self.today)
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.hasPrefix("""
            Added goal, already achieved: Squat e1RM 200 lb (squat-e1rm)
              Set on Wed 25 Nov 2026, from 237 lb
              Now: 237 lb, the best e1RM of the last 12 weeks (Mon 23 Nov 2026)
              Progress: 100 %
              Achieved on Mon 2 Nov 2026 (Workout).

            """), "\(added.stdout)")
        // The JSON gives kilograms to the gram; the store keeps them to a millionth.
        #expect(try Self.goals(cli).map(\.weightKg) == [90.718])
        let file = try String(contentsOf: folder.url.appendingPathComponent("Data/goals.json"), encoding: .utf8)
        #expect(file.contains("\"typedUnit\" : \"lb\"") && file.contains("\"weightKg\" : 90.718474"), "\(file)")
        #expect(try cli.run(["goal", "list"] + Self.today).stdout.hasPrefix("Squat e1RM 200 lb (squat-e1rm)\n  100 % — now 237 lb, "))

        let ahead = try cli.run(["goal", "add", "Squat", "--e1rm", "250lb"] + Self.today)
        #expect(ahead.stdout.hasPrefix("Added goal: Squat e1RM 250 lb (squat-e1rm-2)\n"), "\(ahead.stdout)")
        // A target given again is typed again.
        let edited = try cli.run(["goal", "edit", "squat-e1rm-2", "--e1rm", "115kg"] + Self.today)
        #expect(edited.stdout.hasPrefix("Saved goal: Squat e1RM 115 kg (squat-e1rm-2)\n  Set on Wed 25 Nov 2026, from 107.5 kg\n"),
                "\(edited.stdout)")
    }

    /// Four workouts this week and none in the four complete weeks before: the mean of those weeks is
    /// 0, and this week's four are said as this week's, not as a run the mean contradicts.
    @Test func aWeeklyGoalAfterFourWorkoutsThisWeekSaysOneThing() throws {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        #expect(try cli.run(["init", "--time-zone", "UTC", "--no-workflow"]).status == 0)
        for start in ["2026-11-23 18:00", "2026-11-24 18:00", "2026-11-25 07:00", "2026-11-25 18:00"] {
            let logged = try cli.run(["log", "--start", start, "--duration", "60m", "Squat: 100x5"])
            #expect(logged.status == 0, "\(logged.stderr)")
        }
        let added = try cli.run(["goal", "add", "--workouts-per-week", "4"] + Self.today)
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.hasPrefix("Added goal: 4 workouts a week (workouts-per-week)\n"), "\(added.stdout)")
        #expect(added.stdout.contains("  Now: 0 a week over the last 4 complete weeks; 4 so far this week\n"), "\(added.stdout)")
        #expect(!added.stdout.contains("in a row"), "\(added.stdout)")
    }

    /// (arguments, exit status, what stderr says).
    static let refusals: [([String], Int32, String)] = [
        (["goal", "add", "--e1rm", "140"], 64, "error: --e1rm needs an exercise, e.g. strength-site goal add \"Squat\" --e1rm 140kg"),
        (["goal", "add", "Squat", "--e1rm", "140", "--set", "100x5"], 64, "error: --e1rm and --set are two goals; give one target per goal"),
        (["goal", "add", "Plank", "--e1rm", "140"], 64, "error: Plank is duration; e1RM and set goals are for weight × reps exercises"),
        (["goal", "add", "Squat", "--e1rm", "140", "--by", "2026-01-01"], 64, "error: --by: '2026-01-01' is before today (2026-11-25)"),
        (["goal", "show", "squat"], 64, "error: no goal \"squat\""),
        (["goal", "edit", "squat"], 64, "nothing to change"),
    ]

    @Test(arguments: refusals)
    func refusalsAreOneLineAndChangeNothing(_ arguments: [String], _ status: Int32, _ message: String) throws {
        let (folder, cli) = try Self.project()
        let before = try folder.dataSnapshot()
        let run = try cli.run(arguments + Self.today)
        #expect(run.status == status, "\(run.stderr)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(try folder.dataSnapshot() == before)
    }

    /// `log` and `workout finish` say which goals the workout achieved; `stats` shows every goal.
    @Test func theWorkoutThatAchievesAGoalSaysSo() throws {
        let (folder, cli) = try Self.project()
        defer { withExtendedLifetime(folder) {} }
        #expect(try cli.run(["goal", "add", "Squat", "--e1rm", "110"] + Self.today).status == 0)
        #expect(try cli.run(["goal", "add", "Squat", "--set", "100x3"] + Self.today).status == 0)
        let logged = try cli.run(["log", "--start", "2026-11-25 07:00", "--duration", "60m", "Squat: 111x1"] + Self.today)
        #expect(logged.status == 0, "\(logged.stderr)")
        #expect(logged.stdout.hasSuffix("Goal achieved: Squat e1RM 110 kg — 111 kg e1RM (goal squat-e1rm)\n"), "\(logged.stdout)")
        #expect(!logged.stdout.contains("squat-3-reps"))

        #expect(try cli.run(["workout", "start", "--empty", "--start", "2026-11-25 18:00"] + Self.today).status == 0)
        #expect(try cli.run(["workout", "add", "Squat: 100x3"] + Self.today).status == 0)
        let finished = try cli.run(["workout", "finish", "--duration", "45m", "--json"] + Self.today)
        #expect(finished.status == 0, "\(finished.stderr)")
        #expect(finished.stderr.contains("Goal achieved: Squat 100 kg × 3 — 100 kg for 3 or more reps (goal squat-3-reps)"), "\(finished.stderr)")
        #expect(try JSONSerialization.jsonObject(with: Data(finished.stdout.utf8)) is [String: Any])

        let stats = try cli.run(["stats", "--json"] + Self.today)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any])
        #expect((document["goals"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["squat-e1rm", "squat-3-reps"])
        let text = try cli.run(["stats"] + Self.today).stdout
        #expect(text.contains("Goals\n  Squat e1RM 110 kg (squat-e1rm)\n    100 % — now 111 kg"), "\(text)")
    }

    /// Export and import keep the goals: into a new project they come back as they were.
    @Test func exportAndImportKeepTheGoals() throws {
        let (folder, cli) = try Self.project()
        #expect(try cli.run(["goal", "add", "Squat", "--e1rm", "115", "--by", "2027-01-01"] + Self.today).status == 0)
        #expect(try cli.run(["export", "-o", "export.json"]).status == 0)
        let target = try TemporaryFolder()
        #expect(try target.runner.run(["init", "--time-zone", "UTC", "--no-workflow"]).status == 0)
        let imported = try target.runner.run(["import", folder.url.appendingPathComponent("export.json").path])
        #expect(imported.stdout.contains(", 1 goal\n"), "\(imported.stdout)")
        #expect(try Self.goals(target.runner) == (try Self.goals(cli)))
    }
}
