import Testing
@testable import StrengthKit

/// The dashboard's DOTS score: shown when the settings choose coefficients and the 12 weeks have a
/// squat, a bench press and a deadlift and a body weight, and only while body weight is published.
@Suite struct DotsDashboardTests {
    /// The site fixture (squat 140 × 5, bench 102.5 × 5, 80 kg of body weight) plus a deadlift of 180 × 5.
    static func history(dots: DotsCoefficients? = .men, publishBodyWeight: Bool = true) throws -> HistoryFixture {
        var history = try SiteFixture.history()
        try history.log("2025-03-11 18:00", "Deadlift: 180x5", name: "Pull")
        history.data.settings.dots = dots
        history.data.settings.privacy.publishBodyWeight = publishBodyWeight
        return history
    }

    static func page(_ path: String, of data: ProjectData, today: LocalDay = SiteFixture.today) throws -> String {
        try SiteFixture.page(path, of: data, today: today)
    }

    /// Brzycki: squat 140 × 36 / 32 = 157.5, bench 102.5 × 36 / 32 = 115.3, deadlift 180 × 36 / 32 =
    /// 202.5: 475.3 kg, 5.94× of 80 kg. The men's polynomial at 80 kg is 725.1143082, so DOTS is
    /// 475.3 × 500 / 725.1143082 = 327.74. Romanian deadlifts are not deadlifts.
    @Test func theScoreIsTheTotalOfTheThreeLiftsBestEstimates() throws {
        let html = try Self.page("index.html", of: try Self.history().data)
        #expect(html.contains("<h2>Relative strength</h2>"))
        #expect(html.contains("<strong>DOTS 327.7</strong> for a total of 475.3 kg: the best e1RM of each lift in the last 12 weeks"))
        #expect(html.contains("<a href=\"exercise/squat.html\">Squat</a> <small>Wed 5 Mar 2025</small></td><td class=\"num\">157.5 kg</td><td class=\"num\">1.97×</td>"))
        #expect(html.contains("<a href=\"exercise/bench-press.html\">Bench Press</a> <small>Mon 10 Mar 2025</small></td><td class=\"num\">115.3 kg</td><td class=\"num\">1.44×</td>"))
        #expect(html.contains("<a href=\"exercise/deadlift.html\">Deadlift</a> <small>Tue 11 Mar 2025</small></td><td class=\"num\">202.5 kg</td><td class=\"num\">2.53×</td>"))
        #expect(html.contains("<th scope=\"row\">Total</th><td class=\"num\">475.3 kg</td><td class=\"num\">5.94×</td>"))
        #expect(html.contains("Scored with the men&#39;s DOTS coefficients; <a href=\"about/index.html#relative-strength-dots\">"))
    }

    /// Women's coefficients at 80 kg: the polynomial is 530.6447648, and 475.3 × 500 / 530.6447648 = 447.85.
    @Test func theWomensCoefficientsScoreTheSameTotalHigher() throws {
        let html = try Self.page("index.html", of: try Self.history(dots: .women).data)
        #expect(html.contains("<strong>DOTS 447.9</strong>"))
        #expect(html.contains("women&#39;s DOTS coefficients"))
    }

    @Test func withoutCoefficientsThereIsNoScoreAndNoNote() throws {
        let html = try Self.page("index.html", of: try Self.history(dots: nil).data)
        #expect(!html.contains("DOTS"))
        #expect(!html.contains("Relative strength"))
    }

    /// A score and its total give the body weight back, so there is no DOTS while body weight is private.
    @Test(arguments: [false, true])
    func dotsShowsOnlyWhileBodyWeightIsPublished(_ published: Bool) throws {
        let html = try Self.page("index.html", of: try Self.history(publishBodyWeight: published).data)
        #expect(html.contains("<section class=\"dots\">") == published)
        #expect(html.contains("at 80 kg body weight, logged Sat 1 Mar 2025.") == published)
        #expect(html.contains("DOTS") == published)
    }

    /// (what the history lacks, the note instead of a score).
    static let shortfalls: [(String, String)] = [
        ("deadlift", "No DOTS score: no deadlift in the last 12 weeks."),
        ("body weight", "No DOTS score: no body weight logged yet."),
        ("both", "No DOTS score: no deadlift in the last 12 weeks, and no body weight logged yet."),
    ]

