import Foundation
import Testing

/// The recent window and the pace formula are written once (issue 41, items 3 and 4): in
/// `RecentWindow` and `Pace`. A figure that counts its own 84 days, 12 or 4 weeks, or divides seconds
/// by metres itself, would drift from them unnoticed; this scan finds it.
@Suite struct RulesDefinedOnceTests {
    /// Each rule: the file that defines it, and what writing it again looks like.
    static let rules: [(home: String, restated: [String])] = [
        ("StrengthKit/Analytics/Calendar/RecentWindow.swift",
         [#"\bwindow(Days|Weeks)\b"#, #"days: -?(8[34]|28)\b"#, #"weeks: (4|12)\b"#, #"\[4, 12\]"#, #"\(0\.\.<4\)\.map"#]),
        ("StrengthKit/Analytics/Exercises/Pace.swift", [#"/ *\w*[mM]eters *\* *1_?000\b"#]),
    ]

    /// The lines outside `home` that restate its rule, as `file: line`.
    static func restatements(of rule: (home: String, restated: [String]), in files: [String: [String]]) throws -> [String] {
        let patterns = try rule.restated.map { try Regex($0) }
        return files.filter { $0.key != rule.home }.sorted { $0.key < $1.key }.flatMap { file, lines in
            lines.filter { line in patterns.contains { line.contains($0) } }.map { file + ": " + $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    @Test func theWindowAndThePaceAreDefinedOnce() throws {
        let files = try CountedNounsTests.sourceLines()
        for rule in Self.rules {
            #expect(files[rule.home] != nil, "\(rule.home) is gone")
            #expect(try Self.restatements(of: rule, in: files) == [], "restated outside \(rule.home)")
        }
    }

    /// The scan finds what the code before issue 41 wrote (and leaves the definitions alone).
    @Test func theScanFindsARestatedRule() throws {
        let files = ["A.swift": ["    static let windowDays = 84", "let end = context.windowEnd(days: 84)",
                                 "    static let leadWeeks = [4, 12]", "let averaged = (0..<4).map { week($0) }",
                                 "offer(.bestPace, Double(seconds) / meters * 1000)", "let x = (meters * 1000).rounded() / 1000"],
                     "StrengthKit/Analytics/Calendar/RecentWindow.swift": ["    package static let weeks = 12"]]
        #expect(try Self.restatements(of: Self.rules[0], in: files).count == 4)
        #expect(try Self.restatements(of: Self.rules[1], in: files) == ["A.swift: offer(.bestPace, Double(seconds) / meters * 1000)"])
    }
}
