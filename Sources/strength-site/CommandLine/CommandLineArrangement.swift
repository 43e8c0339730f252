import ArgumentParser
import StrengthKit

/// Reads the command line as git, hugo and make do before argument-parser sees it: global options
/// (`--project DIR`, `--today DAY`) may come before the subcommand as well as after it, and a
/// mistyped subcommand gets a "did you mean".
///
/// argument-parser only takes a subcommand's options after the subcommand's name, so the global
/// options found before the name are moved to just after the whole subcommand path.
enum CommandLineArrangement {
    /// Global options that take a value (`GlobalOptions`).
    static let globalOptions: Set<String> = ["--project", "--today"]
    /// argument-parser's own words, which are not subcommands of ours.
    static let builtIns: Set<String> = ["help", "-h", "--help", "--version", "--generate-completion-script",
                                        "--experimental-dump-help"]

    /// The arguments with the global options found before or between the subcommand's words moved
    /// after the whole subcommand path.
    /// - Throws: `UsageError` naming the closest command when a word that should be a subcommand is none.
    static func arranged(_ arguments: [String], root: ParsableCommand.Type) throws -> [String] {
        var globals: [String] = []
        var path: [String] = []
        var command: ParsableCommand.Type = root
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if globalOptions.contains(argument) {
                globals += arguments[index..<min(index + 2, arguments.count)]
                index += 2
                continue
            }
            if argument.contains("="), let name = argument.split(separator: "=", maxSplits: 1).first, globalOptions.contains(String(name)) {
                globals.append(argument)
                index += 1
                continue
            }
            let children = command.configuration.subcommands
            if let child = children.first(where: { name(of: $0) == argument }) {
                command = child
                path.append(argument)
                index += 1
                continue
            }
            if builtIns.contains(argument) {
                // `strength-site --project X --help`: help needs no project.
                return path + Array(arguments[index...])
            }
            // A word where a subcommand must stand (no default subcommand could take it as an argument).
            if !children.isEmpty, command.configuration.defaultSubcommand == nil, !argument.hasPrefix("-") {
                throw UsageError(unknownCommandMessage(argument, path: path[...], among: children))
            }
            break
        }
        return path + globals + Array(arguments[min(index, arguments.count)...])
    }

    /// Every command of ours names itself in its configuration.
    private static func name(of command: ParsableCommand.Type) -> String {
        command.configuration.commandName ?? ""
    }

    static func unknownCommandMessage(_ word: String, path: ArraySlice<String>, among children: [ParsableCommand.Type]) -> String {
        let names = children.map { name(of: $0) }
        let scored = names.map { name in (distance: EditDistance.between(word.lowercased(), name), name: name) }
            .filter { $0.distance <= max(2, $0.name.count / 3) || $0.name.hasPrefix(word.lowercased()) }
            .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
        let command = (["strength-site"] + path).joined(separator: " ")
        var message = "'\(word)' is not a \(command) command"
        if let best = scored.first { message += "; did you mean '\(best.name)'?" }
        return message + " (see '\(command) --help')"
    }
}
