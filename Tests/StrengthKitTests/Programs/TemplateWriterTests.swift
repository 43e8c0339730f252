import Foundation
import Testing
@testable import StrengthKit

@Suite struct TemplateWriterTests {
    @Test func addsATemplateFromEntriesAsTyped() throws {
        var data = try ProgramFixture.data()
        let outcome = try TemplateWriter.add(
            name: "Push B", notes: "Volume", entries: ["bench press: 4x8-12@8", "Plank: 3x45s", "Running: 1x5km", "Dip: 3x8 20"],
            exerciseNotes: ["Bench Press: pause: one second"], createExercises: false, to: &data)
        #expect(outcome.createdExercises.isEmpty)
        #expect(outcome.template == WorkoutTemplate(id: "push-b", name: "Push B", notes: "Volume", exercises: [
            TemplateExercise(exercise: "bench-press", targetSets: 4, targetReps: 8, targetRepsMax: 12, targetRPE: 8, notes: "pause: one second"),
            TemplateExercise(exercise: "plank", targetSets: 3, targetSeconds: 45),
            TemplateExercise(exercise: "running", targetSets: 1, targetMeters: 5000),
            TemplateExercise(exercise: "dip", targetSets: 3, targetReps: 8, targetWeightKg: 20),
        ]))
        #expect(data.programs.templates.last == outcome.template)
    }

    @Test func createsUnknownExercisesWhenAskedWithTheTypeTheTargetGives() throws {
        var data = try ProgramFixture.data()
        let outcome = try TemplateWriter.add(name: "Odd", notes: nil, entries: ["Sled Push: 4x20m", "Wall Sit: 3x60s", "Zercher Squat: 3x5"],
                                             createExercises: true, to: &data)
        #expect(outcome.createdExercises.map { "\($0.id) \($0.type.rawValue)" } == [
            "sled-push distance_duration", "wall-sit duration", "zercher-squat weight_reps",
        ])
        #expect(outcome.template.exercises.map(\.exercise) == ["sled-push", "wall-sit", "zercher-squat"])
    }

    @Test(arguments: [
        ("Bench Pres: 3x5", "no exercise named \"Bench Pres\"; did you mean \"Bench Press\"? If not, add it with `strength-site exercise add`, or add the template with --create-exercises"),
        ("Bench Press: 3x", "\"Bench Press\", set \"3x\": the reps are missing after 'x'; write e.g. 3x5 or 3x8-12"),
        ("Bench Press: 3x12-8", "\"Bench Press\", set \"3x12-8\": the range 12-8 runs downwards; write it low-high, 3x8-12"),
        ("Bench Press: 3x5, 3x3", "\"Bench Press\", set \"3x5, 3x3\": a template line has one target, e.g. \"Bench Press: 3x8-12\""),
        ("Plank: 3x5", "\"Plank\", set \"3x5\": Plank is duration; its target is sets of a time, e.g. 3x60s"),
        ("Bench Press", "set \"Bench Press\": an entry is NAME: SET, SET, ... — e.g. \"Bench Press: 100x5x3\""),
    ])
    func aBadEntryIsOneClearLine(_ entry: String, _ message: String) throws {
        var data = try ProgramFixture.data()
        let error = try #require(throws: (any Error).self) {
            try TemplateWriter.add(name: "New", notes: nil, entries: [entry], createExercises: false, to: &data)
        }
        #expect("\(error)" == message)
    }

    @Test func editsNameExercisesByNameAndAppliesInTheDocumentedOrder() throws {
        var data = try ProgramFixture.data()
        let edit = TemplateWriter.Edit(
            name: "Push Heavy", notes: "", remove: ["Triceps Pushdown"], add: ["Dip: 3x8-12"],
            targets: ["overhead press: 5x5 60kg"], exerciseNotes: ["Dip: Lean forward", "Overhead Press:"],
            move: ("dip", 1))
        let outcome = try TemplateWriter.edit(id: "push-a", edit, in: &data)
        #expect(outcome.template == WorkoutTemplate(id: "push-a", name: "Push Heavy", notes: nil, exercises: [
            TemplateExercise(exercise: "dip", targetSets: 3, targetReps: 8, targetRepsMax: 12, notes: "Lean forward"),
            TemplateExercise(exercise: "bench-press", targetSets: 3, targetReps: 5, targetWeightKg: 100),
            TemplateExercise(exercise: "overhead-press", targetSets: 5, targetReps: 5, targetWeightKg: 60),
        ]))
    }

    @Test(arguments: [
        (TemplateWriter.Edit(), "nothing to change: give --name, --notes, --remove, --add, --target, --exercise-notes or --move"),
        (TemplateWriter.Edit(targets: ["Squat: 3x5"]), "\"Push A\" has no exercise \"Squat\""),
        (TemplateWriter.Edit(targets: ["Bench Press: 3x60s"]), "\"Bench Press\", set \"3x60s\": Bench Press is weight × reps; its target is sets × reps, e.g. 3x5 or 3x8-12"),
        (TemplateWriter.Edit(move: ("Bench Press", 9)), "position 9 is not between 1 and 3"),
        (TemplateWriter.Edit(exerciseNotes: ["Squat: deep"]), "\"Push A\" has no exercise \"Squat\""),
        (TemplateWriter.Edit(exerciseNotes: ["Bench Press pause"]), "'Bench Press pause' is not EXERCISE: NOTES; write exercise notes as e.g. \"Bench Press: pause the first rep\""),
        (TemplateWriter.Edit(remove: ["1", "1", "1"]), "\"Push A\" would have no exercises left; a template needs at least one (delete the template instead)"),
    ])
    func aBadEditIsOneClearLine(_ edit: TemplateWriter.Edit, _ message: String) throws {
        var data = try ProgramFixture.data()
        let error = try #require(throws: (any Error).self) { try TemplateWriter.edit(id: "push-a", edit, in: &data) }
        #expect("\(error)" == message)
    }
}
