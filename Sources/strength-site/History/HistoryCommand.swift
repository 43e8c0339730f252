import ArgumentParser

struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Completed workouts, newest first.",
        subcommands: [HistoryListCommand.self, HistoryShowCommand.self, HistoryEditCommand.self, HistoryHeldCommand.self, HistoryConfirmCommand.self,
                      HistoryDeleteCommand.self, HistoryClearCommand.self],
        defaultSubcommand: HistoryListCommand.self)
}
