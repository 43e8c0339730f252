import ArgumentParser
import Foundation
import Testing
@testable import strength_site

/// argument-parser wraps a command's discussion to the terminal's width at the last space that
/// fits, wherever it falls: inside a quoted argument of an example (`"Plank: 60s,` / `45s"`), which
/// then fails when pasted, or across a row of a table. The lines a discussion lays out by hand —
/// examples, tables, lists, each starting with a space, where prose starts at the margin — are
/// written to stay whole on an 80-column terminal, every command's.
@Suite struct HelpLayoutTests {
    /// Every command, groups and the root included.
    static func commands(under root: ParsableCommand.Type = StrengthSite.self) -> [ParsableCommand.Type] {
        [root] + root.configuration.subcommands.flatMap { commands(under: $0) }
    }

    static func name(of command: ParsableCommand.Type) -> String {
        String(describing: command)
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The overview's laid-out lines as written: rendered too wide for anything to wrap.
    static func laidOutLines(of command: ParsableCommand.Type) -> [String] {
        let help = StrengthSite.helpMessage(for: command, columns: 10_000)
        let overview = help.components(separatedBy: "\nUSAGE:")[0]
        return lines(overview).filter { $0.hasPrefix(" ") }
    }

    @Test func theRootAndItsCommandsAreAllWalked() {
        let names = Set(Self.commands().map { $0.configuration.commandName })
        for name in ["log", "init", "publish", "set", "confirm", "add", "assign"] { #expect(names.contains(name), "\(name)") }
    }

    @Test func examplesAndTablesStayWholeAt80Columns() {
        for command in Self.commands() {
            let rendered = Set(Self.lines(StrengthSite.helpMessage(for: command, columns: 80)))
            for line in Self.laidOutLines(of: command) where !rendered.contains(line) {
                Issue.record("\(Self.name(of: command)): this line breaks on an 80-column terminal (\(line.count) characters): \(line)")
            }
        }
    }

    /// An example and its continuation lines (` \`) are one command line whose double quotes close.
    @Test func everyExampleClosesItsQuotes() {
        var examples = 0
        for command in Self.commands() {
            var pending: String?
            for line in Self.laidOutLines(of: command) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if pending == nil, !trimmed.hasPrefix("strength-site ") { continue }
                let joined = (pending.map { $0 + " " } ?? "") + trimmed
                if trimmed.hasSuffix("\\") {
                    pending = String(joined.dropLast())
                    continue
                }
                pending = nil
                examples += 1
                #expect(joined.filter { $0 == "\"" }.count % 2 == 0, "\(Self.name(of: command)): \(joined)")
            }
            #expect(pending == nil, "\(Self.name(of: command)): an example ends in a continuation")
        }
        #expect(examples > 20)
    }

    /// `log`'s set table and example at 80 columns, as a lifter reads and pastes them.
    @Test func logsSetTableAndExampleAreWholeAt80Columns() {
        let help = StrengthSite.helpMessage(for: LogCommand.self, columns: 80)
        #expect(help.contains("\n  +0x12  x12     bodyweight with none (x12 is also a reps-only set)\n"), "\(help)")
        #expect(help.contains("""

              strength-site log --name "Upper A" --duration 65m \\
                "Bench Press: w60x10, 100x5x3, 102.5x3@9" "Pull Up: +10x8, x6" \\
                "Plank: 60s, 45s" "Running: 5km in 25:00"

            """), "\(help)")
    }
}
