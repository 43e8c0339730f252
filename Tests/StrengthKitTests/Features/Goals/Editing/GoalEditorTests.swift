import Testing
@testable import StrengthKit

/// `goal add|edit|delete` as the editor does them: targets read as `log` reads weights (the project's
/// unit unless one is written), short ids, the start value of the day, and refusals in one line.
@Suite struct GoalEditorTests {
    static let today = LocalDay("2026-11-25")!

    /// Squats of 100, 102.5, 105, 107.5 on the Mondays of November, in a project shown in `units`.
    static func history(units: WeightUnit = .kg) throws -> HistoryFixture {
        var history = HistoryFixture(units: units)
        for (day, weight) in [("2026-11-02", "100kg"), ("2026-11-09", "102.5kg"), ("2026-11-16", "105kg"), ("2026-11-23", "107.5kg")] {
            try history.log(day + " 18:00", "Squat: \(weight)x1")
        }
        return history
    }

    /// (options, unit, the target read, the unit it keeps: the one written when it is not the project's).
    static let targets: [(GoalTargetText, WeightUnit, GoalTarget, WeightUnit?)] = [
        (GoalTargetText(exercise: "squat", e1rm: "140kg"), .kg, .e1rm(exercise: "squat", kg: 140), nil),
        (GoalTargetText(exercise: "SQUAT", e1rm: "140"), .kg, .e1rm(exercise: "squat", kg: 140), nil),
        (GoalTargetText(exercise: "Squat", e1rm: "315"), .lb, .e1rm(exercise: "squat", kg: WeightUnit.lb.kilograms(315)), nil),
        (GoalTargetText(exercise: "Squat", e1rm: "140kg"), .lb, .e1rm(exercise: "squat", kg: 140), .kg),
        (GoalTargetText(exercise: "Squat", e1rm: "200lbs"), .kg, .e1rm(exercise: "squat", kg: 90.718474), .lb),
        (GoalTargetText(exercise: "Bench Press", set: "100kgx5"), .lb, .set(exercise: "bench-press", kg: 100, reps: 5), .kg),
        (GoalTargetText(exercise: "bench press", set: "225x5"), .lb, .set(exercise: "bench-press", kg: WeightUnit.lb.kilograms(225), reps: 5), nil),
        (GoalTargetText(bodyWeight: "80.5"), .kg, .bodyWeight(kg: 80.5), nil),
        (GoalTargetText(bodyWeight: "176lb"), .kg, .bodyWeight(kg: WeightUnit.lb.kilograms(176)), .lb),
        (GoalTargetText(workoutsPerWeek: 4), .kg, .workoutsPerWeek(4), nil),
    ]

    @Test(arguments: targets)
    func targetsAreReadInTheProjectsUnitUnlessOneIsWritten(_ text: GoalTargetText, _ unit: WeightUnit, _ expected: GoalTarget,
                                                            _ typedUnit: WeightUnit?) throws {
        #expect(try GoalEditor.target(text, in: HistoryFixture(units: unit).data) == TypedGoalTarget(expected, typedUnit: typedUnit))
    }

    /// (options, the one-line error).
    static let refusals: [(GoalTargetText, String)] = [
        (GoalTargetText(), "give the goal's target: --e1rm 140kg, --set 100kgx5, --body-weight 80kg or --workouts-per-week 4"),
        (GoalTargetText(bodyWeight: "80", workoutsPerWeek: 4), "--body-weight and --workouts-per-week are two goals; give one target per goal"),
        (GoalTargetText(e1rm: "140"), "--e1rm needs an exercise, e.g. strength-site goal add \"Squat\" --e1rm 140kg"),
        (GoalTargetText(exercise: "Squat", bodyWeight: "80"), "--body-weight is not about an exercise; leave out \"Squat\""),
        (GoalTargetText(exercise: "Plank", e1rm: "140"), "Plank is duration; e1RM and set goals are for weight × reps exercises"),
        (GoalTargetText(exercise: "Sqaut", e1rm: "140"), "no exercise \"Sqaut\"; did you mean \"Squat\""),
        (GoalTargetText(exercise: "Squat", e1rm: "heavy"), "--e1rm: 'heavy' is not a weight; write a number such as 100 or 102.5, optionally with kg or lb"),
        (GoalTargetText(exercise: "Squat", e1rm: "0"), "--e1rm: 0 is no weight to aim at"),
        (GoalTargetText(exercise: "Squat", set: "100x5x3"), "--set: '100x5x3' is not one set of a weight for reps; write e.g. 100kgx5"),
        (GoalTargetText(exercise: "Squat", set: "w100x5"), "--set: 'w100x5' is not one set of a weight for reps; write e.g. 100kgx5"),
        (GoalTargetText(workoutsPerWeek: 15), "--workouts-per-week: 15 is not between 1 and 14"),
    ]

