import DemoHistory
import Testing
@testable import StrengthKit

/// The goal figures of docs/ANALYTICS.md ("Goals"), computed by hand. Today is Wednesday 25 November
/// 2026; weeks start on Monday, so the current week starts on 23 November and the projection looks at
/// the weeks from 7 September. Each history's sessions are on Mondays, so a week's value sits on the
/// session's own day, and are singles (a single is its own e1RM) unless said otherwise.
@Suite struct GoalEvaluatorTests {
    static let today = LocalDay("2026-11-25")!
    static let mondays = ["2026-10-26", "2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23"]

    /// Squat singles on the Mondays from `first` (an index into `mondays`), one per week.
    static func squats(_ weights: [Double], units: WeightUnit = .kg, first: Int = 1) throws -> HistoryFixture {
        var history = HistoryFixture(units: units)
        for (index, weight) in weights.enumerated() {
            try history.log(mondays[first + index] + " 18:00", "Squat: \(NumberText.decimal(weight, maximumFractionDigits: 2))x1")
        }
        return history
    }

    static func e1rmGoal(_ kg: Double, added: String = "2026-11-02", deadline: String? = "2027-01-01", start: Double? = 100) -> Goal {
        Goal(id: "squat-e1rm", target: .e1rm(exercise: "squat", kg: kg), added: LocalDay(added)!,
             deadline: deadline.flatMap { LocalDay($0) }, startValue: start)
    }

    /// (what, history, goal, current value, progress %, outlook). The rising history is 100, 102.5,
    /// 105, 107.5 on 2, 9, 16 and 23 Nov: x (days from 23 Nov) = −21, −14, −7, 0, so x̄ = −10.5, ȳ =
    /// 103.75, Σ(x − x̄)(y − ȳ) = 2 × (10.5 × 3.75 + 3.5 × 1.25) = 87.5, Σ(x − x̄)² = 2 × (10.5² + 3.5²)
    /// = 245: the slope is 87.5 / 245 = 2.5 kg a week, the line is at 103.75 + 10.5 × 2.5 / 7 = 107.5
    /// on 23 Nov and reaches 115 kg (7.5 / (2.5 / 7)) = 21 days later, on Mon 14 Dec 2026. Progress
    /// from 100: (107.5 − 100) / (115 − 100) = 50 %.
    static let strengthCases: [(String, HistoryFixture, Goal, Double?, Int?, GoalOutlook)] = [
        ("rising", try! squats([100, 102.5, 105, 107.5]), e1rmGoal(115), 107.5, 50, .onTrack(LocalDay("2026-12-14")!)),
        ("rising, after the deadline", try! squats([100, 102.5, 105, 107.5]), e1rmGoal(115, deadline: "2026-12-01"), 107.5, 50,
         .afterDeadline(LocalDay("2026-12-14")!)),
        // The same points level: the slope is 0.
        ("flat", try! squats([100, 100, 100, 100]), e1rmGoal(115), 100, 0, .notTowardTarget),
        // Away from the target. The current value is still the best of the 12 weeks, 107.5 on 2 Nov,
        // where the goal started: 0 %.
        ("falling", try! squats([107.5, 105, 102.5, 100]), e1rmGoal(115, start: 107.5), 107.5, 0, .notTowardTarget),
        // Set on 20 Nov at 105 kg: the 105 of 16 Nov is within the 12 weeks before, so it met the goal.
        ("already met", try! squats([100, 102.5, 105, 107.5]), e1rmGoal(105, added: "2026-11-20", start: 105), 107.5, 100,
         .achieved(GoalMeasure(value: 105, day: LocalDay("2026-11-16")!, workoutID: "2026-11-16-1800-workout"))),
        ("past the deadline", try! squats([100, 102.5, 105, 107.5]), e1rmGoal(115, deadline: "2026-11-20"), 107.5, 50,
         .deadlinePassed(LocalDay("2026-11-20")!)),
        // Three weeks make no line; progress from 102.5: 5 / 12.5 = 40 %.
        ("under 4 points", try! squats([102.5, 105, 107.5], first: 2), e1rmGoal(115, start: 102.5), 107.5, 40, .notEnoughData(weeks: 3)),
        // A deload week (90 on 16 Nov, under 90 % of the trend, 102.32) is left out: the line runs through
        // x = −28, −21, −14, 0 (100, 102.5, 105, 107.5): x̄ = −15.75, ȳ = 103.75, Σ(x − x̄)(y − ȳ) =
        // 113.75, Σ(x − x̄)² = 428.75, slope 0.2653 a day, 107.929 on 23 Nov, 115 after 26.65 days: Sun 20 Dec.
        ("a light week left out", try! squats([100, 102.5, 105, 90, 107.5], first: 0), e1rmGoal(115), 107.5, 50,
         .onTrack(LocalDay("2026-12-20")!)),
        // In pounds, 225 to 240 lb and a goal of 255 lb: 5 lb a week, 15 lb to go, 21 days, as in kilograms.
        ("lb", try! squats([225, 230, 235, 240], units: .lb),
         e1rmGoal(WeightUnit.lb.kilograms(255), start: WeightUnit.lb.kilograms(225)), WeightUnit.lb.kilograms(240), 50,
         .onTrack(LocalDay("2026-12-14")!)),
    ]

