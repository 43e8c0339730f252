import Foundation
import Testing
import TestSupport
@testable import StrengthKit

/// `Data/goals.json`: written only when there are goals, read back equal, validated on load like every
/// store file (a clear error naming the file and the field, nothing written), and exempt from the
/// "nothing after tomorrow" rule for deadlines only.
@Suite struct GoalStoreTests {
    /// One goal of each kind, on the sample data's exercises; the set typed in lb, which the sample's
    /// project shows, and the squat in kg, which it does not.
    static let goals = [
        Goal(id: "squat-e1rm", target: .e1rm(exercise: "squat", kg: 140), added: LocalDay("2025-03-01")!,
             deadline: LocalDay("2027-06-01")!, startValue: 120, typedUnit: .kg),
        Goal(id: "bench-press-set", target: .set(exercise: "bench-press", kg: WeightUnit.lb.kilograms(225), reps: 5),
             added: LocalDay("2025-03-02")!),
        Goal(id: "body-weight", target: .bodyWeight(kg: 78), added: LocalDay("2025-03-03")!, startValue: 80.5),
        Goal(id: "workouts-per-week", target: .workoutsPerWeek(4), added: LocalDay("2025-03-04")!,
             deadline: LocalDay("2199-12-31")!, startValue: 2.5),
    ]

    static func sampleData() throws -> ProjectData {
        var data = try StoreRoundTripTests.sampleData()
        data.goals = goals
        return data
    }

