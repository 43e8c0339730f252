import Foundation
import Testing
@testable import StrengthKit

@Suite struct ProgramEditorTests {
    typealias Failure = ProgramEditor.Failure

    /// Each change must fail with this one-line message.
    static let refusals: [(String, @Sendable (inout ProjectData) throws -> Void, String)] = [
        ("duplicate template", { _ = try ProgramEditor.addTemplate(name: " push a ", notes: nil, exercises: [TemplateExercise(exercise: "squat", targetSets: 3, targetReps: 5)], to: &$0) },
         "a template named \"Push A\" already exists; template names are unique"),
        ("empty template name", { _ = try ProgramEditor.addTemplate(name: "  ", notes: nil, exercises: [], to: &$0) },
         "a template name cannot be empty"),
        ("template without exercises", { _ = try ProgramEditor.addTemplate(name: "Legs", notes: nil, exercises: [], to: &$0) },
         "a template needs at least one exercise, e.g. \"Bench Press: 3x5\""),
        ("rename onto another", { _ = try ProgramEditor.editTemplate(id: "arms", changes: [.rename("PULL A")], in: &$0) },
         "a template named \"Pull A\" already exists; template names are unique"),
        ("remove the last exercise", { _ = try ProgramEditor.editTemplate(id: "arms", changes: [.remove(at: 1)], in: &$0) },
         "\"Arms\" would have no exercises left; a template needs at least one (delete the template instead)"),
        ("move beyond the end", { _ = try ProgramEditor.editTemplate(id: "push-a", changes: [.move(from: 1, to: 4)], in: &$0) },
         "position 4 is not between 1 and 3"),
        ("delete a day's only template", { _ = try ProgramEditor.deleteTemplate(id: "push-a", in: &$0) },
         "\"Push A\" is the only template of Push (Upper Lower); assign another template to that day or delete it first"),
        ("split without days", { _ = try ProgramEditor.addSplit(name: "PPL", days: [], to: &$0) },
         "a split needs at least one day: --day \"DAY: TEMPLATE, ...\", e.g. --day \"Push: Push A\""),
        ("day without template", { _ = try ProgramEditor.addSplit(name: "PPL", days: [.init(name: "Legs", templates: [])], to: &$0) },
         "day \"Legs\" has no template; write a day as DAY: TEMPLATE, TEMPLATE, e.g. \"Legs: Push A\""),
        ("two days of one name", { _ = try ProgramEditor.addSplit(name: "PPL", days: [.init(name: "Push", templates: ["push-a"]), .init(name: "push", templates: ["arms"])], to: &$0) },
         "a day named \"Push\" already exists; day names are unique"),
        ("duplicate split", { _ = try ProgramEditor.addSplit(name: "upper/lower", days: [.init(name: "A", templates: ["arms"])], to: &$0) },
         "a split named \"Upper Lower\" already exists; split names are unique"),
        ("delete the active split", { try ProgramEditor.deleteSplit(id: "upper-lower", in: &$0) },
         "\"Upper Lower\" is the active split; run `strength-site split deactivate` or activate another split first"),
        ("delete the last day", { try ProgramEditor.deleteDay("push", ofSplit: "upper-lower", in: &$0); try ProgramEditor.deleteDay("pull", ofSplit: "upper-lower", in: &$0) },
         "\"Upper Lower\" would have no days left; a split needs at least one (delete the split instead)"),
        ("unassign a day's last template", { try ProgramEditor.unassign(["push-a"], fromDay: "push", ofSplit: "upper-lower", in: &$0) },
         "Push (Upper Lower) would have no template left; a split day needs at least one (delete the day instead)"),
        ("assign twice", { try ProgramEditor.assign(["arms"], toDay: "pull", ofSplit: "upper-lower", in: &$0) },
         "\"Arms\" is already on Pull"),
        ("unassign what is not there", { try ProgramEditor.unassign(["arms"], fromDay: "push", ofSplit: "upper-lower", in: &$0) },
         "\"Arms\" is not on Push"),
        ("rename a day onto another", { try ProgramEditor.renameDay("pull", ofSplit: "upper-lower", to: "PUSH", in: &$0) },
         "a day named \"Push\" already exists; day names are unique"),
        ("move a day beyond the end", { try ProgramEditor.moveDay("pull", ofSplit: "upper-lower", to: 3, in: &$0) },
         "position 3 is not between 1 and 2"),
        ("deactivate twice", { _ = try ProgramEditor.deactivate(in: &$0); _ = try ProgramEditor.deactivate(in: &$0) },
         "no split is active"),
    ]

    @Test(arguments: refusals.indices)
    func refusesWithOneClearLine(_ index: Int) throws {
        let (_, change, message) = Self.refusals[index]
        // A throw inside `ProjectStore.update` discards the change; the end-to-end tests check the files.
        var data = try ProgramFixture.data()
        let error = try #require(throws: (any Error).self) { try change(&data) }
        #expect("\(error)" == message)
    }

