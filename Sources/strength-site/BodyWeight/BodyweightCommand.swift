import ArgumentParser

struct BodyweightCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bodyweight",
        abstract: "Body-weight entries (used for the volume of bodyweight exercises).",
        subcommands: [BodyweightAddCommand.self, BodyweightListCommand.self],
        defaultSubcommand: BodyweightListCommand.self)
}
