import Foundation
import Testing
@testable import StrengthKit

/// The live workout's actions over values: start, add, edit, finish, cancel, and `history edit`
/// through the same `WorkoutEditor`.
@Suite struct LiveWorkoutTests {
    static let zone = TimeZone(identifier: "UTC")!

    static func at(_ text: String) -> LocalDateTime { LocalDateTime(text)! }
    static func stamp(_ text: String) throws -> Timestamp { try Timestamp(local: at(text), in: zone) }

    /// Two templates on a two-day split, and one earlier Push workout: bench 3×12 at 60 kg.
    static func data() throws -> ProjectData {
        var data = ProjectData(settings: Settings(units: .kg, timeZone: "UTC"), library: StarterLibrary.library)
        data.programs = Programs(
            templates: [
                WorkoutTemplate(id: "push", name: "Push", exercises: [
                    TemplateExercise(exercise: "bench-press", targetSets: 3, targetReps: 8, targetRepsMax: 12),
                    TemplateExercise(exercise: "overhead-press", targetSets: 2, targetReps: 5),
                ]),
                WorkoutTemplate(id: "pull", name: "Pull", exercises: [TemplateExercise(exercise: "deadlift", targetSets: 1, targetReps: 5)]),
            ],
            splits: [Split(id: "ab", name: "A/B", days: [SplitDay(name: "Push day", templates: ["push"]),
                                                          SplitDay(name: "Pull day", templates: ["pull"])])],
            activeSplit: "ab")
        let start = try stamp("2025-03-10 18:00")
        data.workouts = [Workout(id: "2025-03-10-1800-push-day", name: "Push day", start: start, end: start.adding(seconds: 3600),
                                 splitDay: SplitDayReference(split: "ab", day: "push-day"),
                                 exercises: [LoggedExercise(exercise: "bench-press", sets: Array(repeating: WorkoutSet(weightKg: 60, reps: 12), count: 3))])]
        return data
    }

    @Test func startNextTakesTheSplitsNextDayAndItsPlan() throws {
        var data = try Self.data()
        let session = try LiveWorkout.start(.init(plan: .nextDay, start: Self.at("2025-03-12 18:00"), readiness: Readiness(energy: .low)), in: &data)
        #expect(session.name == "Pull day")
        #expect(session.template == "pull")
        #expect(session.splitDay == SplitDayReference(split: "ab", day: "pull-day"))
        #expect(session.plan.map(\.exercise) == ["deadlift"])
        #expect(session.readiness == Readiness(energy: .low))
        #expect(data.session == session)
    }

