import Foundation
import Testing
@testable import StrengthKit

/// A set typed in the unit the project does not show, on the site: its rows (the workout's set table,
/// the exercise's recent sets) show it in the unit it was typed in, and so does the next weight its
/// template suggests; records, e1RMs and the figures made of them stay in the project's unit.
@Suite struct TypedUnitPagesTests {
    /// A kg project: calf raises typed in lb on Mon 3 and Wed 5 Mar 2025 (the second 3 × 12, the top of
    /// the template's 8–12), pull-ups with 20 lb added.
    static func models() throws -> (workout: WorkoutPageKind.Page, exercise: ExercisePage, history: HistoryPage) {
        var history = HistoryFixture()
        history.data.programs = Programs(templates: [
            WorkoutTemplate(id: "calves", name: "Calves", exercises: [
                TemplateExercise(exercise: "standing-calf-raise", targetSets: 3, targetReps: 8, targetRepsMax: 12),
            ]),
        ])
        try history.log("2025-03-03 18:00", "Standing Calf Raise: 215lbx12x3")
        let id = try history.log("2025-03-05 18:00", "Standing Calf Raise: 225lbx12x3", "Pull Up: +20lbx8, x10", name: "Calves")
        let today = LocalDay("2025-03-06")!
        let data = history.data
        let pages = try SitePlanner(data: data, analytics: TrainingAnalytics.compute(data, today: today), today: today, baseURL: nil)
            .plan(stylesheet: "")
        func model<Model>(_ path: String, as type: Model.Type) throws -> Model {
            let page = try #require(pages.first { $0.path == path })
            guard case .template(_, let model) = page.content else { throw SetSyntaxError(set: path, reason: "no page model") }
            return try #require(model as? Model)
        }
        return (try model(WorkoutPageKind.path(id), as: WorkoutPageKind.Page.self),
                try model(ExercisePageKind.path("standing-calf-raise"), as: ExercisePage.self),
                try model(HistoryPageKind.path, as: HistoryPage.self))
    }

    @Test func setRowsShowTheUnitTheSetWasTypedIn() throws {
        let (workout, exercise, history) = try Self.models()
        #expect(workout.entries[0].columns.first == "Weight")
        #expect(workout.entries[0].sets.map { $0.cellsHTML.first } == Array(repeating: "225 lb", count: 3))
        #expect(workout.entries[1].sets.map { $0.cellsHTML.first } == ["+20 lb", "body weight"])
        #expect(exercise.recentSets.first?.set == "225 lb × 12")
        // A list of workouts shows each one's top set, a set too.
        #expect(history.months.flatMap(\.workouts).map(\.headline) == ["Standing Calf Raise 3 × 12 at 225 lb",
                                                                        "Standing Calf Raise 3 × 12 at 215 lb"])
    }

    /// 225 lb is 102.058283 kg: its e1RM (Brzycki, 12 reps: ÷ (1.0278 − 0.0278 × 12) = ÷ 0.6942) is
    /// 147.02 kg, shown to a tenth; the suggestion from 3 × 12 at the top of 8–12 is 230 lb.
    @Test func recordsStayInTheProjectsUnitAndTheSuggestionInTheSets() throws {
        let (_, exercise, _) = try Self.models()
        let figures = Dictionary(exercise.figures.map { ($0.label, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(figures["Best e1RM"]?.value == "147 kg")
        #expect(figures["Best e1RM"]?.detail.hasPrefix("225 lb × 12, ") == true)
        #expect(figures["Next (Calves)"]?.value == "3 × 8–12 at 230 lb")
        #expect(figures["Next (Calves)"]?.detail == "last time 3×12 at 225 lb hit the top of 8–12: +5 lb")
        #expect(exercise.records.contains { $0.value == "102.06 kg × 12" })
    }
}
