import Foundation
import Testing
@testable import StrengthKit

/// `journal new`: the post's file name from the day and the title, its text (the title's front matter
/// and an empty body line), and its refusals in the command line's words.
@Suite struct JournalEditorTests {
    static let layout = StoreLayout(projectDirectory: URL(fileURLWithPath: "/tmp/project"), displayPrefix: ".")
    static let day = LocalDay("2026-03-02")!

    @Test func aNewPostIsNamedByItsDayAndTitle() throws {
        var data = ProjectData()
        let post = try JournalEditor.newPost(title: "Block 3 review", on: Self.day, in: &data, layout: Self.layout)
        #expect(post.name == "2026-03-02-block-3-review")
        #expect(post.text == "---\ntitle: Block 3 review\n---\n\n")
        #expect(post.title == "Block 3 review" && post.date == Self.day && !post.draft && post.bodyFirstLine == 4)
        #expect(data.posts == [post])
        // Kept oldest first.
        let earlier = try JournalEditor.newPost(title: "Farmer's Carry: a note", on: LocalDay("2026-02-27")!, in: &data, layout: Self.layout)
        #expect(earlier.name == "2026-02-27-farmers-carry-a-note")
        #expect(data.posts.map(\.name) == ["2026-02-27-farmers-carry-a-note", "2026-03-02-block-3-review"])
    }

    /// (title, the refusal).
    static let refused: [(String, JournalEditor.Failure)] = [
        ("", .badTitle("a post's title cannot be empty")),
        ("   ", .badTitle("a post's title cannot be empty")),
        (" Review", .badTitle("' Review' has spaces at its start or end")),
        ("Block\nreview", .badTitle("a post's title is one line, without control characters")),
        ("Tab\there", .badTitle("a post's title is one line, without control characters")),
        ("?!", .noSlug(title: "?!")),
        ("Review", .exists(path: "Data/journal/2026-03-02-review.md")),
        ("review!", .exists(path: "Data/journal/2026-03-02-review.md")),
    ]

    @Test(arguments: refused)
    func refusesChangingNothing(_ title: String, _ failure: JournalEditor.Failure) throws {
        var data = ProjectData()
        _ = try JournalEditor.newPost(title: "Review", on: Self.day, in: &data, layout: Self.layout)
        let before = data
        #expect(throws: failure) { try JournalEditor.newPost(title: title, on: Self.day, in: &data, layout: Self.layout) }
        #expect(data == before)
    }

    @Test func theDateOptionIsADayOfTheStoreNoLaterThanTomorrow() throws {
        #expect(try JournalEditor.day("2026-03-03", latest: LocalDay("2026-03-03")) == LocalDay("2026-03-03"))
        #expect(throws: JournalEditor.Failure.badDate(text: "2026-03-04", reason: "is later than tomorrow; a post is dated on the day it is written or before")) {
            try JournalEditor.day("2026-03-04", latest: LocalDay("2026-03-03"))
        }
        #expect(throws: JournalEditor.Failure.badDate(text: "2026-02-30", reason: "is not a date in the form YYYY-MM-DD")) {
            try JournalEditor.day("2026-02-30")
        }
        #expect(throws: JournalEditor.Failure.badDate(text: "1899-12-31", reason: "is not between the years 1900 and 2200")) {
            try JournalEditor.day("1899-12-31")
        }
        #expect(JournalEditor.Failure.badDate(text: "2026-02-30", reason: "is not a date in the form YYYY-MM-DD").description
                == "--date: '2026-02-30' is not a date in the form YYYY-MM-DD")
    }
}
