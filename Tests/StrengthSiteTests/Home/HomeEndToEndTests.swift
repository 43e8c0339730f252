import Foundation
import Testing

/// `home` through the binary, on a project `init` made with a starter program: the active split and
/// its next day, the live workout while one runs, and the next day moving on once it is finished.
@Suite struct HomeEndToEndTests {
    struct Home: Decodable {
        struct Split: Decodable { var name: String; var days: [Day] }
        struct Day: Decodable { var name: String; var isNext: Bool }
        struct Next: Decodable { var name: String }
        struct Live: Decodable { var name: String; var sets: Int }
        struct Week: Decodable { var workouts: Int; var sets: Int }
        var activeSplit: Split?
        var nextDay: Next?
        var liveWorkout: Live?
        var thisWeek: Week
    }

    func home(_ cli: CommandRunner) throws -> Home {
        let result = try cli.run(["home", "--json", "--today", "2026-11-24"])
        #expect(result.status == 0, "\(result.stderr)")
        return try JSONDecoder().decode(Home.self, from: Data(result.stdout.utf8))
    }

    @Test func homeFollowsTheSplitAndTheLiveWorkout() throws {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        let created = try cli.run(["init", "--time-zone", "UTC", "--no-workflow", "--days", "4", "--goal", "strength"])
        #expect(created.status == 0, "\(created.stderr)")

        var home = try home(cli)
        let days = try #require(home.activeSplit).days.map(\.name)
        #expect(days.count == 4)
        #expect(home.nextDay?.name == days[0], "with no workout from the split yet, the first day is next")
        #expect(home.liveWorkout == nil && home.thisWeek.workouts == 0)

        let started = try cli.run(["workout", "start", "--next", "--start", "2026-11-24 07:00"])
        #expect(started.status == 0, "\(started.stderr)")
        let exercise = try #require(started.stdout.split(separator: "\n").first { $0.hasPrefix("1. ") })
            .dropFirst(3).components(separatedBy: " — ")[0]
        let added = try cli.run(["workout", "add", "\(exercise): 60x5, 60x5"])
        #expect(added.status == 0, "\(added.stderr)")
        home = try self.home(cli)
        #expect(home.liveWorkout?.name == days[0] && home.liveWorkout?.sets == 2)
        let text = try cli.run(["home", "--today", "2026-11-24"]).stdout
        #expect(text.hasPrefix("Live workout\n  \(days[0]): started "), "\(text)")

        #expect(try cli.run(["workout", "finish", "--duration", "45m"]).status == 0)
        home = try self.home(cli)
        #expect(home.liveWorkout == nil)
        #expect(home.nextDay?.name == days[1])
        #expect(home.activeSplit?.days.map(\.isNext) == [false, true, false, false])
        #expect(home.thisWeek.workouts == 1 && home.thisWeek.sets == 2)
    }

    /// `log --name "Lower A"` follows the template of that name, as `--template` would: the split goes on from it.
    @Test func aWorkoutLoggedUnderATemplatesNameFollowsIt() throws {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        #expect(try cli.run(["init", "--time-zone", "UTC", "--no-workflow", "--days", "4"]).status == 0)
        #expect(try home(cli).nextDay?.name == "Upper A")

        let logged = try cli.run(["log", "--name", "lower a", "--start", "2026-11-23 18:00", "Squat: 100x5"])
        #expect(logged.status == 0, "\(logged.stderr)")
        #expect(logged.stdout.contains("id 2026-11-23-1800-lower-a, template lower-a\n"), "\(logged.stdout)")
        #expect(logged.stdout.contains("Template \"Lower A\" attached: the workout has its name (to take it off: "
                                       + "strength-site history edit 2026-11-23-1800-lower-a --template none)\n"), "\(logged.stdout)")
        let home = try home(cli)
        #expect(home.nextDay?.name == "Upper B")
        #expect(home.activeSplit?.days.map(\.isNext) == [false, false, true, false])
        // Each day's one template has its name: said once.
        let text = try cli.run(["home", "--today", "2026-11-24"]).stdout
        #expect(text.contains("  1. Upper A\n  2. Lower A\n  3. Upper B   ← next\n  4. Lower B\n"), "\(text)")

        // A name no template has attaches nothing, and says nothing about it.
        let other = try cli.run(["log", "--name", "Lower C", "--start", "2026-11-24 18:00", "Squat: 100x5"])
        #expect(other.status == 0, "\(other.stderr)")
        #expect(!other.stdout.contains("attached") && !other.stdout.contains(", template "), "\(other.stdout)")
        #expect(try self.home(cli).nextDay?.name == "Upper B")
    }

    @Test func withoutASplitHomeSaysHowToMakeOne() throws {
        let folder = try TemporaryFolder()
        #expect(try folder.runner.run(["init", "--time-zone", "UTC", "--no-workflow"]).status == 0)
        let result = try folder.runner.run(["home", "--today", "2026-11-24"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("No active split. Make one with `strength-site split add`"))
        #expect(try home(folder.runner).activeSplit == nil)
    }
}