    @Test(arguments: strengthCases)
    func strengthGoals(_ what: String, _ history: HistoryFixture, _ goal: Goal, _ current: Double?, _ progress: Int?,
                       _ outlook: GoalOutlook) {
        let status = GoalEvaluator.evaluate(goal, in: history.data, today: Self.today)
        #expect(status.current?.value == current, "\(what)")
        #expect(status.progressPercent == progress, "\(what)")
        #expect(status.outlook == outlook, "\(what)")
    }

    @Test func theLineOfTheRisingHistory() throws {
        let status = GoalEvaluator.evaluate(Self.e1rmGoal(115), in: try Self.squats([100, 102.5, 105, 107.5]).data, today: Self.today)
        let projection = try #require(status.projection)
        #expect(projection.points.map(\.value) == [100, 102.5, 105, 107.5])
        let line = try #require(projection.line)
        #expect(abs(line.slopePerDay * 7 - 2.5) < 1e-12)
        #expect(abs(line.intercept - 107.5) < 1e-12)
        #expect(line.origin == LocalDay("2026-11-23"))
        #expect(status.current == GoalMeasure(value: 107.5, day: LocalDay("2026-11-23")!, workoutID: "2026-11-23-1800-workout"))
        #expect(status.baseline == 100)
    }

    /// A set goal of 100 kg × 5 is measured by the heaviest weight lifted for 5 or more reps, and
    /// projected on the e1RM of its set: 100 × 36 / 32 = 112.5. Bench 90, 92.5, 95, 97.5 × 5 are e1RMs
    /// rising 2.5 × 36 / 32 = 2.8125 a week, at 109.6875 on 23 Nov; 2.8125 to go takes 7 days: Mon
    /// 30 Nov. A heavier triple on 3 Sep, within the 12 weeks but before the projection's weeks, does
    /// not count for 5 reps. Progress from 90: 7.5 / 10 = 75 %.
    @Test func aSetGoalIsMeasuredByItsRepsAndProjectedOnItsEstimate() throws {
        var history = HistoryFixture()
        try history.log("2026-09-03 18:00", "Bench Press: 101x3")
        for (index, weight) in ["90", "92.5", "95", "97.5"].enumerated() {
            try history.log(Self.mondays[index + 1] + " 18:00", "Bench Press: \(weight)x5")
        }
        let goal = Goal(id: "bench", target: .set(exercise: "bench-press", kg: 100, reps: 5), added: LocalDay("2026-11-02")!, startValue: 90)
        let status = GoalEvaluator.evaluate(goal, in: history.data, today: Self.today)
        #expect(status.current?.value == 97.5)
        #expect(status.progressPercent == 75)
        #expect(status.outlook == .onTrack(LocalDay("2026-11-30")!))
        #expect(status.projection?.target == 112.5)

        // 15 reps is beyond the 1RM rep cap (12): no estimate, so no projection.
        let endurance = Goal(id: "bench-15", target: .set(exercise: "bench-press", kg: 60, reps: 15), added: LocalDay("2026-11-02")!)
        #expect(GoalEvaluator.evaluate(endurance, in: history.data, today: Self.today).outlook == .notProjected)
        // Met by the triple: 101 kg for 3 reps, within the 12 weeks before the goal was set.
        let triple = Goal(id: "bench-3", target: .set(exercise: "bench-press", kg: 100, reps: 3), added: LocalDay("2026-11-20")!)
        #expect(GoalEvaluator.evaluate(triple, in: history.data, today: Self.today).outlook
                == .achieved(GoalMeasure(value: 101, day: LocalDay("2026-09-03")!, workoutID: "2026-09-03-1800-workout")))
    }

    /// Weekly means 84, 83.5, 83, 82.5 (two entries in the week of 16 Nov: 83.25 and 82.75): down 0.5 kg a
    /// week, 82.5 on 23 Nov, 80 kg after 2.5 / (0.5 / 7) = 35 days: Mon 28 Dec. The goal runs down from
    /// 84: (82.5 − 84) / (80 − 84) = 37.5 %, 37 rounded down. The current value is the latest entry.
    @Test func bodyWeightGoesWhereverTheTargetLies() throws {
        var history = HistoryFixture()
        for (day, weight) in [("2026-11-02", 84.0), ("2026-11-09", 83.5), ("2026-11-16", 83.25), ("2026-11-19", 82.75), ("2026-11-23", 82.5)] {
            history.bodyWeight(day, weight)
        }
        let goal = Goal(id: "body-weight", target: .bodyWeight(kg: 80), added: LocalDay("2026-11-02")!, startValue: 84)
        let status = GoalEvaluator.evaluate(goal, in: history.data, today: Self.today)
        #expect(status.current == GoalMeasure(value: 82.5, day: LocalDay("2026-11-23")!))
        #expect(status.progressPercent == 37)
        #expect(status.outlook == .onTrack(LocalDay("2026-12-28")!))
        #expect(status.projection?.points.map(\.value) == [84, 83.5, 83, 82.5])

        // Up to 83 from 82.5: the line runs the other way …
        let gain = Goal(id: "gain", target: .bodyWeight(kg: 83), added: LocalDay("2026-11-24")!, startValue: 82.5)
        #expect(GoalEvaluator.evaluate(gain, in: history.data, today: Self.today).outlook == .notTowardTarget)
        // … and down to 83.3 from 83.5, reached by the entry of 16 Nov.
        let reached = Goal(id: "reached", target: .bodyWeight(kg: 83.3), added: LocalDay("2026-11-09")!, startValue: 83.5)
        #expect(GoalEvaluator.evaluate(reached, in: history.data, today: Self.today).outlook
                == .achieved(GoalMeasure(value: 83.25, day: LocalDay("2026-11-16")!)))
    }

    /// Weeks of 26 Oct, 2, 9 and 16 Nov with 2, 2, 3 and 3 workouts, and one so far this week: the mean of
    /// the last 4 complete weeks is 10 / 4 = 2.5 a week. Set on 2 Nov, when the 4 weeks before held 2
    /// workouts (0.5 a week), a goal of 3: (2.5 − 0.5) / (3 − 0.5) = 80 %. The run: this week's 1 does
    /// not break it, 16 and 9 Nov met 3, 2 Nov did not: 2 weeks. Never four weeks of 12 workouts: not met.
    @Test func workoutsPerWeek() throws {
        var history = HistoryFixture()
        let days = ["2026-10-26", "2026-10-28", "2026-11-02", "2026-11-04", "2026-11-09", "2026-11-11", "2026-11-13",
                    "2026-11-16", "2026-11-18", "2026-11-20", "2026-11-23"]
        for day in days { try history.log(day + " 07:00", "Squat: 100x5") }
        let goal = Goal(id: "frequency", target: .workoutsPerWeek(3), added: LocalDay("2026-11-02")!, startValue: 0.5)
        let status = GoalEvaluator.evaluate(goal, in: history.data, today: Self.today)
        #expect(status.current?.value == 2.5)
        #expect(status.progressPercent == 80)
        #expect(status.weeksMet == 2)
        #expect(status.outlook == .notProjected)
        #expect(GoalEvaluator.value(of: .workoutsPerWeek(3), in: history.data, on: LocalDay("2026-11-02")!)?.value == 0.5)

        // A fourth workout in the week of 16 Nov makes it 2 + 2 + 3 + 4 = 11; with a third on 5 Nov, 12:
        // met by the fourth workout of the week of 16 Nov, on the 21st.
        try history.log("2026-11-05 07:00", "Squat: 100x5")
        try history.log("2026-11-21 07:00", "Squat: 100x5")
        #expect(GoalEvaluator.evaluate(goal, in: history.data, today: Self.today).outlook
                == .achieved(GoalMeasure(value: 3, day: LocalDay("2026-11-21")!, workoutID: "2026-11-21-0700-workout")))
    }

    /// The start value is the current value as of the day a goal is set, and nothing after today counts.
    @Test func startValuesAndTheFuture() throws {
        let history = try Self.squats([100, 102.5, 105, 107.5])
        #expect(GoalEvaluator.value(of: .e1rm(exercise: "squat", kg: 115), in: history.data, on: LocalDay("2026-11-10")!)?.value == 102.5)
        #expect(GoalEvaluator.value(of: .e1rm(exercise: "squat", kg: 115), in: history.data, on: LocalDay("2026-10-01")!) == nil)
        let early = GoalEvaluator.evaluate(Self.e1rmGoal(115), in: history.data, today: LocalDay("2026-11-17")!)
        #expect(early.current?.value == 105)
        // No value when the goal was set: progress counts from the first one after it (100 on 2 Nov).
        let fresh = GoalEvaluator.evaluate(Self.e1rmGoal(115, added: "2026-10-30", start: nil), in: history.data, today: Self.today)
        #expect(fresh.baseline == 100 && fresh.progressPercent == 50)
    }

    /// A goal's session best e1RM is the analytics' own, for every lift of a generated history.
    @Test func sessionsAgreeWithTheAnalytics() throws {
        let data = try DemoHistoryGenerator(workoutCount: 120).generate()
        let last = try #require(data.workouts.last).start.local(in: data.timeZone).day
        let analytics = TrainingAnalytics.compute(data, today: last)
        for entry in analytics.exercises where entry.exercise.type == .weightReps {
            let sessions = StrengthSession.all(of: entry.exercise.id, in: data, through: last)
            #expect(sessions.map(\.bestE1rmKg) == entry.sessions.map(\.bestE1rmKg), "\(entry.exercise.name)")
            #expect(sessions.map(\.day) == entry.sessions.map(\.day), "\(entry.exercise.name)")
        }
    }
}
