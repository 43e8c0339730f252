import ArgumentParser
import StrengthKit

/// Reads the command line as git, hugo and make do before argument-parser sees it: global options
/// (`--project DIR`, `--today DAY`) may come before the subcommand as well as after it, and a
/// mistyped subcommand gets a "did you mean".
///
/// argument-parser only takes a subcommand's options after the subcommand's name, so the global
/// options found before the name are moved to just after the whole subcommand path.
struct CommandLineArrangement {
    /// Global options that take a value (`GlobalOptions`).
    static let globalOptions: Set<String> = ["--project", "--today"]
    /// argument-parser's own words, which are not subcommands of ours.
    static let builtIns: Set<String> = ["help", "-h", "--help", "--version", "--generate-completion-script",
                                        "--experimental-dump-help"]

    /// The arguments with the global options found before or between the subcommand's words moved
    /// after the whole subcommand path.
    var arguments: [String]
    /// The subcommand's words as typed (`["template", "show"]`), for pointing at its help.
    var path: [String]
    /// A word near one of a group's subcommands that the group's default subcommand took as its
    /// argument (`exercise lst` reads as `exercise list lst`): a search, unless it finds nothing
    /// (`check(_:)`).
    private var nearSubcommand: (word: String, path: [String], among: [ParsableCommand.Type])?

    /// - Throws: `UsageError` naming the closest command when a word that should be a subcommand is
    ///   none, and the group's default subcommand cannot take it either.
    init(_ arguments: [String], root: ParsableCommand.Type) throws {
        var globals: [String] = []
        var path: [String] = []
        var command: ParsableCommand.Type = root
        var index = 0
        var rest: [String]?
        while index < arguments.count {
            let argument = arguments[index]
            if Self.globalOptions.contains(argument) {
                globals += arguments[index..<min(index + 2, arguments.count)]
                index += 2
                continue
            }
            if argument.contains("="), let name = argument.split(separator: "=", maxSplits: 1).first, Self.globalOptions.contains(String(name)) {
                globals.append(argument)
                index += 1
                continue
            }
            let children = command.configuration.subcommands
            if let child = children.first(where: { Self.name(of: $0) == argument }) {
                command = child
                path.append(argument)
                index += 1
                continue
            }
            if Self.builtIns.contains(argument) {
                // `strength-site --project X --help`: help needs no project.
                rest = path + Array(arguments[index...])
                break
            }
            // A word where a subcommand must stand, unless the group's default subcommand takes it as an
            // argument (`exercise bench` searches); none of the others does (`workout ad` is no `workout show ad`).
            if !children.isEmpty, !argument.hasPrefix("-") {
                guard let fallback = command.configuration.defaultSubcommand, (try? fallback.parseAsRoot([argument])) != nil else {
                    throw UsageError(Self.unknownCommandMessage(argument, path: path[...], among: children))
                }
                if Self.closest(to: argument, among: children) != nil { nearSubcommand = (argument, path, children) }
            }
            break
        }
        self.arguments = rest ?? path + globals + Array(arguments[min(index, arguments.count)...])
        self.path = path
    }

    /// Refuses the word a default subcommand searched for when it is near a subcommand's name and
    /// finds nothing: `exercise lst` is a mistyped `exercise list`, `exercise bench` a search.
    func check(_ command: ParsableCommand) throws {
        guard let near = nearSubcommand, let search = command as? SearchingDefaultSubcommand, try !search.finds(near.word) else { return }
        throw UsageError(Self.unknownCommandMessage(near.word, path: near.path[...], among: near.among, nor: search.searched))
    }

    /// Every command of ours names itself in its configuration.
    private static func name(of command: ParsableCommand.Type) -> String {
        command.configuration.commandName ?? ""
    }

    /// The subcommand whose name is nearest `word`, when one is near enough to be what was meant.
    static func closest(to word: String, among children: [ParsableCommand.Type]) -> String? {
        NearestWord.to(word, among: children.map { name(of: $0) })
    }

    /// `'biuld' is not a strength-site command; did you mean 'build'? (see 'strength-site --help')`;
    /// `nor` names what else the word was looked for in.
    static func unknownCommandMessage(_ word: String, path: ArraySlice<String>, among children: [ParsableCommand.Type],
                                      nor: String? = nil) -> String {
        let command = (["strength-site"] + path).joined(separator: " ")
        var message = "'\(word)' is not a \(command) command"
        if let nor { message += ", nor \(nor)" }
        if let best = closest(to: word, among: children) { message += "; did you mean '\(best)'?" }
        return message + " (see '\(command) --help')"
    }
}
