import Foundation
import Testing
@testable import StrengthKit

/// A post's name (`YYYY-MM-DD-slug`) and front matter (`title`, `date`, `draft`), read by the one
/// initializer into its date, slug, title, draft flag, body and the body's first line.
@Suite struct JournalPostTests {
    /// (file name, the day and slug it names, or nil when it is no post's name).
    static let names: [(String, String?)] = [
        ("2026-03-02-block-3-review.md", "2026-03-02 block-3-review"),
        ("2026-03-02-a.md", "2026-03-02 a"),
        ("2026-03-02-2026.md", "2026-03-02 2026"),
        ("2026-03-02.md", nil),
        ("2026-03-02-.md", nil),
        ("2026-03-02-block-3-review.markdown", nil),
        ("2026-03-02-block-3-review", nil),
        ("2026-02-30-review.md", nil),
        ("2026-3-02-review.md", nil),
        ("2026-03-02_review.md", nil),
        ("2026-03-02-Block-Review.md", nil),
        ("2026-03-02-block--review.md", nil),
        ("2026-03-02-block-review-.md", nil),
        ("2026-03-02-blöck.md", nil),
        ("review-2026-03-02.md", nil),
    ]

    @Test(arguments: names)
    func theNameRule(_ fileName: String, _ expected: String?) {
        let name = JournalPostName(fileName: fileName)
        #expect(name.map { "\($0.day) \($0.slug)" } == expected)
        if let name { #expect(name.fileName == fileName) }
    }

    @Test func aPostIsReadFromItsNameAndText() throws {
        let post = try JournalPost(name: "2026-03-02-block-3-review", text: "---\ntitle: Block 3 review\n---\n\nSquat moved.\n")
        #expect(post.date == LocalDay("2026-03-02"))
        #expect(post.slug == "block-3-review")
        #expect(post.title == "Block 3 review")
        #expect(!post.draft)
        #expect(post.body == "\nSquat moved.\n")
        #expect(post.bodyFirstLine == 4)

        let dated = try JournalPost(name: "2026-03-02-block-3-review", text: "---\ndraft: true\ndate: 2026-02-28\ntitle: Block 3\n---\nBody\n")
        #expect(dated.date == LocalDay("2026-02-28"))
        #expect(dated.draft)
        #expect(dated.bodyFirstLine == 6)
        let notDraft = try JournalPost(name: "2026-03-02-x", text: "---\ntitle: X\ndraft: false\n---\n")
        #expect(!notDraft.draft)
    }

    /// (name, text, the line named or nil, the reason).
    static let refused: [(String, String, Int?, String)] = [
        ("2026-03-02-Review", "---\ntitle: x\n---\n", nil,
         "'2026-03-02-Review.md' is not named as a post is (YYYY-MM-DD-slug.md: a date, a hyphen, then lowercase letters, digits and single hyphens)"),
        ("2300-03-02-review", "---\ntitle: x\n---\n", nil, "the name's date 2300-03-02 is not between the years 1900 and 2200"),
        ("2026-03-02-review", "title: x\n", 1, "a post opens with front matter: a line '---', 'key: value' lines (a title: at least), and a line '---'"),
        ("2026-03-02-review", "---\ndate: 2026-03-01\n---\nBody\n", 1, "the front matter has no title; add a line 'title: ...' before the closing '---'"),
        ("2026-03-02-review", "---\ndate: 2026-03-01\ntitle:\n---\n", 3, "title: a post's title cannot be empty"),
        ("2026-03-02-review", "---\ntitle: x\ntags: squat\n---\n", 3, "'tags' is not a key of a post's front matter (title, date, draft)"),
        ("2026-03-02-review", "---\ntitle: x\nTitle: y\n---\n", 3, "'Title' is not a key of a post's front matter (title, date, draft)"),
        ("2026-03-02-review", "---\ntitle: x\ndate: 2026-02-30\n---\n", 3, "date: '2026-02-30' is not a date in the form YYYY-MM-DD"),
        ("2026-03-02-review", "---\ntitle: x\ndate: 1 March 2026\n---\n", 3, "date: '1 March 2026' is not a date in the form YYYY-MM-DD"),
        ("2026-03-02-review", "---\ntitle: x\n\ndate: 1899-12-31\n---\n", 3, "'' is not a 'key: value' line; the front matter holds only those, up to the line '---'"),
        ("2026-03-02-review", "---\ntitle: x\ndate: 1899-12-31\n---\n", 3, "date: 1899-12-31 is not between the years 1900 and 2200"),
        ("2026-03-02-review", "---\ntitle: x\ndraft: yes\n---\n", 3, "draft: 'yes' is neither true nor false"),
        ("2026-03-02-review", "---\ntitle: x\ntitle: y\n---\n", 3, "'title' is given twice (first on line 2); a key is given once"),
    ]

    @Test(arguments: refused)
    func refusesNamingTheLine(_ name: String, _ text: String, _ line: Int?, _ reason: String) {
        #expect(throws: JournalPost.Failure(line: line, reason: reason)) { try JournalPost(name: name, text: text) }
    }

    /// The store's order: by date (the front matter's when it has one), then by name.
    @Test func oldestFirstIsByDateThenName() throws {
        let posts = try [
            JournalPost(name: "2026-03-02-b", text: "---\ntitle: B\n---\n"),
            JournalPost(name: "2026-03-05-moved", text: "---\ntitle: Moved\ndate: 2026-03-01\n---\n"),
            JournalPost(name: "2026-03-02-a", text: "---\ntitle: A\n---\n"),
        ]
        #expect(posts.sorted(by: JournalPost.oldestFirst).map(\.name) == ["2026-03-05-moved", "2026-03-02-a", "2026-03-02-b"])
    }

    /// In an export document a post is its name and text; one that is no post is refused naming the field.
    @Test func aDocumentHoldsTheNameAndTextAndReadsThemBackByTheSameRules() throws {
        let post = try JournalPost(name: "2026-03-02-review", text: "---\r\ntitle: Review\r\n---\r\nBody\r\n")
        let encoded = try StoreCoding.encode(post)
        #expect(String(decoding: encoded, as: UTF8.self) == "{\n  \"name\" : \"2026-03-02-review\",\n  \"text\" : \"---\\r\\ntitle: Review\\r\\n---\\r\\nBody\\r\\n\"\n}\n")
        #expect(try StoreCoding.decode(JournalPost.self, from: encoded) == post)
        let bad = Data(#"{"name": "2026-03-02-review", "text": "---\ntitle: x\nmood: good\n---\n"}"#.utf8)
        let error = try #require(throws: DecodingError.self) { try StoreCoding.decode(JournalPost.self, from: bad) }
        #expect(StoreCoding.explain(error).field == "text")
        #expect(StoreCoding.explain(error).message == "line 3: 'mood' is not a key of a post's front matter (title, date, draft)")
    }
}
