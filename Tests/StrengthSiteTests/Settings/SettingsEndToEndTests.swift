import Foundation
@testable import StrengthKit
import Testing

/// What the binary says about settings is made from `SettingsTable`: `settings set --help` lists
/// every row, `settings show` prints every row's value, and `init`'s setting options are read, and
/// refused, by the rows of their names.
@Suite struct SettingsEndToEndTests {
    /// Words of a help text with argument-parser's wrapping undone.
    static func unwrapped(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func theHelpListsEveryRowInOrder() throws {
        let folder = try TemporaryFolder()
        let help = try folder.runner.run(["settings", "set", "--help"])
        #expect(help.status == 0)
        let listed = try #require(Self.unwrapped(help.stdout).components(separatedBy: "Keys: ").dropFirst().first)
        let expected = SettingsTable.rows.map { Self.unwrapped("\($0.key): \($0.help)") }.joined(separator: " ")
        #expect(listed.hasPrefix(expected + " "), "settings set --help should list, after Keys:\n\(expected)")
    }

    @Test func showPrintsEveryRowsValue() throws {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        #expect(try cli.run(["init", "--units", "lb", "--time-zone", "Europe/Berlin", "--title", "Lifts", "--no-program"]).status == 0)
        #expect(try cli.run(["settings", "set", "rest", "2:30"]).stdout == "rest-timer = 150s\n")
        var settings = Settings(units: .lb, timeZone: "Europe/Berlin", site: SiteSettings(title: "Lifts"))
        try SettingsEditor.set("rest-timer", to: "150s", in: &settings)
        let shown = try cli.run(["settings", "show"]).stdout.split(separator: "\n").map {
            $0.split(separator: " ", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        }
        #expect(shown.map { $0[0] } == SettingsTable.rows.map(\.key))
        #expect(shown.map { $0[1] } == SettingsTable.rows.map { $0.value(in: settings, library: nil) })
        #expect(shown.first { $0[0] == "units" }?[1] == "lb")
    }

    /// `init --units`, `--time-zone` and `--title` are settings under names the table takes, so a
    /// value is refused in the table's words, named as the option was given.
    @Test(arguments: [("--units", "stone"), ("--time-zone", "Mars/Base"), ("--title", " ")])
    func initsSettingOptionsAreReadByTheirRows(_ option: String, _ value: String) throws {
        var scratch = Settings()
        let failure = try #require(throws: SettingsEditor.Failure.self) {
            try SettingsEditor.set(String(option.dropFirst(2)), to: value, in: &scratch)
        }
        #expect(failure.message(keyAsOption: true).hasPrefix("\(option): '\(value)' is not "))
        let folder = try TemporaryFolder()
        let result = try folder.runner.run(["init", option, value, "--no-program"])
        #expect(result.status == 64)
        #expect(result.stderr == "error: \(failure.message(keyAsOption: true)) (see 'strength-site init --help')\n")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Data").path))
    }
}
