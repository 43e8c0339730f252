import Testing
@testable import StrengthKit

/// The block rules of docs/ANALYTICS.md ("Training blocks"), worked out by hand. Week 1 starts on
/// Monday 5 January 2026 (`BlockHistory`); its Monday, Friday and Sunday are 5, 9 and 11 January,
/// week n's are 7(n − 1) days later. A normal workout is 6 working sets (squat 3 × 5 at 100 kg,
/// bench press 3 × 5 at 80 kg), three a week (Monday, Wednesday, Friday) from template "a".
@Suite struct BlockDetectorTests {
    typealias Session = BlockHistory.Session

    static func day(_ text: String) -> LocalDay { LocalDay(text)! }

    static func block(_ start: String, _ end: String, last: String, _ boundary: TrainingBlock.Boundary,
                      name: String? = nil, deload: String? = nil) -> TrainingBlock {
        TrainingBlock(start: day(start), end: day(end), lastWorkout: day(last), boundary: boundary, name: name,
                      deloadWeek: deload.map(day))
    }

    static func normalWeeks(_ count: Int) -> [[Session]?] {
        Array(repeating: BlockHistory.week(), count: count)
    }

    /// Templates, one per workout: Monday, Wednesday, Friday.
    static func week(templates: [String]) -> [Session] {
        zip([0, 2, 4], templates).map { Session(weekday: $0, template: $1, entries: BlockHistory.normal) }
    }

