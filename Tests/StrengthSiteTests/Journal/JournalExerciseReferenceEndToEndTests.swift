import Foundation
import Testing

/// A post's trend directive names an exercise through the binary: `exercise delete` refuses, naming
/// the post, and `exercise merge` rewrites the directive in the post's file.
@Suite struct JournalExerciseReferenceEndToEndTests {
    @Test func deleteRefusesAndMergeRewrites() throws {
        let (folder, cli) = try JournalEndToEndTests.project()
        defer { withExtendedLifetime(folder) {} }
        _ = try JournalEndToEndTests.succeeds(cli, ["exercise", "add", "Low Bar Squat", "--type", "weight"])
        let path = try JournalEndToEndTests.succeeds(cli, ["journal", "new", "Squat review", "--today", "2026-03-02"])
            .trimmingCharacters(in: .newlines)
        let post = folder.url.appendingPathComponent(path)
        let text = "---\ntitle: Squat review\n---\nLow bar felt better.\n\n{{trend \"Low Bar Squat\" e1rm}}\n\n    {{trend \"Low Bar Squat\"}}\n"
        try Data(text.utf8).write(to: post)

        let delete = try cli.run(["exercise", "delete", "Low Bar Squat"])
        #expect(delete.status == 64)                          // as for an exercise goals name
        #expect(delete.stderr == "error: Low Bar Squat is named by the directives of journal post \(path); change it first, "
            + "or merge the exercise into another (strength-site exercise merge), which rewrites them\n")
        #expect(try String(contentsOf: post, encoding: .utf8) == text)

        let run = try cli.run(["exercise", "merge", "Low Bar Squat", "Squat", "--yes"])
        #expect(run.status == 0, "\(run.stderr)")
        let merge = run.stdout
        #expect(merge.contains("  Journal posts now naming \"Squat\": 2026-03-02-squat-review\n"), "\(merge)")
        // The directive names Squat; the indented code block is text, and stays as it was.
        #expect(try String(contentsOf: post, encoding: .utf8)
            == "---\ntitle: Squat review\n---\nLow bar felt better.\n\n{{trend \"Squat\" e1rm}}\n\n    {{trend \"Low Bar Squat\"}}\n")
    }
}
