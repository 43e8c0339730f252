import ArgumentParser
import StrengthKit

struct HomeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "home",
        abstract: "The Home tab: the active split and its next day, recent templates, the live workout, this week so far.",
        discussion: """
            The next day is the one after the day the last workout from the active split was done on (started with \
            `workout start --next` or --day, or logged with a template that is on one day of the split, by --template or by \
            --name with the template's name), round to the \
            first after the last. --json prints the shape documented in docs/HOME.md.
            """)

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Print JSON (docs/HOME.md).")
    var json = false

    func run() throws {
        let data = try global.store.load()
        let analytics = TrainingAnalytics.compute(data, today: global.todayDay(in: data.timeZone))
        let home = HomeDashboard(data: data, analytics: analytics, now: global.nowStamp(in: data.timeZone))
        if json {
            try Output.json(home)
        } else {
            Output.print(home.text)
        }
    }
}
