import ArgumentParser
import Foundation
import StrengthKit

@main
struct StrengthSite: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strength-site",
        abstract: "Keep a training history in plain JSON files and publish it as a static site.",
        discussion: """
            Run inside a site project (a folder with Data/), or point at one with --project DIR. \
            Every command takes --project and --today; list and show commands take --json.
            """,
        version: "0.1.0",
        subcommands: [
            InitCommand.self, LogCommand.self, BuildCommand.self, HistoryCommand.self, StatsCommand.self, ExerciseCommand.self, CategoryCommand.self,
            BodyweightCommand.self, SettingsCommand.self, ExportCommand.self, ImportCommand.self, ResetCommand.self, ThemeCommand.self,
        ])

    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as CleanExit {
            exit(withError: error)
        } catch let error as ExitCode {
            exit(withError: error)
        } catch {
            if let code = ErrorReport.exitCode(for: error) {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                Foundation.exit(code)
            }
            exit(withError: error)
        }
    }
}