    @Test(arguments: shortfalls)
    func aMissingLiftOrBodyWeightGivesANoteInsteadOfAScore(_ what: String, _ note: String) throws {
        var history = try SiteFixture.history()
        history.data.settings.dots = .men
        history.data.settings.privacy.publishBodyWeight = true
        if what != "deadlift" { history.data.bodyWeight.entries = [] }
        if what == "body weight" { try history.log("2025-03-11 18:00", "Deadlift: 180x5", name: "Pull") }
        let html = try Self.page("index.html", of: history.data)
        #expect(html.contains("<p class=\"note\">\(note) <a href=\"about/index.html#relative-strength-dots\">What DOTS needs</a>.</p>"))
        #expect(!html.contains("Relative strength"))
    }

    /// Two years on, the window is the 12 weeks to the last workout, and body weight logged after that
    /// (or a body weight logged later still) does not count.
    @Test func aHistoryThatEndedLongAgoIsScoredAtItsEnd() throws {
        var history = try Self.history()
        history.bodyWeight("2026-06-01", 100)
        let html = try Self.page("index.html", of: history.data, today: LocalDay("2027-03-12")!)
        #expect(html.contains("<strong>DOTS 327.7</strong> for a total of 475.3 kg: the best e1RM of each lift in the 12 weeks to Tue 11 Mar 2025"))
        #expect(html.contains("at 80 kg body weight, logged Sat 1 Mar 2025"))
        history.data.bodyWeight.entries.removeFirst()
        let without = try Self.page("index.html", of: history.data, today: LocalDay("2027-03-12")!)
        #expect(without.contains("No DOTS score: no body weight logged by Tue 11 Mar 2025."))
    }

    /// In pounds the lifts and total are shown in pounds and the score is still computed in kilograms:
    /// 157.5 kg is 347.2 lb, 115.3125 kg 254.2 lb, 202.5 kg 446.4 lb; 1047.8 lb is 475.27 kg, DOTS 327.7.
    @Test func poundsShowPoundsAndScoreInKilograms() throws {
        var data = try Self.history().data
        data.settings.units = .lb
        let html = try Self.page("index.html", of: data)
        #expect(html.contains("<strong>DOTS 327.7</strong> for a total of 1047.8 lb"))
        #expect(html.contains("<td class=\"num\">347.2 lb</td><td class=\"num\">1.97×</td>"))
    }

    /// (the exercise's name, the lift it counts as): the lifts of a meet, by the catalogue's names and
    /// aliases, and none of their variations.
    static let names: [(String, PowerliftingLift?)] = [
        ("Squat", .squat), ("Back Squat", .squat), ("Low Bar Squat", .squat), ("Squat (Barbell)", .squat),
        ("Front Squat", nil), ("Pause Squat", nil), ("Box Squat", nil), ("Smith Machine Squat", nil),
        ("Bench Press", .benchPress), ("Barbell Bench Press", .benchPress), ("Bench Press (Barbell)", .benchPress),
        ("Close Grip Bench Press", nil), ("Incline Bench Press", nil), ("Dumbbell Bench Press", nil),
        ("Deadlift", .deadlift), ("Conventional Deadlift", .deadlift), ("Sumo Deadlift", .deadlift),
        ("Romanian Deadlift", nil), ("Deficit Deadlift", nil), ("Dumbbell Deadlift", nil), ("Leg Press", nil),
    ]

    @Test(arguments: names)
    func anExerciseCountsWhenTheCatalogueKnowsItAsTheLift(_ name: String, _ lift: PowerliftingLift?) throws {
        var data = ProjectData()
        data.library.exercises = [Exercise(id: "lift", name: name, type: .weightReps),
                                  Exercise(id: "bodyweight", name: name, type: .bodyweightReps)]
        #expect(DashboardPageKind.powerliftingLifts(data.library) == (lift.map { ["lift": $0] } ?? [:]))
    }

    @Test func theAboutPageSaysWhetherDotsIsScoredAndHowItIsDefined() throws {
        let off = try Self.page("about/index.html", of: try Self.history(dots: nil).data)
        #expect(off.contains("Relative strength (DOTS) is not scored: the settings choose no coefficient set."))
        #expect(off.contains("<h2 id=\"relative-strength-dots\">Relative strength (DOTS)</h2>"))
        let on = try Self.page("about/index.html", of: try Self.history(dots: .women).data)
        #expect(on.contains("Relative strength is scored with the <strong>women’s DOTS</strong> coefficients."))
        let privately = try Self.page("about/index.html", of: try Self.history(publishBodyWeight: false).data)
        #expect(privately.contains("Relative strength (DOTS) is not shown: body weight is private, and the score would give it away."))
    }
}
