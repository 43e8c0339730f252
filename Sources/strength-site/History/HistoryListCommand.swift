import ArgumentParser
import StrengthKit

struct HistoryListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List workouts newest first: date, name, exercises, duration, volume.",
        discussion: "--json prints an array of {id, name, start, durationSeconds, exerciseCount, setCount, volumeKg}.")

    @OptionGroup var global: GlobalOptions

    @Option(help: "Show only the newest N.")
    var limit: Int?

    @Flag(help: "Print JSON.")
    var json = false

    func validate() throws {
        if let limit, limit < 1 { throw ValidationError("--limit: \(limit) is not a number of workouts; give 1 or more") }
    }

    func run() throws {
        let data = try global.store.load()
        let all = HistoryRow.rows(of: data)
        let rows = limit.map { Array(all.prefix(max(0, $0))) } ?? all
        if json {
            try Output.json(rows)
        } else {
            Output.print(TerminalText(data: data).historyList(rows, of: all))
        }
    }
}
