import Testing
@testable import StrengthKit

/// `block start|delete` over `ProjectData`: a start a day, named, renamed or left as it is; a day
/// read from the command line; and each refusal in its words.
@Suite struct BlockEditorTests {
    static let january = LocalDay("2026-01-05")!
    static let march = LocalDay("2026-03-02")!

    static func data(_ blocks: [DeclaredBlock]) -> ProjectData {
        ProjectData(blocks: blocks)
    }

    /// (what, the starts before, day, name, the change, the starts after, oldest first)
    static let starts: [(String, [DeclaredBlock], LocalDay, String?, BlockEditor.Change, [DeclaredBlock])] = [
        ("a first start", [], january, "Hypertrophy 2",
         .declared(DeclaredBlock(start: january, name: "Hypertrophy 2")), [DeclaredBlock(start: january, name: "Hypertrophy 2")]),
        // Declared out of order, kept in order: January before March.
        ("an earlier start, unnamed", [DeclaredBlock(start: march)], january, nil,
         .declared(DeclaredBlock(start: january)), [DeclaredBlock(start: january), DeclaredBlock(start: march)]),
        ("a name for the day's start", [DeclaredBlock(start: january, name: "Base")], january, "Peak",
         .renamed(DeclaredBlock(start: january, name: "Peak"), from: "Base"), [DeclaredBlock(start: january, name: "Peak")]),
        ("a name for an unnamed start", [DeclaredBlock(start: january)], january, "Peak",
         .renamed(DeclaredBlock(start: january, name: "Peak"), from: nil), [DeclaredBlock(start: january, name: "Peak")]),
        // Run twice, the command declares one block; without --name a start keeps its name.
        ("the same again", [DeclaredBlock(start: january, name: "Base")], january, "Base",
         .unchanged(DeclaredBlock(start: january, name: "Base")), [DeclaredBlock(start: january, name: "Base")]),
        ("no name for a named start", [DeclaredBlock(start: january, name: "Base")], january, nil,
         .unchanged(DeclaredBlock(start: january, name: "Base")), [DeclaredBlock(start: january, name: "Base")]),
    ]

    @Test(arguments: starts)
    func startDeclaresRenamesOrLeaves(_ what: String, _ before: [DeclaredBlock], _ day: LocalDay, _ name: String?,
                                      _ change: BlockEditor.Change, _ after: [DeclaredBlock]) throws {
        var data = Self.data(before)
        #expect(try BlockEditor.start(on: day, name: name, in: &data) == change, "\(what)")
        #expect(data.blocks == after, "\(what)")
    }

    @Test func whatStartSaysItDid() {
        let named = DeclaredBlock(start: Self.january, name: "Peak")
        #expect("\(BlockEditor.Change.declared(named))" == "Declared a block starting 2026-01-05: Peak")
        #expect("\(BlockEditor.Change.declared(DeclaredBlock(start: Self.january)))" == "Declared a block starting 2026-01-05")
        #expect("\(BlockEditor.Change.renamed(named, from: "Base"))" == "Renamed the block starting 2026-01-05 from \"Base\" to \"Peak\"")
        #expect("\(BlockEditor.Change.renamed(named, from: nil))" == "Renamed the block starting 2026-01-05 to \"Peak\"")
        #expect("\(BlockEditor.Change.unchanged(named))" == "A block already starts 2026-01-05: Peak; nothing changed")
    }

    /// (name, the refusal): the store's name rule, `DeclaredBlockRule`, in `--name`'s words.
    static let badNames: [(String, String)] = [
        ("", "--name: a block's name cannot be empty"),
        ("   ", "--name: a block's name cannot be empty"),
        (" Peak", "--name: ' Peak' has spaces at its start or end"),
        // 61 characters, one more than the 60 allowed; the first 20 shown.
        (String(repeating: "a", count: 61), "--name: 'aaaaaaaaaaaaaaaaaaaa…' is 61 characters; a block's name has at most 60"),
    ]

    @Test(arguments: badNames)
    func aBadNameChangesNothing(_ name: String, _ message: String) {
        var data = Self.data([DeclaredBlock(start: Self.january, name: "Base")])
        let error = #expect(throws: BlockEditor.Failure.self) { try BlockEditor.start(on: Self.january, name: name, in: &data) }
        #expect(error.map { "\($0)" } == message)
        #expect(data.blocks == [DeclaredBlock(start: Self.january, name: "Base")])
    }

    @Test func sixtyCharactersIsAName() throws {
        var data = Self.data([])
        let name = String(repeating: "a", count: DeclaredBlockRule.maximumNameLength)
        #expect(try BlockEditor.start(on: Self.january, name: name, in: &data) == .declared(DeclaredBlock(start: Self.january, name: name)))
    }

    /// (text, latest day allowed, the refusal); tomorrow itself is allowed.
    static let badDays: [(String, LocalDay?, String)] = [
        ("2026-02-30", nil, "'2026-02-30' is not a date in the form YYYY-MM-DD"),
        ("yesterday", nil, "'yesterday' is not a date in the form YYYY-MM-DD"),
        ("1899-12-31", nil, "'1899-12-31' is not between the years 1900 and 2200"),
        ("2026-11-27", LocalDay("2026-11-26")!, "'2026-11-27' is later than tomorrow; a block is declared on the day it starts or after"),
    ]

    @Test(arguments: badDays)
    func aDayIsAStorableDayNoLaterThanTomorrow(_ text: String, _ latest: LocalDay?, _ message: String) {
        let error = #expect(throws: BlockEditor.Failure.self) { try BlockEditor.day(text, latest: latest) }
        #expect(error.map { "\($0)" } == message)
    }

    @Test func tomorrowIsADay() throws {
        #expect(try BlockEditor.day("2026-11-26", latest: LocalDay("2026-11-26")!) == LocalDay("2026-11-26")!)
    }

    @Test func deleteRemovesTheDaysStart() throws {
        var data = Self.data([DeclaredBlock(start: Self.january, name: "Base"), DeclaredBlock(start: Self.march)])
        #expect(try BlockEditor.delete(on: Self.january, in: &data) == DeclaredBlock(start: Self.january, name: "Base"))
        #expect(data.blocks == [DeclaredBlock(start: Self.march)])
    }

    /// The starts there are, newest first as `block list` shows them, the first five of them.
    @Test func deletingADayWithoutAStartNamesTheStarts() {
        var none = Self.data([])
        #expect(throws: BlockEditor.Failure.noStart(day: Self.january, declared: [])) { try BlockEditor.delete(on: Self.january, in: &none) }
        #expect("\(BlockEditor.Failure.noStart(day: Self.january, declared: []))"
                == "no block starts on 2026-01-05: none is declared (strength-site block start DATE declares one)")
        // Seven Mondays from 5 Jan 2026, a week apart.
        let mondays = (0..<7).map { Self.january.adding(days: 7 * $0) }
        var data = Self.data(mondays.map { DeclaredBlock(start: $0) })
        let error = #expect(throws: BlockEditor.Failure.self) { try BlockEditor.delete(on: LocalDay("2026-01-06")!, in: &data) }
        #expect(error.map { "\($0)" } == "no block starts on 2026-01-06; the declared starts are "
                + "2026-02-16, 2026-02-09, 2026-02-02, 2026-01-26, 2026-01-19 and 2 more")
        #expect(data.blocks.count == 7)
    }
}
