import Testing
@testable import StrengthKit

/// The progress statuses of docs/ANALYTICS.md ("Progress"), computed by hand. Unless a case says
/// otherwise the as-of day is Monday 23 November 2026 and weeks start on Monday, so the window runs
/// from 31 August and its weekly values are those of the 12 weeks from 7 September; a line is read
/// at 23 November (x = 0, days before it negative). Sessions are Monday singles (a single is its own
/// e1RM), so a week's value sits on the session's own day.
@Suite struct ProgressEvaluatorTests {
    static let today = "2026-11-23"

    /// A log of `(day, entry)` lines at 18:00.
    static func history(_ lines: [(String, String)], units: WeightUnit = .kg) throws -> HistoryFixture {
        var history = HistoryFixture(units: units)
        for (day, entry) in lines { try history.log(day + " 18:00", entry) }
        return history
    }

    /// Squat singles on the given days.
    static func squats(_ days: [(String, Double)], units: WeightUnit = .kg) throws -> HistoryFixture {
        try history(days.map { ($0.0, "Squat: \(NumberText.decimal($0.1, maximumFractionDigits: 2))x1") }, units: units)
    }

    /// The Mondays up to 23 November 2026, newest last: `mondays(4)` is 2, 9, 16 and 23 November.
    static func mondays(_ count: Int, endingWeeksBefore: Int = 0, end: String = today) -> [String] {
        let last = LocalDay(end)!.adding(days: -7 * endingWeeksBefore)
        return (0..<count).reversed().map { last.adding(days: -7 * $0).description }
    }

    static func weekly(_ weights: [Double], endingWeeksBefore: Int = 0, end: String = today, units: WeightUnit = .kg) throws -> HistoryFixture {
        try squats(Array(zip(mondays(weights.count, endingWeeksBefore: endingWeeksBefore, end: end), weights)), units: units)
    }

    /// The status of `exercise` (by default the one the first workout trained) as the site would ask
    /// it on `today`: the window follows the newest workout.
    static func status(_ history: HistoryFixture, _ exercise: String? = nil, today: String = today) -> ProgressStatus? {
        let day = LocalDay(today)!
        let analytics = history.analytics(today: today)
        let newest = history.data.workouts.map { $0.start.local(in: history.data.timeZone).day }.filter { $0 <= day }.max()
        let id = exercise ?? history.data.workouts.sortedOldestFirst().first?.exercises.first?.exercise ?? ""
        guard let entry = analytics.exercise(id: id) else { return nil }
        return ProgressEvaluator.status(of: entry, window: RecentWindow(today: day, newestWorkout: newest), weeks: analytics.weeks)
    }

    /// A break: four sessions of 100 in August, then nothing until the return.
    static let august: [(String, Double)] = [("2026-08-03", 100), ("2026-08-10", 100), ("2026-08-17", 100), ("2026-08-24", 100)]

