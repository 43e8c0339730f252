import Foundation
import Testing
@testable import StrengthKit

/// What stops a build in a post (`JournalCheck`, `PostContent`): each problem by its line in the file,
/// counted from the front matter's first line.
@Suite struct JournalCheckTests {
    static func post(_ body: String, name: String = "2026-03-02-review") throws -> JournalPost {
        try JournalPost(name: name, text: "---\ntitle: Review\n---\n" + body)
    }

    static let matcher = ExerciseMatcher(library: StarterLibrary.library)

    /// (body, line, reason): the body starts on line 4.
    @Test(arguments: [
        ("Intro\n\n{{tren \"Squat\"}}\n", 6, "unknown directive 'tren'; the directives are trend, records, workout, compare, progress"),
        ("{{records 2026-02-28..2026-01-05}}\n", 4, "2026-02-28..2026-01-05: the range ends before it starts"),
        ("# H\n\n{{compare block:2026-13-01 block:2026-03-02}}\n", 6, "block:2026-13-01: '2026-13-01' is not a day as YYYY-MM-DD"),
        ("{{workout}}\n", 4, "'workout' takes {{workout YYYY-MM-DD}}"),
        ("{{trend \"Bench Pres\"}}\n", 4, "trend: no exercise \"Bench Pres\"; did you mean \"Bench Press\"?"),
        ("{{trend \"Pull Up\" e1rm}}\n", 4, "trend: \"Pull Up\" has no e1rm trend; its trends are reps, load, volume"),
        ("One\ntwo\n\n{{trend\n\"Squat\" 0w}}\n", 7, "'0w' is neither a metric (e1rm, top-set, volume, reps, load, time, weight, distance, pace) "
            + "nor a number of weeks from 1w to 520w"),
    ])
    func aProblemIsToldByItsLine(_ body: String, _ line: Int, _ reason: String) throws {
        let problem = JournalCheck.problem(in: try Self.post(body), matcher: Self.matcher)
        #expect(problem == JournalPost.Failure(line: line, reason: reason))
    }

    @Test(arguments: [
        "```\n{{tren}}\n```\n",          // in a code block: text
        "    {{tren}}\n",                // an indented code block
        "- {{tren}}\n",                  // in a list
        "> {{tren}}\n",                  // in a quote
        "Text {{tren}} in a sentence\n", // not the whole paragraph
        "{{trend \"squat\" top-set 8w}}\n\n{{records block:2026-01-05}}\n\n{{workout 2026-01-07}}\n\n{{progress}}\n",
    ])
    func textThatIsNoDirectiveIsNoProblem(_ body: String) throws {
        #expect(JournalCheck.problem(in: try Self.post(body), matcher: Self.matcher) == nil)
    }

    @Test func theBuildsErrorNamesTheFileAndLine() throws {
        let layout = StoreLayout(projectDirectory: URL(fileURLWithPath: "/tmp/lifts"), displayPrefix: "lifts")
        let posts = [try Self.post("Fine.\n", name: "2026-03-01-fine"), try Self.post("\n{{recrods 2026-01-05..2026-01-09}}\n")]
        #expect(throws: StoreError(path: "lifts/Data/journal/2026-03-02-review.md:5",
                                   reason: .invalid(field: "", "unknown directive 'recrods'; the directives are trend, records, workout, compare, progress"))) {
            try JournalCheck.validate(posts, library: StarterLibrary.library, layout: layout)
        }
    }

    @Test func aPostsContentKeepsItsDirectivesWithTheirLines() throws {
        let content = try PostContent.of(try Self.post("Intro *here*.\n\n{{progress}}\n\n{{workout 2026-01-07}}\nOutro\n"))
        #expect(content.directives == [PostContent.Directive(directive: .progress, line: 6)])
        #expect(content.summary == "Intro here.")
        #expect(content.segments.count == 3)
    }
}