    @Test func aSecondStartIsRefusedAndAnEmptyCheckInIsNotStored() throws {
        var data = try Self.data()
        let session = try LiveWorkout.start(.init(plan: .template("push"), name: "Chest", start: Self.at("2025-03-12 18:00"),
                                                  readiness: Readiness()), in: &data)
        #expect(session.name == "Chest")
        #expect(session.readiness == nil)
        #expect(throws: LiveWorkoutError.alreadyUnderway(name: "Chest")) {
            try LiveWorkout.start(.init(plan: .empty, start: Self.at("2025-03-12 19:00")), in: &data)
        }
    }

    @Test func nextWithoutAnActiveSplitIsRefused() throws {
        var data = try Self.data()
        data.programs.activeSplit = nil
        #expect(throws: LiveWorkoutError.noActiveSplit) {
            try LiveWorkout.start(.init(plan: .nextDay, start: Self.at("2025-03-12 18:00")), in: &data)
        }
        #expect(data.session == nil)
    }

    @Test func addAppendsToTheSameExerciseAndNewOnesGoLast() throws {
        var data = try Self.data()
        try LiveWorkout.start(.init(plan: .template("push"), start: Self.at("2025-03-12 18:00")), in: &data)
        try LiveWorkout.add(["Bench Press: 62.5x12", "Pull Up: x8"], in: &data)
        try LiveWorkout.add(["Bench Press: 62.5x11, w40x10"], in: &data)
        let exercises = try #require(data.session).exercises
        #expect(exercises.map(\.exercise) == ["bench-press", "pull-up"])
        #expect(exercises[0].sets == [WorkoutSet(weightKg: 62.5, reps: 12), WorkoutSet(weightKg: 62.5, reps: 11),
                                      WorkoutSet(kind: .warmup, weightKg: 40, reps: 10)])
        #expect(throws: UnknownExerciseError.self) { try LiveWorkout.add(["Bench Pres: 60x5"], in: &data) }
        #expect(throws: SetSyntaxError.self) { try LiveWorkout.add(["Bench Press: 60y5"], in: &data) }
    }

    @Test func editsChangeDeleteNoteAndReorder() throws {
        var data = try Self.data()
        try LiveWorkout.start(.init(plan: .empty, start: Self.at("2025-03-12 18:00")), in: &data)
        try LiveWorkout.add(["Bench Press: 60x5, 60x5, 60x4", "Squat: 100x5"], in: &data)
        try LiveWorkout.edit([.replaceSet(exercise: "Bench Press", set: 3, with: "60x5@9"), .deleteSet(exercise: "1", set: 1),
                              .exerciseNotes(exercise: "squat", notes: "belt"), .move(exercise: "Squat", to: 1), .notes("good")], in: &data)
        let session = try #require(data.session)
        #expect(session.exercises.map(\.exercise) == ["squat", "bench-press"])
        #expect(session.exercises[1].sets == [WorkoutSet(weightKg: 60, reps: 5), WorkoutSet(weightKg: 60, reps: 5, rpe: 9)])
        #expect(session.exercises[0].notes == "belt")
        #expect(session.notes == "good")
        #expect(throws: WorkoutEditError.noSuchSet(exercise: "Squat", number: 2, count: 1)) {
            try LiveWorkout.edit([.deleteSet(exercise: "Squat", set: 2)], in: &data)
        }
        #expect(throws: WorkoutEditError.noSuchExercise("Deadlift", present: ["Squat", "Bench Press"])) {
            try LiveWorkout.edit([.deleteExercise("Deadlift")], in: &data)
        }
        #expect(throws: WorkoutEditError.notOneSet("60x5x2")) {
            try LiveWorkout.edit([.replaceSet(exercise: "2", set: 1, with: "60x5x2")], in: &data)
        }
        try LiveWorkout.edit([.deleteSet(exercise: "Squat", set: 1)], in: &data)
        #expect(data.session?.exercises.map(\.exercise) == ["bench-press"])
    }

    @Test func finishWritesTheWorkoutAsLogWouldAndEndsTheSession() throws {
        var data = try Self.data()
        try LiveWorkout.start(.init(plan: .nextDay, start: Self.at("2025-03-12 18:00"), readiness: Readiness(soreness: .mild, minutesAvailable: 45)),
                              in: &data)
        #expect(throws: LiveWorkoutError.nothingLogged) { try LiveWorkout.finish(end: try Self.stamp("2025-03-12 19:00"), in: &data) }
        try LiveWorkout.add(["Deadlift: 140x5", "Bench Press: 60x10"], in: &data)
        let (outcome, template) = try LiveWorkout.finish(end: try Self.stamp("2025-03-12 18:50"), in: &data)
        #expect(template == nil)
        #expect(data.session == nil)
        let workout = outcome.workout
        #expect(workout.id == "2025-03-12-1800-pull-day")
        #expect(workout.durationSeconds == 3000)
        #expect(workout.template == "pull")
        #expect(workout.splitDay == SplitDayReference(split: "ab", day: "pull-day"))
        #expect(workout.readiness == Readiness(soreness: .mild, minutesAvailable: 45))
        #expect(data.workouts.last == workout)
        #expect(outcome.previous.map(\.workoutID) == ["2025-03-10-1800-push-day"])
        // The split moves on: Push day is next again.
        #expect(SplitProgress.of(data.programs.splits[0], workouts: data.workouts)?.nextDayIndex == 0)
    }

    @Test func finishCanSaveWhatWasDoneAsATemplate() throws {
        var data = try Self.data()
        try LiveWorkout.start(.init(plan: .empty, start: Self.at("2025-03-12 18:00")), in: &data)
        try LiveWorkout.add(["Bench Press: w40x10, 60x10, 60x8, 60x9", "Squat: 100x5x3", "Plank: 60s"], in: &data)
        #expect(throws: LiveWorkoutError.templateNameTaken("Push")) {
            try LiveWorkout.finish(end: try Self.stamp("2025-03-12 19:00"), saveAsTemplate: "push", in: &data)
        }
        #expect(data.session != nil)
        let (_, saved) = try LiveWorkout.finish(end: try Self.stamp("2025-03-12 19:00"), saveAsTemplate: "Full Body", in: &data)
        let template = try #require(saved)
        #expect(template.id == "full-body")
        #expect(template.exercises == [
            TemplateExercise(exercise: "bench-press", targetSets: 3, targetReps: 8, targetRepsMax: 10),
            TemplateExercise(exercise: "squat", targetSets: 3, targetReps: 5),
            TemplateExercise(exercise: "plank", targetSets: 1),
        ])
        #expect(data.programs.templates.last == template)
        try StoreValidator.validate(data, locate: { _, field in ("", field) })
    }

    @Test func cancelEndsTheSessionAndNothingIsSaved() throws {
        var data = try Self.data()
        #expect(throws: LiveWorkoutError.noneUnderway) { try LiveWorkout.cancel(in: &data) }
        try LiveWorkout.start(.init(plan: .empty, start: Self.at("2025-03-12 18:00")), in: &data)
        try LiveWorkout.add(["Squat: 100x5"], in: &data)
        try LiveWorkout.cancel(in: &data)
        #expect(data.session == nil)
        #expect(data.workouts.count == 1)
    }

    @Test func historyEditUsesTheSameEditsAndANewStartMovesTheID() throws {
        var data = try Self.data()
        let id = "2025-03-10-1800-push-day"
        let edited = try HistoryChange(edits: [.replaceSet(exercise: "Bench Press", set: 2, with: "60x11")], name: "Push heavy",
                                       start: Self.at("2025-03-09 07:30"), template: "Push").apply(toWorkout: id, in: &data)
        #expect(edited.id == "2025-03-09-0730-push-heavy")
        #expect(edited.name == "Push heavy")
        #expect(edited.durationSeconds == 3600)
        #expect(edited.template == "push")
        #expect(edited.exercises[0].sets[1] == WorkoutSet(weightKg: 60, reps: 11))
        #expect(data.workouts.map(\.id) == [edited.id])
        let shorter = try HistoryChange(duration: .seconds(1800), template: "none").apply(toWorkout: edited.id, in: &data)
        #expect(shorter.durationSeconds == 1800)
        #expect(shorter.template == nil)
        #expect(shorter.id == edited.id)
        #expect(throws: WorkoutEditError.wouldBeEmpty) {
            try HistoryChange(edits: [.deleteExercise("1")]).apply(toWorkout: edited.id, in: &data)
        }
    }

    @Test func theLibraryKeepsTheLiveWorkoutWhole() throws {
        var data = try Self.data()
        try LiveWorkout.start(.init(plan: .template("push"), start: Self.at("2025-03-12 18:00")), in: &data)
        try LiveWorkout.add(["Dip: +10x8", "Chin Up: x6"], in: &data)
        // Planned only: with leave to take it out of templates, it leaves them and the live plan.
        // Logged in the live workout: archived, like history.
        #expect(throws: LibraryEditor.Failure.self) { try LibraryEditor.deleteExercise(id: "overhead-press", in: &data) }
        #expect(try LibraryEditor.deleteExercise(id: "overhead-press", removingFromTemplates: true, in: &data) == .deletedFromTemplates(["Push"]))
        #expect(data.session?.plan.map(\.exercise) == ["bench-press"])
        #expect(try LibraryEditor.deleteExercise(id: "dip", in: &data) == .archivedBecauseOfHistory(workouts: 1))
        // Merged: the live workout's sets move with the rest.
        let (merged, _) = try ExerciseMerger.merge(from: "chin-up", into: "pull-up", in: data)
        #expect(merged.session?.exercises.map(\.exercise) == ["dip", "pull-up"])
        try StoreValidator.validate(merged, locate: { _, field in ("", field) })
    }

    /// The JSON `workout show --json` prints (docs/WORKOUT-SESSION.md), and its text.
    @Test func sessionDocumentGolden() throws {
        var data = try Self.data()
        try LiveWorkout.start(.init(plan: .template("push"), start: Self.at("2025-03-12 18:00"), readiness: Readiness(energy: .low, soreness: .high)),
                              in: &data)
        try LiveWorkout.add(["Bench Press: 60x12, 60x11", "Pull Up: +10x8"], in: &data)
        try LiveWorkout.edit([.exerciseNotes(exercise: "Pull Up", notes: "slow negatives"), .notes("Short on time")], in: &data)
        let document = SessionDocument(try #require(data.session), in: data, now: try Self.stamp("2025-03-12 18:42"))
        assertGolden(String(decoding: try StoreCoding.encode(document), as: UTF8.self), named: "workout-session/show.json")
        assertGolden(document.text, named: "workout-session/show.txt")
    }

    /// `history show --json` with the check-in and split day a live workout leaves.
    @Test func finishedWorkoutDetailGolden() throws {
        var data = try Self.data()
        try LiveWorkout.start(.init(plan: .nextDay, start: Self.at("2025-03-12 18:00"), readiness: Readiness(energy: .high, soreness: Readiness.Soreness.none, minutesAvailable: 60)),
                              in: &data)
        try LiveWorkout.add(["Deadlift: 140x5"], in: &data)
        let (outcome, _) = try LiveWorkout.finish(end: try Self.stamp("2025-03-12 18:40"), in: &data)
        assertGolden(String(decoding: try StoreCoding.encode(WorkoutDetail(outcome.workout, in: data)), as: UTF8.self),
                     named: "workout-session/finished.json")
        assertGolden(TerminalText(data: data).workoutDetail(outcome.workout), named: "workout-session/finished.txt")
    }
}
