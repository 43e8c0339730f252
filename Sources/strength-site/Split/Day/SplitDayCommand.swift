import ArgumentParser

struct SplitDayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "day", abstract: "Change a split's days: add, rename, move, delete, assign or unassign templates.",
        discussion: "Days are named by name, id or position (1 is the first).",
        subcommands: [SplitDayAddCommand.self, SplitDayRenameCommand.self, SplitDayMoveCommand.self, SplitDayDeleteCommand.self,
                      SplitDayAssignCommand.self, SplitDayUnassignCommand.self])
}