    @Test(arguments: refusals)
    func badTargetsAreOneLine(_ text: GoalTargetText, _ message: String) throws {
        let error = try #require(throws: (any Error).self) { try GoalEditor.target(text, in: HistoryFixture().data) }
        #expect("\(error)".hasPrefix(message), "\(error)")
    }

    @Test func deadlinesLieFromTodayToTheStoresLastYear() throws {
        #expect(try GoalEditor.deadline("2027-06-01", today: Self.today) == LocalDay("2027-06-01"))
        #expect(try GoalEditor.deadline("2026-11-25", today: Self.today) == Self.today)
        for (text, message) in [("2026-11-24", "--by: '2026-11-24' is before today (2026-11-25)"),
                                ("2201-01-01", "--by: '2201-01-01' is not between the years 1900 and 2200"),
                                ("June", "--by: 'June' is not a date in the form YYYY-MM-DD")] {
            let error = try #require(throws: GoalEditor.Failure.self) { try GoalEditor.deadline(text, today: Self.today) }
            #expect("\(error)" == message)
        }
    }

    /// A goal starts from its current value on the day it is set, and gets an id from what it aims at.
    @Test func addedGoalsStartWhereTheLifterStands() throws {
        var data = try Self.history().data
        let squat = try GoalEditor.add(.e1rm(exercise: "squat", kg: 140), deadline: LocalDay("2027-06-01"), today: Self.today, in: &data)
        #expect(squat == Goal(id: "squat-e1rm", target: .e1rm(exercise: "squat", kg: 140), added: Self.today,
                              deadline: LocalDay("2027-06-01"), startValue: 107.5))
        let again = try GoalEditor.add(.e1rm(exercise: "squat", kg: 150), deadline: nil, today: Self.today, in: &data)
        #expect(again.id == "squat-e1rm-2")
        let set = try GoalEditor.add(.set(exercise: "bench-press", kg: 100, reps: 5), deadline: nil, today: Self.today, in: &data)
        #expect(set.id == "bench-press-5-reps" && set.startValue == nil)
        let body = try GoalEditor.add(.bodyWeight(kg: 80), deadline: nil, today: Self.today, in: &data)
        #expect(body.id == "body-weight" && body.startValue == nil)
        // Four weeks before 23 Nov: 26 Oct to 16 Nov held 3 workouts.
        let frequency = try GoalEditor.add(.workoutsPerWeek(3), deadline: nil, today: Self.today, in: &data)
        #expect(frequency.id == "workouts-per-week" && frequency.startValue == 0.75)
        #expect(data.goals.map(\.id) == ["squat-e1rm", "squat-e1rm-2", "bench-press-5-reps", "body-weight", "workouts-per-week"])
        // A target already met is accepted, and achieved by the session that met it.
        let met = try GoalEditor.add(.e1rm(exercise: "squat", kg: 105), deadline: nil, today: Self.today, in: &data)
        #expect(GoalEvaluator.evaluate(met, in: data, today: Self.today).outlook
                == .achieved(GoalMeasure(value: 105, day: LocalDay("2026-11-16")!, workoutID: "2026-11-16-1800-workout")))
    }

    /// A new number for the same measure keeps the day and the start; another measure starts again today.
    @Test func editingKeepsTheIdAndRestartsOnlyAnotherMeasure() throws {
        var data = try Self.history().data
        data.library.exercises.append(Exercise(id: "front-squat", name: "Front Squat", type: .weightReps))
        let set = LocalDay("2026-11-03")!
        data.goals = [Goal(id: "squat-e1rm", target: .e1rm(exercise: "squat", kg: 140), added: set, startValue: 100)]
        let heavier = try GoalEditor.edit(id: "squat-e1rm", target: .e1rm(exercise: "squat", kg: 150), deadline: .set(LocalDay("2027-01-01")!),
                                          today: Self.today, in: &data)
        #expect(heavier == Goal(id: "squat-e1rm", target: .e1rm(exercise: "squat", kg: 150), added: set,
                                deadline: LocalDay("2027-01-01"), startValue: 100))
        let moved = try GoalEditor.target(GoalTargetText(exercise: "Front Squat"), replacing: heavier, in: data).target
        #expect(moved == .e1rm(exercise: "front-squat", kg: 150))
        let front = try GoalEditor.edit(id: "squat-e1rm", target: moved, deadline: .remove, today: Self.today, in: &data)
        // Another measure: the id says what the goal now aims at.
        #expect(front == Goal(id: "front-squat-e1rm", target: moved, added: Self.today, startValue: nil))
        // A new e1RM without an exercise stays on the goal's lift.
        #expect(try GoalEditor.target(GoalTargetText(e1rm: "160"), replacing: front, in: data).target == .e1rm(exercise: "front-squat", kg: 160))
        #expect(try GoalEditor.target(GoalTargetText(bodyWeight: "80"), replacing: front, in: data).target == .bodyWeight(kg: 80))
        let body = try GoalEditor.edit(id: "front-squat-e1rm", target: .bodyWeight(kg: 80), deadline: .keep, today: Self.today, in: &data)
        #expect(body.id == "body-weight")
        #expect(try GoalEditor.delete(id: "body-weight", in: &data).id == "body-weight")
        #expect(data.goals.isEmpty)
    }

    /// The same goal twice is one goal: the second add is refused, naming the first.
    @Test func anExactDuplicateIsRefused() throws {
        var data = try Self.history().data
        _ = try GoalEditor.add(.e1rm(exercise: "squat", kg: 140), deadline: nil, today: Self.today, in: &data)
        #expect(throws: GoalEditor.Failure.duplicate(id: "squat-e1rm")) {
            try GoalEditor.add(.e1rm(exercise: "squat", kg: 140), deadline: nil, today: Self.today, in: &data)
        }
        #expect("\(GoalEditor.Failure.duplicate(id: "squat-e1rm"))" == "that goal is set already: squat-e1rm (strength-site goal edit squat-e1rm changes it)")
        // Another deadline is another goal.
        _ = try GoalEditor.add(.e1rm(exercise: "squat", kg: 140), deadline: LocalDay("2027-06-01"), today: Self.today, in: &data)
        #expect(data.goals.count == 2)
    }

    /// A goal's weight lies in the store's range, from one unit of the display: a bad option is the
    /// option's error (exit 64), never the store's, and no weight is shown as 0.
    @Test(arguments: [
        (GoalTargetText(bodyWeight: "1000"), "--body-weight: 1000 kg is not a weight to aim at (1 kg to 700 kg)"),
        (GoalTargetText(exercise: "Squat", e1rm: "0.001"), "--e1rm: 0 kg is not a weight to aim at (1 kg to 1500 kg)"),
        (GoalTargetText(exercise: "Squat", e1rm: "2000kg"), "--e1rm: 2000kg is beyond 1500 kg"),
        (GoalTargetText(exercise: "Squat", set: "0.5kgx5"), "--set: '0.5kgx5' is not a set to aim at (1 kg to 1500 kg, 1 to 10,000 reps)"),
    ])
    func aTargetOutOfRangeIsTheOptionsError(_ text: GoalTargetText, _ message: String) throws {
        let data = try Self.history().data
        let error = try #require(throws: GoalEditor.Failure.self) { try GoalEditor.target(text, in: data) }
        #expect("\(error)" == message)
    }

    @Test func anUnknownIdSuggestsTheGoalsThereAre() throws {
        var data = try Self.history().data
        _ = try GoalEditor.add(.e1rm(exercise: "squat", kg: 140), deadline: nil, today: Self.today, in: &data)
        _ = try GoalEditor.add(.bodyWeight(kg: 80), deadline: nil, today: Self.today, in: &data)
        #expect(throws: NotFoundError(kind: "goal", name: "squat", suggestions: ["squat-e1rm"])) { try GoalEditor.goal("squat", in: data) }
        #expect(throws: NotFoundError(kind: "goal", name: "bench", suggestions: ["squat-e1rm", "body-weight"])) {
            try GoalEditor.goal("bench", in: data)
        }
    }
}
