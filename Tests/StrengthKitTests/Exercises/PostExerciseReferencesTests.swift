import Testing
@testable import StrengthKit

/// A journal post's trend directive names an exercise: `exercise merge` rewrites it, `exercise
/// delete` refuses while one names it, and nothing else in the post changes.
@Suite struct PostExerciseReferencesTests {
    static let review = """
        ---
        title: Block 3 review
        ---
        Squat went well; bench did not.

        {{trend "Bench Press (Barbell)" e1rm 26w}}

        - {{trend "BB Bench"}}

        ```
        {{trend "Bench Press (Barbell)"}}
        ```

        {{trend \u{201C}bb bench\u{201D}}}

        {{trend Squat top-set}}

        """

    /// The merger's fixture (with "Bench Press (Barbell)", alias "BB Bench") and two posts.
    static func data(reviewText: String = review) throws -> ProjectData {
        var data = try ExerciseMergerTests.importedDuplicates()
        data.posts = [
            try JournalPost(name: "2025-03-20-block-3-review", text: reviewText),
            try JournalPost(name: "2025-03-21-note", text: "---\ntitle: Note\n---\nNo figures.\n"),
        ]
        return data
    }

    @Test func aMergeRewritesTheDirectivesThatNamedFromAndNothingElse() throws {
        let (merged, report) = try ExerciseMerger.merge(from: "bench-press-barbell", into: "bench-press", in: Self.data())
        #expect(report.posts == ["2025-03-20-block-3-review"])
        // Lines 6 and 15 (the post's own paragraphs naming it, by its name and, in curly quotes, by an
        // alias in another case) name INTO; the list item's and the code block's are text, and stay.
        let expected = Self.review
            .replacingOccurrences(of: "{{trend \"Bench Press (Barbell)\" e1rm 26w}}", with: "{{trend \"Bench Press\" e1rm 26w}}")
            .replacingOccurrences(of: "{{trend \u{201C}bb bench\u{201D}}}", with: "{{trend \"Bench Press\"}}")
        #expect(merged.posts[0].text == expected)
        let untouched = try Self.data().posts[1]
        #expect(merged.posts[1] == untouched)
        #expect(MergeText.report(report).contains("  Journal posts now naming \"Bench Press\": 2025-03-20-block-3-review\n"))
    }

    @Test func aPostWithWindowsLineEndingsKeepsThem() throws {
        let text = "---\r\ntitle: CRLF\r\n---\r\n{{trend \"BB Bench\" 8w}}\r\n\r\nAfter.\r\n"
        let (merged, _) = try ExerciseMerger.merge(from: "bench-press-barbell", into: "bench-press", in: Self.data(reviewText: text))
        #expect(merged.posts[0].text == "---\r\ntitle: CRLF\r\n---\r\n{{trend \"Bench Press\" 8w}}\r\n\r\nAfter.\r\n")
    }

    @Test func deletingAnExerciseAPostNamesIsRefusedNamingThePost() throws {
        var data = try Self.data()
        // Squat has history, so deleting it archives it, directive or not; an exercise without any is deleted.
        data.posts.append(try JournalPost(name: "2025-03-22-pull-ups", text: "---\ntitle: Pull-ups\n---\n{{trend \"Overhead Press\"}}\n"))
        #expect(PostExerciseReferences.posts(naming: "overhead-press", in: data) == ["2025-03-22-pull-ups"])
        #expect(throws: LibraryEditor.Failure.exerciseInPosts("Overhead Press", posts: ["2025-03-22-pull-ups"])) {
            try LibraryEditor.deleteExercise(id: "overhead-press", in: &data)
        }
        #expect(LibraryEditor.Failure.exerciseInPosts("Overhead Press", posts: ["2025-03-22-pull-ups"]).description
            == "Overhead Press is named by the directives of journal post Data/journal/2025-03-22-pull-ups.md; change it first, "
            + "or merge the exercise into another (strength-site exercise merge), which rewrites them")
        data.posts.removeLast()
        #expect(try LibraryEditor.deleteExercise(id: "overhead-press", in: &data) == .deleted)
    }

    /// What a directive writes reads back as the same directive.
    @Test(arguments: [
        "{{trend \"Squat\" e1rm 12w}}", "{{trend Squat}}", "{{trend \u{201C}Say \"Ah\" Press\u{201D} top-set 26w}}",
        "{{records 2026-01-05..2026-02-28}}", "{{records block:2026-01-05}}", "{{workout 2026-03-14}}",
        "{{compare 2026-01-05..2026-02-28 block:2026-03-02}}", "{{progress}}",
    ])
    func aDirectiveReadsBackAsItIsWritten(_ text: String) throws {
        let directive = try #require(try JournalDirective.parse(text))
        #expect(try JournalDirective.parse(directive.source) == directive)
    }
}
