import Foundation
import Testing
@testable import strength_site

/// A value the command line got wrong is told as argument-parser tells its own: what was given — the
/// option with its dashes, the argument, `settings set`'s key — then what it is not, and last where to
/// read more: the command's help, or for a name that matches nothing the command that lists what
/// there is. Exit 64.
@Suite struct OptionValueErrorsEndToEndTests {
    /// A project with the starter program and one workout, 2025-03-14-1800-workout.
    static func project() throws -> TemporaryFolder {
        try ErrorStyleEndToEndTests.project()
    }

    @Test(arguments: [
        // settings: the key as settings set takes it; as an option where a command takes the setting as one
        (["settings", "set", "time-zone", "Mars/Base"],
         "time-zone: 'Mars/Base' is not an IANA time zone such as Europe/Berlin or UTC (see 'strength-site settings set --help')"),
        (["init", "other", "--time-zone", "Mars/Base", "--no-program", "--no-workflow"],
         "--time-zone: 'Mars/Base' is not an IANA time zone such as Europe/Berlin or UTC (see 'strength-site init --help')"),
        (["settings", "set", "units", "stone"], "units: 'stone' is not kg or lb (see 'strength-site settings set --help')"),
        (["settings", "set", "tiem-zone", "UTC"], "unknown setting 'tiem-zone'; did you mean 'time-zone'? (see 'strength-site settings set --help')"),
        // import
        (["import", "--format", "strnog", "x.csv"],
         "--format: 'strnog' is not one of auto, strong, hevy, fitnotes, stronglifts, fitbod, jefit, export; did you mean 'strong'? "
            + "(see 'strength-site import --help')"),
        (["import", "--units", "stone", "x.csv"], "--units: 'stone' is not kg or lb (see 'strength-site import --help')"),
        (["import", "--time-zone", "Mars/Base", "x.csv"],
         "--time-zone: 'Mars/Base' is not an IANA time zone such as Europe/Berlin or UTC (see 'strength-site import --help')"),
        (["import", "--map", "foo", "x.csv"], "--map: 'foo' is not \"Their Name=Our Name\" (see 'strength-site import --help')"),
        // history, stats, log, workout
        (["history", "show", "upper-a"], "no workout \"upper-a\" (see 'strength-site history list')"),
        (["history", "edit", "2025-03-14-1800-workout"], "nothing to change (see 'strength-site history edit --help')"),
        (["history", "list", "--limit", "0"], "--limit: 0 is not a number of workouts; give 1 or more (see 'strength-site history list --help')"),
        (["workout", "edit"], "nothing to change (see 'strength-site workout edit --help')"),
        (["workout", "start", "--empty", "--energy", "x"], "--energy: 'x' is not low, ok or high (see 'strength-site workout start --help')"),
        (["history", "edit", "2025-03-14-1800-workout", "--start", "nope"],
         "--start: 'nope' is not a time; write 'YYYY-MM-DD HH:MM' or 'HH:MM' (see 'strength-site history edit --help')"),
        (["stats", "--exercise", "Deadlift"],
         "--exercise: Deadlift has not been logged yet, so it has no statistics (see 'strength-site stats --help')"),
        (["log", "--start", "2025-13-01 10:00", "Bench Press: 100x5"],
         "--start: '2025-13-01 10:00' is not a time; write 'YYYY-MM-DD HH:MM', 'HH:MM' (today) or 'YYYY-MM-DD' (at noon) "
            + "(see 'strength-site log --help')"),
        (["log", "--template", "Nope", "Bench Press: 100x5"], "no workout template \"Nope\" (see 'strength-site template list')"),
        (["workout", "rest", "abc"],
         "<seconds>: 'abc' is not a rest; give seconds from 1 to 3600 (90) or m:ss (1:30) (see 'strength-site workout rest --help')"),
        (["--today", "2026-99-01", "home"], "--today: '2026-99-01' is not a date in the form YYYY-MM-DD (see 'strength-site home --help')"),
        // the library, body weight, goals
        (["exercise", "show", "Nope"], "no exercise \"Nope\" (see 'strength-site exercise list')"),
        (["exercise", "add", "Foo", "--type", "weights"],
         "--type: 'weights' is not an exercise type; use one of weight_reps, bodyweight_reps, duration, distance_duration, "
            + "weight_duration, reps_only (see 'strength-site exercise add --help')"),
        (["exercise", "list", "--category", "Chestt"], "no category \"Chestt\"; did you mean \"Chest\"? (see 'strength-site category list')"),
        (["category", "move", "Chest", "--to", "99"], "--to: position 99 is not between 1 and 13 (see 'strength-site category move --help')"),
        (["split", "show", "nope"], "no split \"nope\" (see 'strength-site split list')"),
        (["bodyweight", "add", "abc"],
         "<weight>: 'abc' is not a weight; write a number such as 100 or 102.5, optionally with kg or lb (see 'strength-site bodyweight add --help')"),
        (["bodyweight", "add", "80", "--date", "2026-13-01"],
         "--date: '2026-13-01' is not a date in the form YYYY-MM-DD (see 'strength-site bodyweight add --help')"),
        (["goal", "add", "--workouts-per-week", "99"], "--workouts-per-week: 99 is not between 1 and 14 (see 'strength-site goal add --help')"),
        (["goal", "show", "nope"], "no goal \"nope\" (see 'strength-site goal list')"),
    ] as [([String], String)])
    func aWrongValueNamesWhereItWasGivenAndWhereToReadMore(arguments: [String], message: String) throws {
        let folder = try Self.project()
        let result = try folder.runner.run(arguments)
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(result.stderr == "error: \(message)\n", "\(arguments)")
    }

    /// Every command a "no …" error points at lists what there is.
    @Test(arguments: ["exercise", "category", "workout", "workout template", "split", "goal"])
    func theListCommandANameErrorNamesRuns(kind: String) throws {
        let folder = try Self.project()
        let command = try #require(ErrorReport.listCommand(of: kind), "\(kind)")
        let result = try folder.runner.run(command.split(separator: " ").map(String.init))
        #expect(result.status == 0, "\(command): \(result.stderr)")
    }

    @Test func aDayThatIsNotThereIsLookedForInItsSplit() throws {
        let folder = try Self.project()
        let result = try folder.runner.run(["workout", "start", "--day", "Nope"])
        #expect(result.status == 64)
        #expect(result.stderr == "error: no day of Upper/Lower \"Nope\" (see 'strength-site split show \"Upper/Lower\"')\n")
        #expect(try folder.runner.run(["split", "show", "Upper/Lower"]).status == 0)
    }
}
