import Testing
@testable import StrengthKit

/// `stats --compare`'s ranges: what reads, and what each wrong one says.
@Suite struct BlockRangeTests {
    static func day(_ text: String) -> LocalDay { LocalDay(text)! }

    static let parsed: [(String, BlockRange)] = [
        ("2026-01-05..2026-02-28", .days(day("2026-01-05"), day("2026-02-28"))),
        ("2026-01-05..2026-01-05", .days(day("2026-01-05"), day("2026-01-05"))),
        ("block:2026-01-05", .block(day("2026-01-05"))),
    ]

    @Test(arguments: parsed.indices)
    func parses(_ index: Int) throws {
        #expect(try BlockRange.parse(Self.parsed[index].0) == Self.parsed[index].1)
    }

    static let refused: [(String, String)] = [
        ("2026-01-05", "2026-01-05: expected FIRST..LAST (2026-01-05..2026-02-28) or block:START (block:2026-01-05)"),
        ("2026-01-05..2026-02-28..2026-03-01", "2026-01-05..2026-02-28..2026-03-01: expected FIRST..LAST (2026-01-05..2026-02-28) or block:START (block:2026-01-05)"),
        ("2026-01-05..2026-02-30", "2026-01-05..2026-02-30: '2026-02-30' is not a day as YYYY-MM-DD"),
        ("5 Jan..2026-02-28", "5 Jan..2026-02-28: '5 Jan' is not a day as YYYY-MM-DD"),
        ("2026-02-28..2026-01-05", "2026-02-28..2026-01-05: the range ends before it starts"),
        ("block:", "block:: '' is not a day as YYYY-MM-DD"),
        ("block:2026-1-5", "block:2026-1-5: '2026-1-5' is not a day as YYYY-MM-DD"),
    ]

    @Test(arguments: refused.indices)
    func refuses(_ index: Int) {
        let (text, message) = Self.refused[index]
        #expect(throws: BlockRange.Failure.self) { try BlockRange.parse(text) }
        do {
            _ = try BlockRange.parse(text)
        } catch {
            #expect(error.description == message)
        }
    }

    static let blocks = [("2026-01-05", "2026-02-15"), ("2026-02-16", "2026-03-29"), ("2026-03-30", "2026-05-10"), ("2026-06-01", "2026-06-28")]
        .map { TrainingBlock(start: day($0), end: day($1), lastWorkout: day($1), boundary: .afterDeload) }

    @Test func blockDays() throws {
        let days = try BlockRange.block(Self.day("2026-02-16")).days(in: Self.blocks, text: "block:2026-02-16")
        #expect(days.start == Self.day("2026-02-16") && days.end == Self.day("2026-03-29"))
        let range = try BlockRange.days(Self.day("2026-02-01"), Self.day("2026-02-03")).days(in: [], text: "")
        #expect(range.start == Self.day("2026-02-01") && range.end == Self.day("2026-02-03"))
    }

    /// 20 February is 4 days after 16 February, 36 before 30 March, 46 after 5 January, 101 before 1 June.
    @Test func unknownBlockListsTheNearest() {
        #expect(throws: BlockRange.Failure(text: "block:2026-02-20", reason: .noBlock(nearest: [
            Self.day("2026-02-16"), Self.day("2026-03-30"), Self.day("2026-01-05"),
        ]))) {
            try BlockRange.block(Self.day("2026-02-20")).days(in: Self.blocks, text: "block:2026-02-20")
        }
        #expect(BlockRange.Failure(text: "block:2026-02-20", reason: .noBlock(nearest: [Self.day("2026-02-16")])).description
            == "block:2026-02-20: no block starts then; the nearest start is block:2026-02-16")
        #expect(BlockRange.Failure(text: "block:2026-02-20", reason: .noBlock(nearest: [])).description
            == "block:2026-02-20: no block starts then: the history has no blocks yet")
    }
}