    /// (what, weeks, declared starts, today, blocks).
    static let cases: [(String, [[Session]?], [DeclaredBlock], String, [TrainingBlock])] = [
        // Eight even weeks: one block, from week 1's Monday to week 8's Sunday (1 March).
        ("steady", normalWeeks(8), [], "2026-12-01", [block("2026-01-05", "2026-03-01", last: "2026-02-27", .historyStart)]),
        // Declared on Wednesday 21 January: its own day, not snapped; the block before ends the day before.
        ("a declared start", normalWeeks(8), [DeclaredBlock(start: day("2026-01-21"), name: "Peak")], "2026-12-01",
         [block("2026-01-05", "2026-01-20", last: "2026-01-19", .historyStart),
          block("2026-01-21", "2026-03-01", last: "2026-02-27", .declared, name: "Peak")]),
        // Friday 30 January to Monday 16 February leaves 16 days without a workout, ≥ 14: the block before ends with week 4
        // (Sunday 1 February), the next starts on week 7's Monday.
        ("a break", normalWeeks(4) + [nil, nil] + normalWeeks(4), [], "2026-12-01",
         [block("2026-01-05", "2026-02-01", last: "2026-01-30", .historyStart),
          block("2026-02-16", "2026-03-15", last: "2026-03-13", .afterBreak)]),
        // Friday 30 January to Friday 13 February leaves 13 days without a workout, < 14: no break.
        ("13 days is no break", normalWeeks(4) + [nil, [Session(weekday: 4, template: "a", entries: BlockHistory.normal)]] + normalWeeks(2),
         [], "2026-12-01", [block("2026-01-05", "2026-03-01", last: "2026-02-27", .historyStart)]),
        // A declared start inside the break starts the block after it, on its day.
        ("a declared start in a break", normalWeeks(4) + [nil, nil] + normalWeeks(4), [DeclaredBlock(start: day("2026-02-11"))],
         "2026-12-01",
         [block("2026-01-05", "2026-02-01", last: "2026-01-30", .historyStart),
          block("2026-02-11", "2026-03-15", last: "2026-03-13", .declared)]),
        // Week 6 (9 February): 4 sets a workout against weeks 2-5's 6: 4 / 6 = 0.67 ≤ 0.75. The block
        // ends with it (Sunday 15 February), the next starts on week 7's Monday and runs 3 weeks.
        ("a deload by sets", normalWeeks(5) + [BlockHistory.week(BlockHistory.fewerSets)] + normalWeeks(3), [], "2026-12-01",
         [block("2026-01-05", "2026-02-15", last: "2026-02-13", .historyStart, deload: "2026-02-09"),
          block("2026-02-16", "2026-03-08", last: "2026-03-06", .afterDeload)]),
        // Week 6 at 80 and 64 kg against 100 and 80: (0.8 + 0.8) / 2 = 0.8 ≤ 0.85.
        ("a deload by load", normalWeeks(5) + [BlockHistory.week(BlockHistory.lighter)] + normalWeeks(3), [], "2026-12-01",
         [block("2026-01-05", "2026-02-15", last: "2026-02-13", .historyStart, deload: "2026-02-09"),
          block("2026-02-16", "2026-03-08", last: "2026-03-06", .afterDeload)]),
        // The newest week a deload: the block ends with it, and none follows.
        ("a deload last", normalWeeks(5) + [BlockHistory.week(BlockHistory.fewerSets)], [], "2026-12-01",
         [block("2026-01-05", "2026-02-15", last: "2026-02-13", .historyStart, deload: "2026-02-09")]),
        // At 90 % (90 and 72 kg): 0.9 > 0.85.
        ("90 % is no deload", normalWeeks(5) + [BlockHistory.week(["Squat: 90x5x3", "Bench Press: 72x5x3"])] + normalWeeks(3), [],
         "2026-12-01", [block("2026-01-05", "2026-03-08", last: "2026-03-06", .historyStart)]),
        // 5 sets a workout: 5 / 6 = 0.83 > 0.75.
        ("one set fewer is no deload", normalWeeks(5) + [BlockHistory.week(["Squat: 100x5x3", "Bench Press: 80x5x2"])] + normalWeeks(3),
         [], "2026-12-01", [block("2026-01-05", "2026-03-08", last: "2026-03-06", .historyStart)]),
        // Week 6 without Friday: 12 sets in 2 workouts is still 6 a workout.
        ("a missed session", normalWeeks(5) + [Array(BlockHistory.week().prefix(2))] + normalWeeks(3), [], "2026-12-01",
         [block("2026-01-05", "2026-03-08", last: "2026-03-06", .historyStart)]),
        // Week 6 a holiday of two runs and no lifting: a run is no lifting, so the week is no deload
        // (1 set a workout against 6 would be one) and the block runs on through it.
        ("a week of runs alone", normalWeeks(5) + [[Session(weekday: 1, template: nil, entries: ["Running: 5km in 25:00"]),
                                                     Session(weekday: 4, template: nil, entries: ["Running: 10km in 52:00"])]]
            + normalWeeks(3), [], "2026-12-01", [block("2026-01-05", "2026-03-08", last: "2026-03-06", .historyStart)]),
        // a, b, a for 5 weeks, then c, d, c. Week 6: {c, d} against {a, b}: 0 / 4. Week 5: {a, b, c, d}
        // against {a, b}: 2 / 4 = 0.5, not below; week 7: {c, d} against {a, b, c, d}: 0.5 too.
        ("a program change by templates",
         Array(repeating: week(templates: ["a", "b", "a"]), count: 5) + Array(repeating: week(templates: ["c", "d", "c"]), count: 5),
         [], "2026-12-01",
         [block("2026-01-05", "2026-02-08", last: "2026-02-06", .historyStart),
          block("2026-02-09", "2026-03-15", last: "2026-03-13", .programChange)]),
        // Days 1-5 in turn, 3 a week: any 4 weeks (12 workouts), and from week 3 on any 2 weeks before
        // (6 workouts), hold all 5: 5 / 5 shared every week.
        ("a 5-day rotation over 3-day weeks", (0..<10).map { number in
            week(templates: (0..<3).map { "day\((3 * number + $0) % 5 + 1)" })
         }, [], "2026-12-01", [block("2026-01-05", "2026-03-15", last: "2026-03-13", .historyStart)]),
        // No templates: Push, Pull, Legs for 5 weeks, then Upper, Lower, Upper, the same squat and bench
        // press throughout: an import's days are their exercises, not their names ({squat, bench press}
        // shared every week), so a new name alone is no new program.
        ("an import renamed",
         Array(repeating: names(["Push", "Pull", "Legs"]), count: 5) + Array(repeating: names(["Upper", "Lower", "Upper"]), count: 5),
         [], "2026-12-01", [block("2026-01-05", "2026-03-15", last: "2026-03-13", .historyStart)]),
        // No templates, every workout "Workout": squat and bench press for 5 weeks, then deadlift and
        // overhead press (as many sets; no lift in common, so no load to compare). Week 6: {deadlift,
        // overhead press} against {squat, bench press}: 0 / 4; week 5: all four against {squat, bench
        // press}: 2 / 4 = 0.5, not below; week 7: {deadlift, overhead press} against all four: 0.5 too.
        ("an import by exercises", Array(repeating: BlockHistory.week(template: nil), count: 5) + Array(repeating: BlockHistory.week(["Deadlift: 140x5x3", "Overhead Press: 50x5x3"],
                                                                                       template: nil), count: 5),
         [], "2026-12-01",
         [block("2026-01-05", "2026-02-08", last: "2026-02-06", .historyStart),
          block("2026-02-09", "2026-03-15", last: "2026-03-13", .programChange)]),
        // Deloads in weeks 6 and 8. Week 8: 4 sets a workout against weeks 4-7's (18 + 18 + 12 + 18) /
        // 12 = 5.5: 0.73 ≤ 0.75. Weeks 7-8 (16 February - 1 March) are 2 weeks < 3: they join the
        // block before, which now ends with week 8's deload; weeks 9-12 are the next.
        ("a short run merged", normalWeeks(5) + [BlockHistory.week(BlockHistory.fewerSets)] + normalWeeks(1)
            + [BlockHistory.week(BlockHistory.fewerSets)] + normalWeeks(4), [], "2026-12-01",
         [block("2026-01-05", "2026-03-01", last: "2026-02-27", .historyStart, deload: "2026-02-23"),
          block("2026-03-02", "2026-03-29", last: "2026-03-27", .afterDeload)]),
        // One week after a deload, seen months later: it joins the block before.
        ("a short newest block merged", normalWeeks(5) + [BlockHistory.week(BlockHistory.fewerSets)] + normalWeeks(1), [], "2026-12-01",
         [block("2026-01-05", "2026-02-22", last: "2026-02-20", .historyStart)]),
        // The same on its Friday, 20 February: under way, it stays.
        ("a short newest block under way", normalWeeks(5) + [BlockHistory.week(BlockHistory.fewerSets)] + normalWeeks(1), [], "2026-02-20",
         [block("2026-01-05", "2026-02-15", last: "2026-02-13", .historyStart, deload: "2026-02-09"),
          block("2026-02-16", "2026-02-22", last: "2026-02-20", .afterDeload)]),
    ]

