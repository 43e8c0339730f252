import ArgumentParser

struct ExerciseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "exercise",
        abstract: "Manage the exercise library.",
        subcommands: [ExerciseListCommand.self, ExerciseShowCommand.self, ExerciseAddCommand.self, ExerciseEditCommand.self,
                      ExerciseFavoriteCommand.self, ExerciseArchiveCommand.self, ExerciseDeleteCommand.self,
                      ExerciseMergeCommand.self, ExerciseSuggestCommand.self],
        defaultSubcommand: ExerciseListCommand.self)
}
