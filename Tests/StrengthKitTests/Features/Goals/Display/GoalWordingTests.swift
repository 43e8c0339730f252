import Testing
@testable import StrengthKit

/// Goals in words: a goal typed in the unit the project does not show is worded in it wherever it is
/// shown, and a workouts-a-week goal says its mean of complete weeks apart from this week, so the two
/// never read as a contradiction.
@Suite struct GoalWordingTests {
    /// Wednesday; weeks start on Monday, so this week began on Mon 23 Nov.
    static let today = LocalDay("2026-11-25")!

    /// `counts[i]` workouts in the i-th week of the five that end with this one (Mondays 26 Oct to 23 Nov).
    static func frequency(_ counts: [Int], target: Int = 4) throws -> String {
        var history = HistoryFixture()
        let firstMonday = LocalDay("2026-10-26")!
        for (week, count) in counts.enumerated() {
            for index in 0..<count {
                // Two a day from Monday on: this week's four fit in by Wednesday.
                let day = firstMonday.adding(days: 7 * week + index / 2)
                try history.log("\(day) \(index % 2 == 0 ? "07:00" : "18:00")", "Squat: 100x5")
            }
        }
        let goal = Goal(id: "frequency", target: .workoutsPerWeek(target), added: today)
        return GoalWording(data: history.data).current(GoalEvaluator.evaluate(goal, in: history.data, today: today))
    }

    /// (workouts in each of the five weeks, the current value in words). The mean is of the 4 complete
    /// weeks, 26 Oct to 22 Nov; the run of weeks with 4 or more counts this week once it has 4.
    static let frequencies: [([Int], String)] = [
        // Four this week and none before: 0 / 4 a week, and this week's 4 said as this week's.
        ([0, 0, 0, 0, 4], "0 a week over the last 4 complete weeks; 4 so far this week"),
        ([0, 0, 0, 0, 0], "0 a week over the last 4 complete weeks; 0 so far this week"),
        // 16 / 4 = 4 a week; this week's 1 does not break the 4 weeks' run.
        ([4, 4, 4, 4, 1], "4 a week over the last 4 complete weeks; 1 so far this week; 4 or more for 4 weeks in a row"),
        // (4 + 4 + 4 + 5) / 4 = 4.25, and this week met too: 5 weeks.
        ([4, 4, 4, 5, 4], "4.25 a week over the last 4 complete weeks; 4 so far this week; 4 or more for 5 weeks in a row"),
        // (4 + 3) / 4 = 1.75; last week's 3 ended the run.
        ([0, 0, 4, 3, 0], "1.75 a week over the last 4 complete weeks; 0 so far this week"),
        // (0 + 0 + 2 + 4) / 4 = 1.5; last week and this one met: 2 weeks.
        ([0, 0, 2, 4, 4], "1.5 a week over the last 4 complete weeks; 4 so far this week; 4 or more for 2 weeks in a row"),
    ]

    @Test(arguments: frequencies)
    func aWeeklyGoalSaysItsCompleteWeeksApartFromThisOne(_ counts: [Int], _ expected: String) throws {
        #expect(try Self.frequency(counts) == expected)
    }

    /// A history that ended two years before the build date: the current value is the best of the 12
    /// weeks to its last workout, and the projection, which runs through the last 12 weeks to today,
    /// says it has nothing there rather than "0 weeks with a value in the last 12" beside that value.
    @Test func aGoalOfAHistoryThatEndedLongAgoSaysItHasNothingToProject() throws {
        let data = try Self.squats().data
        let today = LocalDay("2028-11-22")!
        let goal = Goal(id: "squat-e1rm", target: .e1rm(exercise: "squat", kg: 120), added: LocalDay("2026-11-01")!)
        let status = GoalEvaluator.evaluate(goal, in: data, today: today)
        let wording = GoalWording(data: data)
        #expect(wording.current(status) == "107.5 kg, the best e1RM of the 12 weeks to Mon 23 Nov 2026 (Mon 23 Nov 2026)")
        #expect(wording.outlook(status) == "No projection: nothing toward it in the last 12 weeks, so no trend to project.")
    }

