import ArgumentParser

struct WorkoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "workout",
        abstract: "Log a workout live, set by set: start, add, show, edit, finish or cancel it; time a rest.",
        discussion: "The workout under way is kept in Data/session.json (one per project) until it is finished into a workout file or cancelled. The site does not show it.",
        subcommands: [WorkoutStartCommand.self, WorkoutAddCommand.self, WorkoutShowCommand.self, WorkoutEditCommand.self,
                      WorkoutFinishCommand.self, WorkoutCancelCommand.self, WorkoutRestCommand.self],
        defaultSubcommand: WorkoutShowCommand.self)
}
