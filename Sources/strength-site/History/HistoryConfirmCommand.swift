import ArgumentParser
import StrengthKit

struct HistoryConfirmCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "confirm",
        abstract: "Count held sets as they are: a set an import doubted is kept, shown and counted nowhere until you confirm or fix it (writes a backup).",
        discussion: """
            An import holds a set far beyond its exercise's sets before it when no later session comes \
            within 80 % of it (a typo such as 225 lb for 22.5), a load on a bodyweight exercise that looks \
            like your body weight, and a pace or distance beyond what a person covers. A held set counts \
            toward nothing — no record, e1RM, trend, volume, working set, muscle set or goal — as a warm-up; \
            its workout still counts. Confirm it to count it as it is (it is never judged again), or fix it \
            with `history edit`. `history held` lists them with both commands.

              strength-site history confirm 2025-04-12-1518-lower-2 \\
                --exercise "Bayesian Curl" --set 3
              strength-site history confirm --exercise "Hack Squat"  # all of one exercise
              strength-site history confirm --all
              strength-site history confirm --exercise "Chin Up" --as-body-weight
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The workout: its id, a unique start of one, or 'latest'. Leave it out with --exercise for every workout.")
    var workout: String?

    @Option(help: ArgumentHelp("The exercise: in a workout its name or number there, else its name.", valueName: "exercise"))
    var exercise: String?

    @Option(help: ArgumentHelp("With a workout and --exercise: one set, by its number.", valueName: "n"))
    var set: Int?

    @Flag(help: "Every held set.")
    var all = false

    @Flag(name: .customLong("as-body-weight"),
          help: "For loads held as body weight typed as load: take each as that day's body weight (a body-weight entry where the day has none) and count the set with no added load, or with the load over the day's body weight when that is 0 to 60 kg.")
    var asBodyWeight = false

    func validate() throws {
        if all, workout != nil || exercise != nil || set != nil {
            throw ValidationError("--all confirms every held set; leave out the workout, --exercise and --set")
        }
        if !all, workout == nil, exercise == nil {
            throw ValidationError("say which held sets: a workout, --exercise NAME, or --all (`strength-site history held` lists them)")
        }
        if set != nil, workout == nil || exercise == nil { throw ValidationError("--set N needs a workout and --exercise") }
    }

    func run() throws {
        let store = global.store
        let (message, report) = try store.update(backup: global.backup("history-confirm")) { data in
            let target = try workout.map { try HistoryEditor.workout(matching: $0, in: data) }
            let scope = try HeldSets.scope(workout: target, exercise: exercise, set: set, all: all, in: data)
            if asBodyWeight {
                let taken = try HeldSets.takeAsBodyWeight(scope, in: &data)
                return "Took \(NumberText.counted(taken.sets, "set"))' loads as body weight "
                    + "(\(NumberText.counted(taken.entries, "body-weight entry", plural: "body-weight entries")) added): they count from now on.\n"
            }
            let confirmed = try HeldSets.confirm(scope, in: &data)
            return "Confirmed \(NumberText.counted(confirmed, "held set")): counted from now on, and never judged again.\n"
        }
        Output.print(message)
        Output.backupNote(report)
    }
}
