import ArgumentParser

struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Completed workouts, newest first.",
        subcommands: [HistoryListCommand.self, HistoryShowCommand.self, HistoryEditCommand.self, HistoryDeleteCommand.self, HistoryClearCommand.self],
        defaultSubcommand: HistoryListCommand.self)
}
