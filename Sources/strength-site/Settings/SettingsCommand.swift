import ArgumentParser

struct SettingsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settings",
        abstract: "Show or change the project's settings.",
        subcommands: [SettingsShowCommand.self, SettingsSetCommand.self],
        defaultSubcommand: SettingsShowCommand.self)
}