    static func names(_ names: [String]) -> [Session] {
        zip([0, 2, 4], names).map { Session(weekday: $0, template: nil, name: $1, entries: BlockHistory.normal) }
    }

    @Test(arguments: cases.indices)
    func detects(_ index: Int) throws {
        let (what, weeks, declared, today, expected) = Self.cases[index]
        let history = try BlockHistory(weeks)
        #expect(history.blocks(declared: declared, today: Self.day(today)) == expected, "\(what)")
    }

    @Test func noWorkoutsNoBlocks() throws {
        #expect(try BlockHistory([]).blocks(declared: [DeclaredBlock(start: Self.day("2026-01-05"))]).isEmpty)
    }

    /// The newest block's last workout on Friday 13 February: under way through Friday 27 (13 days
    /// without a workout between), not on Saturday 28 (14).
    @Test(arguments: [("2026-02-13", true), ("2026-02-27", true), ("2026-02-28", false)])
    func underWay(_ today: String, _ isUnderWay: Bool) {
        let blocks = [Self.block("2026-01-05", "2026-01-11", last: "2026-01-09", .historyStart),
                      Self.block("2026-01-12", "2026-02-15", last: "2026-02-13", .afterBreak)]
        #expect(BlockDetector.underWay(blocks, today: Self.day(today)) == (isUnderWay ? blocks[1] : nil))
        #expect(BlockDetector.underWay([], today: Self.day(today)) == nil)
    }
}
