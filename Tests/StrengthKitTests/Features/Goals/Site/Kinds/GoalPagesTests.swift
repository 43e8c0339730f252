import Foundation
import Testing
@testable import StrengthKit

/// The goals on the site (the fixture's: a bench press e1RM, a squat set achieved on 5 Mar, a private
/// body weight, workouts a week): on the dashboard, as milestones of the year they were achieved in,
/// on their exercise's e1RM chart, and in stats.json — the body-weight goal only while body weight is
/// published, and nothing of goals when there are none.
@Suite struct GoalPagesTests {
    /// The ids of the goals in a stats.json.
    static func goalIDs(_ stats: String?) throws -> [String] {
        let document = try JSONSerialization.jsonObject(with: Data(try #require(stats).utf8)) as? [String: Any]
        return try #require(document?["goals"] as? [[String: Any]]).compactMap { $0["id"] as? String }
    }

    @Test func noGoalsShowNothingOfGoals() throws {
        let site = try SiteFixture.site { $0.goals = [] }
        #expect(try !#require(site["index.html"]).contains("Goals"))
        #expect(try !#require(site["year/2025.html"]).contains("Goals achieved"))
        for path in ["exercise/bench-press.html", "exercise/squat.html"] {
            #expect(try !#require(site[path]).contains("ch-goal"), "\(path)")
        }
        #expect(try Self.goalIDs(site["stats.json"]) == [])
    }

    /// A lifter who sets a goal before logging a workout sees it on the empty dashboard, with nothing to
    /// measure it by yet.
    @Test func goalsSetBeforeTheFirstWorkoutAreOnTheEmptyDashboard() throws {
        var data = ProjectData(library: StarterLibrary.library)
        data.goals = [Goal(id: "squat-e1rm", target: .e1rm(exercise: "squat", kg: 140), added: SiteFixture.today,
                           deadline: LocalDay("2025-09-01"))]
        let analytics = TrainingAnalytics.compute(data, today: SiteFixture.today)
        let pages = try SitePlanner(data: data, analytics: analytics, today: SiteFixture.today, baseURL: nil).plan(stylesheet: "")
        let dashboard = try #require(pages.first { $0.path == "index.html" })
        let html = String(decoding: try Theme().bytes(of: dashboard), as: UTF8.self)
        #expect(html.contains("<h2>No workouts yet</h2>"))
        #expect(html.contains("<h2>Goals</h2>"))
        #expect(html.contains("<h3 id=\"goal-squat-e1rm\"><a href=\"exercise/squat.html\">Squat e1RM 140 kg by "))
        #expect(!html.contains("<progress"))
    }

    @Test func aBodyWeightGoalIsPublishedOnlyWithBodyWeight() throws {
        let hidden = try SiteFixture.site()
        #expect(try !#require(hidden["index.html"]).contains("Body weight 78 kg"))
        #expect(try #require(hidden["index.html"]).contains("<h3 id=\"goal-workouts-per-week\">3 workouts a week</h3>"))
        #expect(try Self.goalIDs(hidden["stats.json"]) == ["bench-press-e1rm", "squat-5-reps", "workouts-per-week"])
        let shown = try SiteFixture.site { $0.settings.privacy.publishBodyWeight = true }
        #expect(try #require(shown["index.html"]).contains("<h3 id=\"goal-body-weight\">Body weight 78 kg</h3>"))
        #expect(try Self.goalIDs(shown["stats.json"]) == ["bench-press-e1rm", "squat-5-reps", "body-weight", "workouts-per-week"])
    }

    /// The squat set of 140 kg × 5 was met on 5 Mar by Lower A: the review of 2025 lists it, with the day
    /// linked to the workout.
    @Test func anAchievedGoalIsAMilestoneOfItsYear() throws {
        let year = try #require(try SiteFixture.site()["year/2025.html"])
        #expect(year.contains("<li><a href=\"../exercise/squat.html\">Squat 140 kg × 5</a> <small>Achieved on "
                              + "<a href=\"../workouts/2025-03-05-0700-lower-a.html\">Wed 5 Mar 2025</a> (Lower A).</small></li>"))
    }

    /// A set goal is drawn on the e1RM chart at the e1RM its set gives (140 × 5 is 157.5 kg with
    /// Brzycki), as it is projected; a set of more reps than the rep cap gives none, and is not drawn.
    @Test func aSetGoalIsDrawnAtTheE1rmItsSetGives() throws {
        let squat = try #require(try SiteFixture.site()["exercise/squat.html"])
        #expect(squat.contains(">Goal 140 kg × 5</text>"))
        #expect(squat.contains("Goal: 140 kg × 5, drawn at the e1RM it gives, 157.5 kg, the dashed line."))
        let beyondCap = try SiteFixture.site { data in
            data.goals = []
            _ = try? GoalEditor.add(.set(exercise: "squat", kg: 100, reps: 15), deadline: nil, today: SiteFixture.today, in: &data)
        }
        #expect(try !#require(beyondCap["exercise/squat.html"]).contains("ch-goal"))
        #expect(try #require(beyondCap["index.html"]).contains("Squat 100 kg × 15"))
    }

    /// Squat singles rising 2.5 kg a week (docs/ANALYTICS.md's example): 115 kg is reached on 14 Dec,
    /// drawn as a dotted segment; 400 kg only in 2029, over two years after the last week: said, not drawn.
    @Test func aProjectionIsDrawnUpToTwoYearsAhead() throws {
        var history = HistoryFixture()
        for (day, weight) in [("2026-11-02", 100.0), ("2026-11-09", 102.5), ("2026-11-16", 105), ("2026-11-23", 107.5)] {
            try history.log("\(day) 18:00", "Squat: \(weight)x1")
        }
        let today = LocalDay("2026-11-25")!
        func squatPage(goal kg: Double) throws -> String {
            var data = history.data
            _ = try GoalEditor.add(.e1rm(exercise: "squat", kg: kg), deadline: nil, today: today, in: &data)
            return try SiteFixture.page("exercise/squat.html", of: data, today: today)
        }
        let near = try squatPage(goal: 115)
        #expect(near.contains("class=\"ch-projection ch-s3\""))
        #expect(near.contains("The dotted line runs from the week of 23 Nov 2026 to 14 Dec 2026, the day the trend reaches the goal."))
        #expect(near.contains("<tr><th scope=\"row\">14 Dec 2026</th><td>115 kg</td><td>projected: the trend reaches the goal (dotted line)</td></tr>"))
        let far = try squatPage(goal: 400)
        #expect(far.contains("class=\"ch-goal ch-s3\"") && !far.contains("ch-projection"))
        #expect(far.contains("On track: at this rate, the trend of the last 12 weeks gets there on "))
    }
}