    /// (what, history, as-of day, status).
    static let cases: [(String, HistoryFixture, String, ProgressStatus?)] = [
        // 100, 102.5, 105, 107.5 on 2–23 Nov: x = −21, −14, −7, 0, x̄ = −10.5, ȳ = 103.75,
        // Σ(x − x̄)(y − ȳ) = 87.5, Σ(x − x̄)² = 245: 2.5 kg a week, 107.5 at x = 0: 2.5 / 107.5 = 2.3256 %.
        ("rising", try! weekly([100, 102.5, 105, 107.5]), today, .gaining(slopeShare: 0.023256)),
        ("flat", try! weekly([100, 100, 100, 100]), today, .flat(slopeShare: 0)),
        // 0.2 kg a week through 100 … 100.6: 0.2 / 100.6 = 0.1988 %, inside ±0.25 %.
        ("flat, just under the line", try! weekly([100, 100.2, 100.4, 100.6]), today, .flat(slopeShare: 0.001988)),
        // 0.3 kg a week through 100 … 100.9: 0.3 / 100.9 = 0.2973 %.
        ("gaining, just over the line", try! weekly([100, 100.3, 100.6, 100.9]), today, .gaining(slopeShare: 0.002973)),
        // The best, 107.5 on 2 Nov, is 3 weeks and 3 sessions old: no stall. −2.5 / 100 = −2.5 %.
        ("falling", try! weekly([107.5, 105, 102.5, 100]), today, .declining(slopeShare: -0.025)),
        // 110 on 12 Oct, exactly 42 days before, and 4 sessions since (26 Oct, 9, 16, 23 Nov) below it;
        // the line slopes down too, but a stall comes first.
        ("stalled at exactly 6 weeks and 4 sessions",
         try! squats([("2026-10-05", 100), ("2026-10-12", 110), ("2026-10-26", 105), ("2026-11-09", 105), ("2026-11-16", 105),
                      ("2026-11-23", 105)]),
         today, .stalled(since: LocalDay("2026-10-12")!, sessions: 4, best: 110)),
        // One session short: 3 since. The line: x = −49, −42, −14, −7, 0 (100, 110, 105, 105, 105), x̄ = −22.4,
        // ȳ = 105, Σ(x − x̄)(y − ȳ) = −5 × −26.6 + 5 × −19.6 = 35, Σ(x − x̄)² = 1901.2: 0.128866 kg a
        // week, 105 + 22.4 × 35 / 1901.2 = 105.412371 at x = 0: 0.1222 %, flat.
        ("one session short of a stall",
         try! squats([("2026-10-05", 100), ("2026-10-12", 110), ("2026-11-09", 105), ("2026-11-16", 105), ("2026-11-23", 105)]),
         today, .flat(slopeShare: 0.001222)),
        // One week short: the best, 19 Oct, is 35 days old. x = −42, −35, −28, −14, −7, 0, x̄ = −21, ȳ = 105,
        // Σ(x − x̄)(y − ȳ) = −5 × −21 + 5 × −14 = 35, Σ(x − x̄)² = 1372: 0.178571 kg a week,
        // 105 + 21 × 35 / 1372 = 105.535714: 0.1692 %, flat.
        ("one week short of a stall",
         try! squats([("2026-10-12", 100), ("2026-10-19", 110), ("2026-10-26", 105), ("2026-11-09", 105), ("2026-11-16", 105),
                      ("2026-11-23", 105)]),
         today, .flat(slopeShare: 0.001692)),
        // Back on 26 Oct after 63 days off (more than 28), 28 days ago; 94 is under 95 % of 100.
        ("returning", try! squats(august + [("2026-10-26", 80), ("2026-11-02", 85), ("2026-11-09", 90), ("2026-11-16", 92),
                                            ("2026-11-23", 94)]),
         today, .returning(since: LocalDay("2026-10-26")!, bestBefore: 100)),
        // 95 on 23 Nov is 95 % of 100: returned. Then the best of the year, 100 on 3 Aug (ties do not
        // beat it), has 8 sessions since: stalled.
        ("returned: regained 95 %", try! squats(august + [("2026-10-26", 80), ("2026-11-02", 85), ("2026-11-09", 90),
                                                          ("2026-11-16", 92), ("2026-11-23", 95)]),
         today, .stalled(since: LocalDay("2026-08-03")!, sessions: 8, best: 100)),
        // Back on 28 Sep (35 days off), never at 95: on 22 Nov, 55 days on, still returning …
        ("returning, the day before 8 weeks",
         try! squats(august + zip(mondays(9, endingWeeksBefore: 0), [80, 82, 84, 86, 88, 90, 92, 93, 94]).map { ($0, $1) }),
         "2026-11-22", .returning(since: LocalDay("2026-09-28")!, bestBefore: 100)),
        // … and on 23 Nov, 56 days on, no longer: the August best of 3 Aug, with the three other Augusts
        // and the nine since the return after it: 12 sessions.
        ("returning ends after 8 weeks",
         try! squats(august + zip(mondays(9, endingWeeksBefore: 0), [80, 82, 84, 86, 88, 90, 92, 93, 94]).map { ($0, $1) }),
         today, .stalled(since: LocalDay("2026-08-03")!, sessions: 12, best: 100)),
        ("too few points", try! weekly([105, 107.5, 110]), today, .notEnoughData(weeklyValues: 3)),
        // 90 on 16 Nov is under 90 % of the trend (102.32): left out. The line through x = −28, −21, −14, 0
        // (100, 102.5, 105, 107.5): x̄ = −15.75, ȳ = 103.75, Σ(x − x̄)(y − ȳ) = 113.75, Σ(x − x̄)² = 428.75,
        // 1.857143 kg a week, 103.75 + 15.75 × 113.75 / 428.75 = 107.928571: 1.7207 %.
        ("a light week left out", try! weekly([100, 102.5, 105, 90, 107.5]), today, .gaining(slopeShare: 0.017207)),
        // Most reps in a set 10, 11, 12, 13 (the sessions' totals, 30, 16, 12, 13, would fall): 1 a week
        // at 13: 7.6923 %.
        ("a bodyweight lift",
         try! history([("2026-11-02", "Pull Up: x10, x10, x10"), ("2026-11-09", "Pull Up: x11, x5"), ("2026-11-16", "Pull Up: x12"),
                       ("2026-11-23", "Pull Up: x13")]),
         today, .gaining(slopeShare: 0.076923)),
        // 5 km in 30, 29, 28, 27 minutes: 360, 348, 336, 324 s/km, −12 s a week at 324; faster is
        // better: +12 / 324 = 3.7037 %.
        ("a distance lift",
         try! history([("2026-11-02", "Running: 5km in 30:00"), ("2026-11-09", "Running: 5km in 29:00"),
                       ("2026-11-16", "Running: 5km in 28:00"), ("2026-11-23", "Running: 5km in 27:00")]),
         today, .gaining(slopeShare: 0.037037)),
        // 225 … 240 lb, stored in kilograms: 5 lb a week at 240 lb: 2.0833 %, as in any unit.
        ("lb", try! weekly([225, 230, 235, 240], units: .lb), today, .gaining(slopeShare: 0.020833)),
        // The rising history a year earlier, to Mon 24 Nov 2025: no workout in the 12 weeks to today,
        // so the window ends on 24 Nov 2025 and reads it as it did then.
        ("a history that ended before the as-of day", try! weekly([100, 102.5, 105, 107.5], endingWeeksBefore: 52), today,
         .gaining(slopeShare: 0.023256)),
    ]