    @Test func goalsLoadBackEqualFromAPrettySortedFile() throws {
        let project = try TestProject(try Self.sampleData())
        #expect(try project.store.load() == (try Self.sampleData()))
        let text = try project.folder.read("Data/goals.json")
        #expect(text.hasSuffix("}\n"))
        #expect(text.contains("""
                  {
                    "added" : "2025-03-01",
                    "deadline" : "2027-06-01",
                    "exercise" : "squat",
                    "id" : "squat-e1rm",
                    "kind" : "e1rm",
                    "startValue" : 120,
                    "typedUnit" : "kg",
                    "weightKg" : 140
                  }
              """))
        #expect(text.components(separatedBy: "typedUnit").count == 2, "only the goal typed in the other unit has one")
        #expect(text.contains("\"schemaVersion\" : 1"))
    }

    @Test func aProjectWithoutGoalsHasNoGoalsFileAndLosesItWithTheLastGoal() throws {
        let project = try TestProject()
        let path = project.folder.url.appendingPathComponent("Data/goals.json").path
        #expect(!FileManager.default.fileExists(atPath: path))
        try project.store.update { $0.goals = [Self.goals[0]] }
        #expect(FileManager.default.fileExists(atPath: path))
        try project.store.update { $0.goals = [] }
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(try project.store.load().goals.isEmpty)
    }

    /// (what is broken, find, replace, expected error), all in Data/goals.json.
    static let damaged: [(String, String, String, String)] = [
        ("unknown exercise", "\"exercise\" : \"squat\"", "\"exercise\" : \"sqaut\"",
         "Data/goals.json: goals[0].exercise: no exercise has the id 'sqaut' (exercises.json)"),
        ("exercise with no e1RM", "\"exercise\" : \"squat\"", "\"exercise\" : \"plank\"",
         "Data/goals.json: goals[0].exercise: 'plank' is duration; e1RM and set goals are for weight × reps exercises"),
        ("unknown kind", "\"kind\" : \"e1rm\"", "\"kind\" : \"1rm\"",
         "Data/goals.json: goals[0].kind: unknown goal kind '1rm'; expected one of e1rm, set, bodyWeight, workoutsPerWeek"),
        ("target weight missing", "\"weightKg\" : 140", "\"weight\" : 140",
         "Data/goals.json: goals[0].weightKg: missing (required)"),
        ("field of another kind", "\"weightKg\" : 140", "\"weightKg\" : 140, \"reps\" : 5",
         "Data/goals.json: goals[0].reps: a goal of kind e1rm has no reps"),
        ("negative target", "\"weightKg\" : 140", "\"weightKg\" : -140",
         "Data/goals.json: goals[0].weightKg: -140 is not above 0 and at most 1500"),
        ("fractional reps", "\"reps\" : 5", "\"reps\" : 5.5",
         "Data/goals.json: goals[1].reps: expected a whole number, found 5.5"),
        ("no reps", "\"reps\" : 5", "\"reps\" : 0",
         "Data/goals.json: goals[1].reps: 0 is not between 1 and 10000"),
        ("body weight of a ton", "\"weightKg\" : 78", "\"weightKg\" : 1000",
         "Data/goals.json: goals[2].weightKg: 1000 is not a body weight (more than 0, at most 700 kg)"),
        ("no workouts a week", "\"workoutsPerWeek\" : 4", "\"workoutsPerWeek\" : 0",
         "Data/goals.json: goals[3].workoutsPerWeek: 0 is not between 1 and 14"),
        ("deadline beyond the store's years", "\"deadline\" : \"2027-06-01\"", "\"deadline\" : \"2300-06-01\"",
         "Data/goals.json: goals[0].deadline: 2300-06-01 is not between the years 1900 and 2200"),
        ("deadline before the goal", "\"deadline\" : \"2027-06-01\"", "\"deadline\" : \"2024-06-01\"",
         "Data/goals.json: goals[0].deadline: 2024-06-01 is before the day the goal was set (2025-03-01)"),
        ("bad date", "\"added\" : \"2025-03-01\"", "\"added\" : \"2025-02-30\"",
         "Data/goals.json: goals[0].added: '2025-02-30' is not a date in the form YYYY-MM-DD"),
        ("duplicate id", "\"id\" : \"bench-press-set\"", "\"id\" : \"squat-e1rm\"",
         "Data/goals.json: goals[1].id: 'squat-e1rm' is used by another goal too"),
        ("id that is no slug", "\"id\" : \"squat-e1rm\"", "\"id\" : \"../squat\"",
         "Data/goals.json: goals[0].id: '../squat' is not a slug"),
        ("negative start", "\"startValue\" : 120", "\"startValue\" : -1",
         "Data/goals.json: goals[0].startValue: -1 is not a value a goal of its kind starts from (0 to 1500)"),
        ("unit of a goal with no weight", "\"workoutsPerWeek\" : 4", "\"workoutsPerWeek\" : 4, \"typedUnit\" : \"lb\"",
         "Data/goals.json: goals[3].typedUnit: a goal of kind workoutsPerWeek has no typedUnit"),
        ("unknown unit", "\"typedUnit\" : \"kg\"", "\"typedUnit\" : \"stone\"",
         "Data/goals.json: goals[0].typedUnit: unknown weight unit 'stone'; expected one of kg, lb"),
        ("unknown field", "\"startValue\" : 120", "\"startValue\" : 120, \"priority\" : 1",
         "Data/goals.json: goals[0].priority: no field has that name (a typo, or a newer version's); remove it or fix its name"),
        // A start the site would turn into an infinite progress, written "inf" into stats.json.
        ("start of 1e308", "\"startValue\" : 120", "\"startValue\" : 1e308",
         "Data/goals.json: goals[0].startValue: 1e+308 is not a value a goal of its kind starts from (0 to 1500)"),
    ]

    @Test(arguments: damaged)
    func damagedGoalsFileIsReportedAndLeftByteIdentical(_ what: String, _ find: String, _ replace: String, _ expected: String) throws {
        let project = try TestProject(try Self.sampleData())
        let loadError = try StoreBadInputTests.damage("Data/goals.json", replacing: find, with: replace, in: project)
        #expect(loadError.description.hasPrefix(expected), "\(what): \(loadError.description)")
    }

    /// A goal is set today: its `added` day is held to "nothing after tomorrow"; its deadline only to
    /// the store's years.
    @Test func onlyTheDeadlineMayLieAhead() throws {
        let project = try TestProject()
        let store = ProjectStore(projectDirectory: project.folder.url, displayPrefix: ".",
                                 latestArrival: Timestamp(iso8601: "2025-03-15T00:00:00Z"))
        var ahead = Self.goals[0]
        ahead.deadline = LocalDay("2200-12-31")
        try store.update { $0.goals = [ahead] }
        var early = ahead
        early.id = "early"
        early.added = LocalDay("2025-03-16")!
        #expect(throws: StoreError(path: "Data/goals.json", reason: .invalid(
            field: "goals[1].added", "2025-03-16 is later than tomorrow; a goal is set on the day it is set"))) {
            try store.update { $0.goals.append(early) }
        }
        #expect(try store.load().goals == [ahead])
    }

    @Test func resetEmptiesTheGoalsAndItsBackupKeepsThem() throws {
        let project = try TestProject(try Self.sampleData())
        let backup = BackupFile(reason: "reset", time: Timestamp(iso8601: "2025-03-20T10:00:00Z")!)
        let (_, report) = try project.store.update(backup: backup) { DataTransfer.reset(&$0) }
        #expect(try project.store.load().goals.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: project.folder.url.appendingPathComponent("Data/goals.json").path))
        let saved = try ExportDocumentImport.read(try Data(contentsOf: try #require(report.backup)), path: "backup.json")
        #expect(saved.goals == Self.goals)
    }

    /// Deleting an exercise a goal names, or making it something other than weight × reps, is refused
    /// with the goal's id; a merge carries the goal over with the sets.
    @Test func goalsKeepTheirExercise() throws {
        var data = try Self.sampleData()
        #expect(throws: LibraryEditor.Failure.exerciseHasGoals("Squat", goals: ["squat-e1rm"], change: "deleting it")) {
            _ = try LibraryEditor.deleteExercise(id: "squat", in: &data)
        }
        #expect(throws: LibraryEditor.Failure.exerciseHasGoals("Squat", goals: ["squat-e1rm"], change: "making it reps only")) {
            _ = try LibraryEditor.editExercise(id: "squat", changes: LibraryEditor.ExerciseChanges(type: .repsOnly), in: &data)
        }
        #expect("\(LibraryEditor.Failure.exerciseHasGoals("Squat", goals: ["squat-e1rm"], change: "deleting it"))"
                == "Squat is the exercise of goal squat-e1rm; deleting it would leave it without one, so delete it first (strength-site goal delete squat-e1rm)")
        data.library.exercises.append(Exercise(id: "back-squat", name: "Back Squat", type: .weightReps))
        let merged = try ExerciseMerger.merge(from: "squat", into: "back-squat", in: data).data
        #expect(merged.goals[0].target == .e1rm(exercise: "back-squat", kg: 140))
    }
}
