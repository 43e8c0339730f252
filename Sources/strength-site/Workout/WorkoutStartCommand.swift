import ArgumentParser
import StrengthKit

struct WorkoutStartCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "start",
        abstract: "Start a workout from a template, a split day, or empty.",
        discussion: """
            strength-site workout start "Push A"        a template by name or id
            strength-site workout start --next          the active split's next day
            strength-site workout start --day Pull      a day of the active split (or of --split)
            strength-site workout start --empty --name "Arms"
            Check-in (optional): --energy low|ok|high --soreness none|mild|high --minutes N.
            Low energy or high soreness: one set fewer per exercise and no weight increases; both: two fewer.
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The template to start (name or id).")
    var template: String?

    @Flag(help: "Start the active split's next day.")
    var next = false

    @Option(help: "Start this day (name, id or number) of the active split.")
    var day: String?

    @Option(help: "With --day: the split the day belongs to (default: the active one).")
    var split: String?

    @Flag(help: "Start a workout with no plan.")
    var empty = false

    @Option(help: "The workout's name (default: the template's or day's; 'Workout' when empty).")
    var name: String?

    @Option(help: ArgumentHelp("Local start time: 'YYYY-MM-DD HH:MM' or 'HH:MM' (today). Default: now.", valueName: "time"))
    var start: String?

    @Option(help: "How much energy you have: low, ok or high.")
    var energy: String?

    @Option(help: "How sore you are: none, mild or high.")
    var soreness: String?

    @Option(help: "Minutes you have for the workout.")
    var minutes: Int?

    @Flag(help: "Print the started workout as JSON.")
    var json = false

    func validate() throws {
        let chosen = [template != nil, next, day != nil, empty].filter { $0 }.count
        if chosen != 1 { throw ValidationError("give one of: a template name, --next, --day DAY or --empty") }
        if split != nil, day == nil { throw ValidationError("--split goes with --day") }
        if let energy, Readiness.Energy(rawValue: energy.lowercased()) == nil { throw ValidationError("--energy: '\(energy)' is not low, ok or high") }
        if let soreness, Readiness.Soreness(rawValue: soreness.lowercased()) == nil {
            throw ValidationError("--soreness: '\(soreness)' is not none, mild or high")
        }
        if let minutes, !(1...1440).contains(minutes) { throw ValidationError("--minutes: \(minutes) is not between 1 and 1440") }
    }

    func run() throws {
        let plan: WorkoutPlan = if let template { .template(template) } else if next { .nextDay }
            else if let day { .day(day, split: split) } else { .empty }
        let readiness = Readiness(energy: energy.flatMap { Readiness.Energy(rawValue: $0.lowercased()) },
                                  soreness: soreness.flatMap { Readiness.Soreness(rawValue: $0.lowercased()) },
                                  minutesAvailable: minutes)
        let (result, _) = try global.store.update { data in
            let local = try global.localTime(start, option: "--start", in: data.timeZone)
            let session = try LiveWorkout.start(LiveWorkout.StartRequest(plan: plan, name: name, start: local, readiness: readiness), in: &data)
            return (SessionDocument(session, in: data, now: global.nowStamp(in: data.timeZone)), data)
        }
        if json {
            try Output.json(result.0)
        } else {
            Output.print(result.0.text)
        }
    }
}
