import Testing
@testable import StrengthKit

/// A workout the export wrote more than once: which rows are copies, and what is passed on.
@Suite struct RepeatedWorkoutFolderTests {
    /// Columns: workout, exercise, set number, weight, reps, note.
    static func layout(numbersSets: Bool) -> ExportRowLayout {
        ExportRowLayout(columnNames: ["workout", "exercise", "set", "weight", "reps", "note"], workoutColumns: [0], labelColumns: [0],
                        exerciseColumn: 1, noteColumns: [5], setIndexColumn: numbersSets ? 2 : nil, anchorColumn: 0,
                        readsAsAnchor: { !$0.isEmpty })
    }

    /// `"A1 A2 B1"`: exercise A set 1, A set 2, B set 1, each 100 × 5; `A1:note` carries a note, `A1=90`
    /// a weight of 90; lines count from 2.
    static func rows(_ text: String, workout: String = "Leg Day", firstLine: Int = 2) -> [CSVRow] {
        text.split(separator: " ").enumerated().map { offset, cell in
            let parts = cell.split(separator: ":", omittingEmptySubsequences: false)
            let setAndWeight = parts[0].split(separator: "=")
            let code = setAndWeight[0]
            return CSVRow(fields: [workout, String(code.prefix(1)), String(code.dropFirst()),
                                   setAndWeight.count > 1 ? String(setAndWeight[1]) : "100", "5", parts.count > 1 ? String(parts[1]) : ""],
                          line: firstLine + offset)
        }
    }

    @Test(arguments: [
        ("A1 A2 B1 B2 A1 A2 B1 B2", 2),
        ("A1 B1 C1 A1 B1 C1 A1 B1 C1", 3),
        ("A1 B1 A1 B1 A1 B1 A1 B1", 4),                // the most copies there are
        ("A1:belt B1 A1 B1", 2),                        // a note the later copy leaves empty
        ("A1:belt B1 A1:belt B1", 2),                   // or writes again
    ] as [(String, Int)])
    func rowsThatAreCopiesOfTheirFirstPart(_ rows: String, _ copies: Int) {
        #expect(RepeatedWorkoutFolder.copies(in: Self.rows(rows), layout: Self.layout(numbersSets: true)) == copies)
    }

    @Test(arguments: [
        "A1 A2 A1 A2",                 // one exercise: its sets done again alike are sets
        "A1 A1 A1 A1 A1 A1",
        "A1 B1 A1 B1 A1",              // not a whole number of copies
        "A1 B1 A1 B1=90",              // one cell differs
        "A1:belt B1 A1:knee B1",       // another note
        "A1 B1 A1:belt B1",            // a note the first copy lacks
        "A1 B1 B1 A1",
        "A1 B1 A1",
    ])
    func rowsThatAreNot(_ rows: String) {
        #expect(RepeatedWorkoutFolder.copies(in: Self.rows(rows), layout: Self.layout(numbersSets: true)) == nil)
    }

    /// Three workouts in a row: the middle one written twice. Returns the rows passed on and what was found.
    static func fold(numbersSets: Bool, handling: RepeatedWorkoutHandling) -> (passed: [Int], found: [RepeatedWorkout]) {
        var folder = RepeatedWorkoutFolder(layout: layout(numbersSets: numbersSets), handling: handling)
        let file = rows("A1 A2", workout: "Mon", firstLine: 2) + rows("A1 B1 C1 A1 B1 C1", workout: "Wed", firstLine: 4)
            + rows("B1 B2", workout: "Fri", firstLine: 10)
        var passed: [CSVRow] = []
        for row in file { folder.push(row, to: &passed) }
        folder.finish(to: &passed)
        return (passed.map(\.line), folder.found)
    }

    @Test func anAppThatNumbersItsSetsGetsTheWorkoutOnce() {
        let (passed, found) = Self.fold(numbersSets: true, handling: .auto)
        #expect(passed == [2, 3, 4, 5, 6, 10, 11])
        #expect(found == [RepeatedWorkout(workout: "Wed", firstLine: 4, lastLine: 9, copies: 2, rowsPerCopy: 3, firstRepeatLine: 7, folded: true)])
    }

    @Test func anAppThatNumbersNoSetsGetsEveryRowAndTheWorkoutIsListed() {
        let (passed, found) = Self.fold(numbersSets: false, handling: .auto)
        #expect(passed == Array(2...11))
        #expect(found.map(\.folded) == [false])
        #expect(found.map(\.firstLine) == [4])
    }

    @Test func foldCopiesFoldsForAnyAppAndKeepCopiesForNone() {
        #expect(Self.fold(numbersSets: false, handling: .fold).passed == [2, 3, 4, 5, 6, 10, 11])
        #expect(Self.fold(numbersSets: false, handling: .fold).found.map(\.folded) == [true])
        #expect(Self.fold(numbersSets: true, handling: .keep).passed == Array(2...11))
        #expect(Self.fold(numbersSets: true, handling: .keep).found.map(\.folded) == [false])
    }
}
