@testable import StrengthKit
import Testing

/// The README's table of settings is `SettingsTable.markdown` between two markers, made from the rows.
struct SettingsTableTests {
    @Test func theReadmeHoldsTheTableAsTheRowsMakeIt() throws {
        let table = try #require(try GeneratedBlock.text(in: "README.md", named: "settings", madeBy: "SettingsTable.markdown"))
        #expect(table == SettingsTable.markdown, "README.md's table should read:\n\(SettingsTable.markdown)")
    }

    /// One line per row, in order, naming its key, its aliases and its help.
    @Test func theTableHasALinePerRow() {
        let lines = SettingsTable.markdown.split(separator: "\n").dropFirst(2).map(String.init)
        #expect(lines.count == SettingsTable.rows.count)
        for (line, row) in zip(lines, SettingsTable.rows) {
            #expect(line.hasPrefix("| `\(row.key)` | "))
            #expect(line.hasSuffix(" | \(row.help) |"))
            for alias in row.aliases { #expect(line.contains("`\(alias)`")) }
        }
        #expect(SettingsTable.markdown.contains("| `units` | `unit` | kg or lb — the unit weights are shown and typed in |\n"))
    }
}
