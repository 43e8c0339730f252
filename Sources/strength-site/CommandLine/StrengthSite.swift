import ArgumentParser
import Foundation
import StrengthKit

@main
struct StrengthSite: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strength-site",
        abstract: "Keep a training history in plain JSON files and publish it as a static site.",
        discussion: """
            Run inside a site project (a folder with Data/), or point at one with --project DIR. \
            Every command takes --project and --today, before or after the command's name; list and show \
            commands take --json.
            """,
        version: toolVersion,
        subcommands: [
            InitCommand.self, HomeCommand.self, LogCommand.self, WorkoutCommand.self, BuildCommand.self, ServeCommand.self, PublishCommand.self, HistoryCommand.self,
            StatsCommand.self, ExerciseCommand.self, CategoryCommand.self, TemplateCommand.self, SplitCommand.self,
            BodyweightCommand.self, SettingsCommand.self, ExportCommand.self, ImportCommand.self, ResetCommand.self, ThemeCommand.self,
        ])

    /// This build's version: `--version`, and the tag `init`'s Pages workflow builds.
    static let toolVersion = "0.1.0"

    static func main() async {
        do {
            let arguments = try CommandLineArrangement.arranged(Array(CommandLine.arguments.dropFirst()), root: self)
            var command = try parseAsRoot(arguments)
            try GlobalOptions.of(command)?.checkToday()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let error as CleanExit {
            exit(withError: error)
        } catch let error as ExitCode {
            exit(withError: error)
        } catch {
            if let code = ErrorReport.exitCode(for: error) {
                Output.error("\(error)")
                Foundation.exit(code)
            }
            exit(withError: error)
        }
    }
}
