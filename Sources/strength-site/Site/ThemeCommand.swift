import ArgumentParser

struct ThemeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme",
        abstract: "Work with the site's theme.",
        subcommands: [ThemeEjectCommand.self])
}
