import Testing
@testable import strength_site
@testable import StrengthKit

/// The import's summary counts in words: "1 workout (1 set)", "0 workouts (0 sets)", "2 workouts (2 sets)".
@Suite struct ImportSummaryTextTests {
    static func file(_ count: Int, path: String = "strong.csv") -> ImportFileReport {
        var file = ImportFileReport(path: path, format: DetectedFormat(.strongA, details: "(comma, 12 columns)"), rows: count)
        file.workoutsInFile = count
        file.workoutsAdded = count
        file.setsAdded = count
        return file
    }

    @Test(arguments: [
        (0, "strong.csv: Strong A (comma, 12 columns), 0 rows\n  Added 0 workouts (0 sets); 0 of the file's 0 already here\n"),
        (1, "strong.csv: Strong A (comma, 12 columns), 1 row\n  Added 1 workout (1 set); 0 of the file's 1 already here\n"),
        (2, "strong.csv: Strong A (comma, 12 columns), 2 rows\n  Added 2 workouts (2 sets); 0 of the file's 2 already here\n"),
    ])
    func aFileSaysItsCountsInWords(count: Int, expected: String) {
        let text = ImportSummaryText.render(ImportReport(dryRun: false, files: [Self.file(count)])).plain
        #expect(text == expected)
    }

    @Test(arguments: [(0, "Added 0 workouts (0 sets) from 2 files.\n"), (1, "Added 1 workout (1 set) from 2 files.\n"),
                      (2, "Added 2 workouts (2 sets) from 2 files.\n")])
    func severalFilesSayTheirTotalInWords(count: Int, total: String) {
        // One file adds nothing, the other `count`.
        let text = ImportSummaryText.render(ImportReport(dryRun: false, files: [Self.file(0, path: "a.csv"), Self.file(count, path: "b.csv")])).plain
        #expect(text.hasSuffix(total), "\(text)")
    }

    @Test(arguments: [
        (0, "Added 0 workouts (0 sets), 0 exercises, 0 categories, 0 templates, 0 splits, 0 body-weight entries, 0 goals\n"),
        (1, "Added 1 workout (1 set), 1 exercise, 1 category, 1 template, 1 split, 1 body-weight entry, 1 goal\n"
            + "1 workout was already here\n1 workout exists here with other content and was kept as it is\n"),
        (2, "Added 2 workouts (2 sets), 2 exercises, 2 categories, 2 templates, 2 splits, 2 body-weight entries, 2 goals\n"
            + "2 workouts were already here\n2 workouts exist here with other content and were kept as they are\n"),
    ])
    func anExportDocumentSaysItsCountsInWords(count: Int, expected: String) {
        var summary = ImportSummary()
        summary.workoutsAdded = count
        summary.setsAdded = count
        summary.exercisesAdded = count
        summary.categoriesAdded = count
        summary.templatesAdded = count
        summary.splitsAdded = count
        summary.bodyWeightEntriesAdded = count
        summary.goalsAdded = count
        summary.workoutsAlreadyPresent = count
        summary.workoutsKeptAsTheyAre = count
        var file = Self.file(count, path: "export.json")
        file.document = summary
        #expect(ImportSummaryText.render(ImportReport(dryRun: false, files: [file])).plain == expected)
    }

    /// A new exercise says how many of the file's sets went to it, in words: "1 set", not "1 sets".
    @Test(arguments: [(1, "1 set"), (2, "2 sets"), (1_204, "1,204 sets")])
    func aNewExerciseCountsItsSetsInWords(sets: Int, words: String) {
        var file = Self.file(1)
        file.newExercises = [ImportedExercise(id: "treadmill", name: "Treadmill", type: .distanceDuration, category: "Cardio", sets: sets)]
        let text = ImportSummaryText.render(ImportReport(dryRun: false, files: [file])).plain
        #expect(text.contains("  New exercises (1):\n    Treadmill — distance & duration, Cardio, \(words)\n"), "\(text)")
    }

    @Test func newExercisesWithoutAMuscleGroupSayHowToSetOne() {
        var file = Self.file(1)
        file.uncategorized = ["Shin Curl"]
        let text = ImportSummaryText.render(ImportReport(dryRun: false, files: [file])).plain
        #expect(text.contains("1 new exercise with no muscle group yet: Shin Curl\n"
                              + "  Set each one's muscle group with strength-site exercise edit \"Shin Curl\" --category GROUP"), "\(text)")
    }

    /// The command that shows the weights as typed comes once, last, after every file.
    @Test(arguments: [(WeightUnit.lb, "The weights were typed in lb and this project shows kg; to show them as typed, run: strength-site settings set units lb\n"),
                      (WeightUnit.kg, "The weights were typed in kg and this project shows lb; to show them as typed, run: strength-site settings set units kg\n")])
    func weightsTypedInTheOtherUnitEndWithTheCommandThatSwitches(unit: WeightUnit, line: String) {
        var report = ImportReport(dryRun: false, files: [Self.file(1, path: "a.csv"), Self.file(1, path: "b.csv")])
        report.unitsTyped = unit
        let text = ImportSummaryText.render(report).plain
        #expect(text.hasSuffix("Added 2 workouts (2 sets) from 2 files.\n" + line), "\(text)")
    }

    /// Workouts written more than once: the first twelve of each kind, the rest counted (--json lists them all).
    @Test func workoutsWrittenMoreThanOnceAreListedWithTheirLines() {
        var file = Self.file(1)
        func repeated(_ number: Int, folded: Bool) -> RepeatedWorkout {
            RepeatedWorkout(workout: "Day \(number)", firstLine: number * 10, lastLine: number * 10 + 5, copies: 2, rowsPerCopy: 3,
                            firstRepeatLine: number * 10 + 3, folded: folded)
        }
        file.repeatedWorkouts = (1...14).map { repeated($0, folded: true) } + [repeated(20, folded: false)]
        let text = ImportSummaryText.render(ImportReport(dryRun: true, files: [file])).plain
        #expect(text.contains("""
              Written more than once in the file, would be stored once (14); --keep-copies keeps every copy:
                strong.csv:10-15: Day 1, 2 copies of 3 rows; lines 13-15 left out

            """))
        #expect(text.contains("    strong.csv:120-125: Day 12, 2 copies of 3 rows; lines 123-125 left out\n    and 2 more (--json lists them)\n"))
        #expect(!text.contains("Day 13"))
        #expect(text.contains("""
              Looks written more than once, imported as it is (1); if the app wrote it twice, --fold-copies stores each once:
                strong.csv:200-205: Day 20, 2 copies of 3 rows

            """))
    }
}