    @Test func addedTemplatesAndSplitsGetSlugIdsThatRenamesKeep() throws {
        var data = try ProgramFixture.data()
        let bench = TemplateExercise(exercise: "bench-press", targetSets: 5, targetReps: 5)
        let first = try ProgramEditor.addTemplate(name: "Legs & Core!", notes: "  ", exercises: [bench], to: &data)
        #expect(first.id == "legs-core")
        #expect(first.notes == nil)
        // The slug of a new name that clashes with an old id gets a number.
        _ = try ProgramEditor.editTemplate(id: "legs-core", changes: [.rename("Lower")], in: &data)
        let second = try ProgramEditor.addTemplate(name: "Legs Core", notes: nil, exercises: [bench], to: &data)
        #expect(second.id == "legs-core-2")
        #expect(data.programs.templates.first { $0.id == "legs-core" }?.name == "Lower")

        let split = try ProgramEditor.addSplit(name: "PPL", days: [.init(name: "Push", templates: ["push-a", "push-a", "arms"]),
                                                                   .init(name: "Legs", templates: ["legs-core"])], to: &data)
        #expect(split.days.map(\.id) == ["push", "legs"])
        #expect(split.days[0].templates == ["push-a", "arms"])
        try ProgramEditor.renameDay("push", ofSplit: "ppl", to: "Push Day", in: &data)
        _ = try ProgramEditor.renameSplit(id: "ppl", to: "Push Pull Legs", in: &data)
        let renamed = try #require(data.programs.splits.first { $0.id == "ppl" })
        #expect(renamed.name == "Push Pull Legs")
        #expect(renamed.days.map(\.id) == ["push", "legs"])
        #expect(renamed.days.map(\.name) == ["Push Day", "Legs"])
        try StoreValidator.validate(data, layout: StoreLayout(projectDirectory: URL(fileURLWithPath: "/tmp")))
    }

