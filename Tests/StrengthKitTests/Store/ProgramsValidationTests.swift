import Testing
import TestSupport
@testable import StrengthKit

/// `programs.json` is held to targets a template can mean, and to names a lifter can look up.
@Suite struct ProgramsValidationTests {
    static func programs(_ change: (inout Programs) -> Void) -> Programs {
        var programs = Programs(
            templates: [
                WorkoutTemplate(id: "push-a", name: "Push A", exercises: [
                    TemplateExercise(exercise: "bench-press", targetSets: 3, targetReps: 8, targetRepsMax: 12, targetRPE: 8, targetWeightKg: 80),
                    TemplateExercise(exercise: "plank", targetSets: 3, targetSeconds: 60),
                ]),
                WorkoutTemplate(id: "pull-a", name: "Pull A", exercises: [TemplateExercise(exercise: "deadlift", targetSets: 1, targetReps: 5)]),
            ],
            splits: [Split(id: "ppl", name: "PPL", days: [SplitDay(name: "Push", templates: ["push-a"]), SplitDay(name: "Pull", templates: ["pull-a"])])],
            activeSplit: "ppl")
        change(&programs)
        return programs
    }

    /// (what is wrong, the change, the error after "Data/programs.json: ").
    static let cases: [(String, @Sendable (inout Programs) -> Void, String)] = [
        ("a range without a bottom", { $0.templates[0].exercises[0].targetReps = nil }, "templates[0].exercises[0].targetRepsMax: a rep range needs targetReps as its bottom"),
        ("a downward range", { $0.templates[0].exercises[0].targetRepsMax = 6 }, "templates[0].exercises[0].targetRepsMax: 6 is not between targetReps + 1 (9) and 10000"),
        ("RPE 11", { $0.templates[0].exercises[0].targetRPE = 11 }, "templates[0].exercises[0].targetRPE: 11 is not above 0 and at most 10"),
        ("a negative weight", { $0.templates[0].exercises[0].targetWeightKg = -5 }, "templates[0].exercises[0].targetWeightKg: -5 is not between 0 and 1500"),
        ("no time", { $0.templates[0].exercises[1].targetSeconds = 0 }, "templates[0].exercises[1].targetSeconds: 0 is not between 1 and 604800"),
        ("a template name twice", { $0.templates[1].name = "push a" }, "templates[1].name: 'push a' is the name of another template too"),
        ("a split name twice", { $0.splits.append(Split(id: "other", name: "P.P.L.", days: [])) }, "splits[1].name: 'P.P.L.' is the name of another split too"),
        ("a day id twice", { $0.splits[0].days[1].id = "push" }, "splits[0].days[1].id: 'push' is used by another day of this split too"),
        ("a day name twice", { $0.splits[0].days[1].name = "PUSH" }, "splits[0].days[1].name: 'PUSH' is the name of another day of this split too"),
        ("an empty day name", { $0.splits[0].days[1].name = " " }, "splits[0].days[1].name: is empty"),
    ]

    @Test(arguments: cases)
    func aBadProgramIsRefusedNamingTheField(_ what: String, _ change: @Sendable (inout Programs) -> Void, _ expected: String) throws {
        let folder = try TemporaryDirectory()
        var data = try StoreRoundTripTests.sampleData()
        data.programs = Self.programs(change)
        let error = try #require(throws: StoreError.self) { try ProjectStore(projectDirectory: folder.url, displayPrefix: ".").create(with: data) }
        #expect(error.description == "Data/programs.json: " + expected, "\(what)")
    }

    @Test func aGoodProgramIsKeptAsWritten() throws {
        let folder = try TemporaryDirectory()
        var data = try StoreRoundTripTests.sampleData()
        data.programs = Self.programs { _ in }
        let store = ProjectStore(projectDirectory: folder.url, displayPrefix: ".")
        try store.create(with: data)
        #expect(try store.load().programs == data.programs)
    }
}
