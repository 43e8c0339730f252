import DemoHistory
import Foundation
import StrengthKit

// The Hugo side of `make bench-hugo` (HugoComparison/compare.py runs it): one generated history
// written twice, as a strength-site project and as a Hugo site, so both tools build the same workouts.

let usage = """
    usage: HugoSiteGenerator generate --project DIR --hugo DIR [--workouts N]
           HugoSiteGenerator add-workout --project DIR --hugo DIR
      generate      DemoHistoryGenerator(workoutCount: N, highVolume: true) (N = 5000 by default, as
                    SiteBenchmarks) into DIR/Data for strength-site and into a Hugo site in the other DIR
      add-workout   logs one more workout on 2059-12-31 into the project, as SiteBenchmarks does, and
                    writes the same workout as one more Markdown page of the Hugo site
    """

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("HugoSiteGenerator: \(message)\n".utf8))
    exit(code)
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard let verb = arguments.first, ["generate", "add-workout"].contains(verb) else {
    fail("expected generate or add-workout\n\(usage)", code: 64)
}
var options: [String: String] = [:]
var rest = arguments.dropFirst()
while let name = rest.popFirst() {
    guard ["--project", "--hugo", "--workouts"].contains(name), let value = rest.popFirst(), !value.isEmpty else {
        fail("unknown or incomplete option '\(name)'\n\(usage)", code: 64)
    }
    options[name] = value
}
guard let projectPath = options["--project"], let hugoPath = options["--hugo"] else {
    fail("--project and --hugo are both needed\n\(usage)", code: 64)
}
let store = ProjectStore(projectDirectory: URL(fileURLWithPath: projectPath))
let hugo = HugoSite(root: URL(fileURLWithPath: hugoPath))

do {
    switch verb {
    case "generate":
        guard let count = Int(options["--workouts"] ?? "5000"), count > 0 else { fail("--workouts needs a whole number above 0", code: 64) }
        let data = try DemoHistoryGenerator(workoutCount: count, highVolume: true).generate()
        try store.create(with: data)
        try hugo.create(with: data)
        let sets = data.workouts.reduce(0) { $0 + $1.setCount }
        print("Wrote \(NumberText.grouped(data.workouts.count)) workouts (\(NumberText.grouped(sets)) sets) to \(projectPath) and \(hugoPath)")
    default:
        // After the generated history's last workout (in 2048 for 5,000) and before the `--today`
        // the benchmark builds with, like a lifter logging yesterday's session.
        let (outcome, library, units) = try store.update { data in
            guard let day = LocalDay(year: 2059, month: 12, day: 31), let start = LocalDateTime(day: day, hour: 18, minute: 0) else {
                fail("no start time", code: 1)
            }
            let outcome = try WorkoutLogger.log(LogRequest(name: "Extra \(data.workouts.count)", start: start, durationSeconds: 3600,
                                                           entries: ["Squat: 100x5x3"]), into: &data)
            return (outcome, data.library, data.settings.units)
        }.0
        try hugo.write(outcome.workout, library: library, units: units)
        print("Logged \(outcome.workout.id) into \(projectPath) and \(hugoPath)")
    }
} catch {
    fail("\(error)", code: 1)
}