    @Test func editsApplyInOrderWithPositionsAsTheyAreThen() throws {
        var data = try ProgramFixture.data()
        let dip = TemplateExercise(exercise: "dip", targetSets: 3, targetReps: 8)
        let template = try ProgramEditor.editTemplate(id: "push-a", changes: [
            .rename("Push Heavy"), .notes(""),
            .remove(at: 3),                             // bench, ohp
            .add(dip, at: 1),                           // dip, bench, ohp
            .move(from: 3, to: 1),                      // ohp, dip, bench
            .target(at: 1, TemplateExercise(exercise: "ignored", targetSets: 4, targetReps: 6, targetRepsMax: 10)),
            .exerciseNotes(at: 2, "Lean forward"),
        ], in: &data)
        #expect(template.name == "Push Heavy")
        #expect(template.notes == nil)
        #expect(template.exercises == [
            // The new target keeps the exercise and its notes.
            TemplateExercise(exercise: "overhead-press", targetSets: 4, targetReps: 6, targetRepsMax: 10, notes: "Strict, no leg drive"),
            TemplateExercise(exercise: "dip", targetSets: 3, targetReps: 8, notes: "Lean forward"),
            TemplateExercise(exercise: "bench-press", targetSets: 3, targetReps: 5, targetWeightKg: 100),
        ])
        #expect(data.programs.templates.first { $0.id == "push-a" } == template)
    }

    @Test(arguments: [
        ("2", 2), ("overhead press", 2), ("TRICEPS PUSHDOWN", 3), ("triceps-pushdown", 3),
    ])
    func findsAnExerciseOfATemplateByPositionNameAliasOrId(_ text: String, _ position: Int) throws {
        let data = try ProgramFixture.data()
        let template = try #require(data.programs.templates.first)
        #expect(try ProgramEditor.position(of: text, in: template, library: data.library) == position)
    }

    @Test(arguments: [
        ("4", "position 4 is not between 1 and 3"),
        ("Squat", "\"Push A\" has no exercise \"Squat\""),
        ("Bench Pres", "no exercise \"Bench Pres\"; did you mean \"Bench Press\"?"),
    ])
    func anExerciseNotInTheTemplateIsNamed(_ text: String, _ message: String) throws {
        let data = try ProgramFixture.data()
        let template = try #require(data.programs.templates.first)
        let error = try #require(throws: (any Error).self) { try ProgramEditor.position(of: text, in: template, library: data.library) }
        #expect("\(error)" == message)
    }

    @Test func anExercisePlannedTwiceIsNamedByPosition() throws {
        var data = try ProgramFixture.data()
        let template = try ProgramEditor.editTemplate(id: "arms", changes: [.add(TemplateExercise(exercise: "barbell-curl", targetSets: 2, targetReps: 20), at: nil)], in: &data)
        let error = try #require(throws: Failure.self) { try ProgramEditor.position(of: "Barbell Curl", in: template, library: data.library) }
        #expect(error.description == "\"Barbell Curl\" is in \"Arms\" more than once (at 1, 2); give its position instead")
    }

    @Test func deletingATemplateTakesItOffDaysAndClearsItsWorkouts() throws {
        var data = try ProgramFixture.data()
        #expect(ProgramEditor.users(ofTemplate: "pull-a", in: data) == .init(days: ["Pull (Upper Lower)"], workoutsCleared: 1))
        let deletion = try ProgramEditor.deleteTemplate(id: "pull-a", in: &data)
        #expect(deletion == .init(days: ["Pull (Upper Lower)"], workoutsCleared: 1))
        #expect(data.programs.templates.map(\.id) == ["push-a", "arms"])
        #expect(data.programs.splits[0].days[1].templates == ["arms"])
        let cleared = try #require(data.workouts.first { $0.id == "2025-03-12-1800-pull-a" })
        #expect(cleared.template == nil)
        #expect(cleared.name == "Pull A")
        #expect(cleared.exercises.count == 1)
        try StoreValidator.validate(data, layout: StoreLayout(projectDirectory: URL(fileURLWithPath: "/tmp")))
    }

    @Test func daysAreAddedMovedAssignedAndDeleted() throws {
        var data = try ProgramFixture.data()
        let legs = try ProgramEditor.addDay(.init(name: "Legs", templates: ["arms"]), at: 1, toSplit: "upper-lower", in: &data)
        #expect(legs.id == "legs")
        func days() -> [String] {
            data.programs.splits[0].days.map { "\($0.name): \($0.templates.joined(separator: ","))" }
        }
        #expect(days() == ["Legs: arms", "Push: push-a", "Pull: pull-a,arms"])
        try ProgramEditor.moveDay("legs", ofSplit: "upper-lower", to: 3, in: &data)
        try ProgramEditor.assign(["push-a"], toDay: "legs", ofSplit: "upper-lower", in: &data)
        try ProgramEditor.unassign(["arms"], fromDay: "legs", ofSplit: "upper-lower", in: &data)
        #expect(days() == ["Push: push-a", "Pull: pull-a,arms", "Legs: push-a"])
        try ProgramEditor.deleteDay("push", ofSplit: "upper-lower", in: &data)
        #expect(days() == ["Pull: pull-a,arms", "Legs: push-a"])
    }

    @Test func activatingSaysWhichSplitWasActiveAndAnInactiveSplitCanBeDeleted() throws {
        var data = try ProgramFixture.data()
        _ = try ProgramEditor.addSplit(name: "Full Body", days: [.init(name: "A", templates: ["push-a", "pull-a"])], to: &data)
        #expect(try ProgramEditor.activate(id: "full-body", in: &data)?.id == "upper-lower")
        #expect(try ProgramEditor.activate(id: "full-body", in: &data) == nil)
        try ProgramEditor.deleteSplit(id: "upper-lower", in: &data)
        #expect(try ProgramEditor.deactivate(in: &data).id == "full-body")
        #expect(data.programs.activeSplit == nil)
        #expect(data.programs.splits.map(\.id) == ["full-body"])
    }

    @Test(arguments: [
        ("Pull: Pull A, arms", "Pull", ["pull-a", "arms"]),
        (" Push :push-a,, ", "Push", ["push-a"]),
    ])
    func readsADayAsTyped(_ text: String, _ name: String, _ templates: [String]) throws {
        #expect(try SplitDaySyntax.plan(text, in: try ProgramFixture.data().programs) == .init(name: name, templates: templates))
    }

    @Test(arguments: [
        ("Legs", "day \"Legs\" has no template; write a day as DAY: TEMPLATE, TEMPLATE, e.g. \"Legs: Push A\""),
        ("Legs: ", "day \"Legs\" has no template; write a day as DAY: TEMPLATE, TEMPLATE, e.g. \"Legs: Push A\""),
        (": Push A", "a day name cannot be empty"),
        ("Legs: Psh A", "no workout template \"Psh A\"; did you mean \"Push A\"?"),
    ])
    func aDayThatCannotBeReadSaysWhy(_ text: String, _ message: String) throws {
        let programs = try ProgramFixture.data().programs
        let error = try #require(throws: (any Error).self) { try SplitDaySyntax.plan(text, in: programs) }
        #expect("\(error)" == message)
    }

    /// A template the live workout came from can be deleted: the workout keeps its plan, names no
    /// template, and the store stays valid.
    @Test func deletingTheLiveWorkoutsTemplateLeavesTheWorkoutItsPlan() throws {
        var data = try ProgramFixture.data()
        let plan = [TemplateExercise(exercise: "barbell-curl", targetSets: 3, targetReps: 10)]
        data.session = LiveSession(name: "Arms", start: Timestamp(secondsSinceEpoch: 1_742_000_000, utcOffsetSeconds: 0), template: "arms",
                                   plan: plan)
        #expect(ProgramEditor.users(ofTemplate: "arms", in: data).liveWorkoutCleared)
        let deletion = try ProgramEditor.deleteTemplate(id: "arms", in: &data)
        #expect(deletion.liveWorkoutCleared)
        #expect(data.session?.template == nil && data.session?.plan == plan)
        try StoreValidator.validate(data, locate: { _, field in ("", field) })
    }
}
