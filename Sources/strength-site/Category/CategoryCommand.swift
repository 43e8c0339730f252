import ArgumentParser

struct CategoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "category",
        abstract: "Manage muscle-group categories (names unique, at most 20 characters).",
        subcommands: [CategoryListCommand.self, CategoryAddCommand.self, CategoryRenameCommand.self,
                      CategoryMoveCommand.self, CategoryDeleteCommand.self],
        defaultSubcommand: CategoryListCommand.self)
}
