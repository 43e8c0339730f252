import ArgumentParser

struct SplitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "split",
        abstract: "Manage training splits: ordered days, each with its templates; the active split says which day is next.",
        subcommands: [SplitListCommand.self, SplitShowCommand.self, SplitAddCommand.self, SplitEditCommand.self, SplitDeleteCommand.self,
                      SplitActivateCommand.self, SplitDeactivateCommand.self, SplitDayCommand.self],
        defaultSubcommand: SplitListCommand.self)
}