    @Test(arguments: cases)
    func statuses(_ what: String, _ history: HistoryFixture, _ today: String, _ expected: ProgressStatus?) {
        #expect(Self.status(history, today: today) == expected, "\(what)")
    }

    /// Squat last trained in June, the bench press every week since: the window is the bench press's,
    /// and the squat has no status in it.
    @Test func aLiftNotTrainedInTheWindowHasNone() throws {
        var history = try Self.weekly([100, 102.5, 105, 107.5], end: "2026-06-29")
        for day in Self.mondays(4) { try history.log(day + " 18:00", "Bench Press: 80x1") }
        #expect(Self.status(history, "squat") == nil)
        #expect(Self.status(history, "bench-press") == .flat(slopeShare: 0))
    }

    /// The display unit changes no status: the same kilograms shown in pounds read the same.
    @Test func theDisplayUnitChangesNothing() throws {
        let kilograms = try Self.weekly([100, 102.5, 105, 107.5])
        var pounds = kilograms
        pounds.data.settings.units = .lb
        #expect(Self.status(pounds) == Self.status(kilograms))
        #expect(Self.status(pounds) == .gaining(slopeShare: 0.023256))
    }

    /// Two workouts of a lift on one day are one session: three days after the best, not four.
    @Test func sessionsAreCountedByDay() throws {
        var history = try Self.squats([("2026-10-05", 110), ("2026-10-26", 105), ("2026-11-09", 105), ("2026-11-16", 105)])
        try history.log("2026-11-16 08:00", "Squat: 100x1")
        #expect(Self.status(history)?.key != "stalled")
        try history.log("2026-11-23 08:00", "Squat: 100x1")
        #expect(Self.status(history) == .stalled(since: LocalDay("2026-10-05")!, sessions: 4, best: 110))
    }
}
