import Foundation
import Testing
@testable import StrengthKit

/// The directive grammar: each directive with and without its optional words, and each error.
@Suite struct JournalDirectiveTests {
    static func day(_ text: String) -> LocalDay { LocalDay(text)! }

    @Test(arguments: [
        ("{{trend \"Squat\" e1rm 12w}}", JournalDirective.trend(exercise: "Squat", metric: .e1rm, weeks: 12)),
        ("{{trend Squat}}", .trend(exercise: "Squat", metric: nil, weeks: JournalDirective.defaultWeeks)),
        ("{{trend \u{201C}Bench Press (Paused)\u{201D} 26w top-set}}", .trend(exercise: "Bench Press (Paused)", metric: .topSet, weeks: 26)),
        ("  {{ trend   \"Running\"   pace }}  ", .trend(exercise: "Running", metric: .pace, weeks: 12)),
        ("{{trend \"Squat\" 520w}}", .trend(exercise: "Squat", metric: nil, weeks: 520)),
        ("{{records 2026-01-05..2026-02-28}}", .records(.days(day("2026-01-05"), day("2026-02-28")))),
        ("{{records block:2026-01-05}}", .records(.block(day("2026-01-05")))),
        ("{{workout 2026-03-14}}", .workout(day("2026-03-14"))),
        ("{{compare 2026-01-05..2026-02-28 block:2026-03-02}}",
         .compare(.days(day("2026-01-05"), day("2026-02-28")), .block(day("2026-03-02")))),
        ("{{progress}}", .progress),
    ])
    func reads(_ text: String, _ directive: JournalDirective) throws {
        #expect(try JournalDirective.parse(text) == directive)
    }

    /// Not a directive at all: the paragraph stays text.
    @Test(arguments: ["A plain paragraph.", "{{progress}} and more", "Before {{progress}}", "{progress}", "{{progress}", "{{}"])
    func isNoDirective(_ text: String) throws {
        #expect(try JournalDirective.parse(text) == nil)
    }

    @Test(arguments: [
        ("{{}}", "an empty directive {{}}; the directives are trend, records, workout, compare, progress"),
        ("{{chart Squat}}", "unknown directive 'chart'; the directives are trend, records, workout, compare, progress"),
        ("{{trend}}", "'trend' takes {{trend \"EXERCISE\" [METRIC] [WEEKSw]}}"),
        ("{{trend Squat e1rm 12w extra}}", "'trend' takes {{trend \"EXERCISE\" [METRIC] [WEEKSw]}}"),
        ("{{trend Squat 0w}}", "'0w' is neither a metric (e1rm, top-set, volume, reps, load, time, weight, distance, pace) nor a number of weeks from 1w to 520w"),
        ("{{trend Squat 521w}}", "'521w' is neither a metric (e1rm, top-set, volume, reps, load, time, weight, distance, pace) nor a number of weeks from 1w to 520w"),
        ("{{trend Squat e1rm volume}}", "'volume' is neither a metric (e1rm, top-set, volume, reps, load, time, weight, distance, pace) nor a number of weeks from 1w to 520w"),
        ("{{records}}", "'records' takes {{records FIRST..LAST}}"),
        ("{{records 2026-02-28..2026-01-05}}", "2026-02-28..2026-01-05: the range ends before it starts"),
        ("{{records 2026-01-05}}", "2026-01-05: expected FIRST..LAST (2026-01-05..2026-02-28) or block:START (block:2026-01-05)"),
        ("{{workout 14/03/2026}}", "'14/03/2026' is not a day as YYYY-MM-DD"),
        ("{{compare block:2026-01-05}}", "'compare' takes {{compare RANGE RANGE}}"),
        ("{{compare block:2026-13-01 block:2026-01-05}}", "block:2026-13-01: '2026-13-01' is not a day as YYYY-MM-DD"),
        ("{{progress now}}", "'progress' takes {{progress}}"),
        ("{{trend \"Squat}}", "a quote that does not close"),
        ("{{trend \"\" e1rm}}", "an empty quoted name"),
        ("{{trend \"Squat\"e1rm}}", "a space must follow a closing quote"),
    ])
    func refuses(_ text: String, _ reason: String) {
        #expect(throws: (any Error).self) { try JournalDirective.parse(text) }
        do {
            _ = try JournalDirective.parse(text)
        } catch {
            #expect(error.description == reason)
        }
    }

    /// docs/ANALYTICS.md's "Journal figures" (the About page's) names every directive and the weeks a trend shows.
    @Test func theAnalyticsDocumentTellsTheDirectives() throws {
        let document = try String(contentsOf: TestPaths.repository.appendingPathComponent("docs/ANALYTICS.md"), encoding: .utf8)
        let start = try #require(document.range(of: "## Journal figures\n"))
        let rest = document[start.upperBound...]
        let section = String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
        #expect(section.contains("**\(JournalDirective.defaultWeeks) training"))
        for name in JournalDirective.names { #expect(section.contains("`{{\(name)"), "no {{\(name)}} in the section") }
    }
}