    /// Squat singles of 100, 102.5, 105 and 107.5 kg on the Mondays of November in a kg project.
    static func squats() throws -> HistoryFixture {
        var history = HistoryFixture()
        for (day, weight) in [("2026-11-02", "100"), ("2026-11-09", "102.5"), ("2026-11-16", "105"), ("2026-11-23", "107.5")] {
            try history.log(day + " 18:00", "Squat: \(weight)x1")
        }
        return history
    }

    /// `--e1rm 250lb` in a kg project: 113.398093 kg stored, every figure of it in lb. 107.5 kg is
    /// 236.99 lb, shown to a tenth as 237 lb; the trend's 2.5 kg a week is 5.51 lb, 5.5 lb.
    @Test func aGoalTypedInTheOtherUnitIsWordedInIt() throws {
        let data = try Self.squats().data
        let goal = Goal(id: "squat-e1rm", target: .e1rm(exercise: "squat", kg: WeightUnit.lb.kilograms(250)), added: Self.today,
                        startValue: 107.5, typedUnit: .lb)
        let wording = GoalWording(data: data)
        let status = GoalEvaluator.evaluate(goal, in: data, today: Self.today)
        #expect(wording.title(goal) == "Squat e1RM 250 lb")
        #expect(wording.current(status) == "237 lb, the best e1RM of the last 12 weeks (Mon 23 Nov 2026)")
        #expect(GoalText.detail(status, wording: wording).hasPrefix("""
            Squat e1RM 250 lb (squat-e1rm)
              Set on Wed 25 Nov 2026, from 237 lb
              Now: 237 lb, the best e1RM of the last 12 weeks (Mon 23 Nov 2026)
            """))
        #expect(GoalText.detail(status, wording: wording).contains("  Trend: +5.5 lb a week, through 4 weekly values of the last 12 weeks\n"))

        // 200 lb (90.718474 kg), met by the first single, 100 kg: 220.46 lb.
        let met = Goal(id: "squat-e1rm-2", target: .e1rm(exercise: "squat", kg: WeightUnit.lb.kilograms(200)), added: Self.today,
                       startValue: 107.5, typedUnit: .lb)
        let achieved = GoalEvaluator.evaluate(met, in: data, today: Self.today)
        #expect(wording.achieved(achieved) == "Goal achieved: Squat e1RM 200 lb — 220.5 lb e1RM (goal squat-e1rm-2)")
        // A set and a body weight alike; and the same goal typed in kg stays in kg.
        let set = Goal(id: "s", target: .set(exercise: "squat", kg: WeightUnit.lb.kilograms(225), reps: 5), added: Self.today, typedUnit: .lb)
        #expect(wording.title(set) == "Squat 225 lb × 5")
        #expect(wording.title(Goal(id: "b", target: .bodyWeight(kg: WeightUnit.lb.kilograms(176)), added: Self.today, typedUnit: .lb))
                == "Body weight 176 lb")
        #expect(wording.title(Goal(id: "k", target: .e1rm(exercise: "squat", kg: 140), added: Self.today)) == "Squat e1RM 140 kg")
    }

    /// `goal add` says in its first line whether the goal it added was met already.
    @Test func anAddedGoalAlreadyMetSaysSo() throws {
        let data = try Self.squats().data
        func heading(_ kg: Double) -> String {
            GoalText.addedHeading(GoalEvaluator.evaluate(Goal(id: "g", target: .e1rm(exercise: "squat", kg: kg), added: Self.today),
                                                         in: data, today: Self.today))
        }
        #expect(heading(105) == "Added goal, already achieved")
        #expect(heading(115) == "Added goal")
    }
}
