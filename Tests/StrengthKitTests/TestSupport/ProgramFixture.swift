import Foundation
@testable import StrengthKit

/// A kilogram project in UTC with the starter library, three templates and a split, and workouts
/// from the templates: what the Programs tests edit and print.
enum ProgramFixture {
    static let today = LocalDay("2025-03-20")!

    static func data() throws -> ProjectData {
        var data = ProjectData(settings: Settings(units: .kg, timeZone: "UTC"), library: StarterLibrary.library)
        data.programs = Programs(
            templates: [
                WorkoutTemplate(id: "push-a", name: "Push A", notes: "Heavy *push*", exercises: [
                    TemplateExercise(exercise: "bench-press", targetSets: 3, targetReps: 5, targetWeightKg: 100),
                    TemplateExercise(exercise: "overhead-press", targetSets: 3, targetReps: 8, targetRepsMax: 12, targetRPE: 8,
                                     notes: "Strict, no leg drive"),
                    TemplateExercise(exercise: "triceps-pushdown", targetSets: 3, targetReps: 10, targetRepsMax: 15),
                ]),
                WorkoutTemplate(id: "pull-a", name: "Pull A", exercises: [
                    TemplateExercise(exercise: "deadlift", targetSets: 1, targetReps: 5),
                    TemplateExercise(exercise: "plank", targetSets: 3, targetSeconds: 60),
                ]),
                WorkoutTemplate(id: "arms", name: "Arms", exercises: [
                    TemplateExercise(exercise: "barbell-curl", targetSets: 3, targetReps: 10),
                ]),
            ],
            splits: [
                Split(id: "upper-lower", name: "Upper Lower", days: [
                    SplitDay(name: "Push", templates: ["push-a"]),
                    SplitDay(name: "Pull", templates: ["pull-a", "arms"]),
                ]),
            ],
            activeSplit: "upper-lower")
        data.workouts = [
            workout("2025-01-06-1800-push-a", "Push A", "2025-01-06 18:00", template: "push-a"),
            workout("2025-03-10-1800-push-a", "Push A", "2025-03-10 18:00", template: "push-a"),
            workout("2025-03-12-1800-pull-a", "Pull A", "2025-03-12 18:00", template: "pull-a"),
            workout("2025-03-14-1800-legs", "Legs", "2025-03-14 18:00", template: nil),
        ]
        return data
    }

    static func workout(_ id: String, _ name: String, _ start: String, template: String?) -> Workout {
        let local = LocalDateTime(start)!
        let time = try! Timestamp(local: local, in: TimeZone(identifier: "UTC")!)
        return Workout(id: id, name: name, start: time, template: template,
                       exercises: [LoggedExercise(exercise: "bench-press", sets: [WorkoutSet(weightKg: 100, reps: 5)])])
    }
}
