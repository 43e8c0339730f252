import Testing
@testable import StrengthKit

/// Years of history keep pages a phone can load: lists are capped, long series bucketed.
@Suite struct LongHistoryPageTests {
    static func page(_ path: String, of data: ProjectData, today: String) throws -> String {
        try SiteFixture.page(path, of: data, today: try #require(LocalDay(today)))
    }

    /// 70 workouts from one template: its page lists the newest 60 and says how many there are.
    @Test func aTemplatePageListsItsNewestWorkouts() throws {
        var history = HistoryFixture()
        history.data.programs.templates = [WorkoutTemplate(id: "legs", name: "Legs", exercises: [
            TemplateExercise(exercise: "squat", targetSets: 3, targetReps: 5)])]
        for week in 0..<70 {
            let day = try #require(LocalDay("2024-01-01")).adding(days: 7 * week)
            let id = try history.log("\(day) 18:00", "Squat: 100x5x3", name: "Legs")
            if let index = history.data.workouts.firstIndex(where: { $0.id == id }) { history.data.workouts[index].template = "legs" }
        }
        let html = try Self.page("template/legs.html", of: history.data, today: "2025-06-01")
        #expect(html.contains("<h2>The newest 60 of 70 workouts from this template</h2>"))
        #expect(html.components(separatedBy: "href=\"../workouts/").count - 1 == 60)
        #expect(html.contains("../workouts/2025-04-28-1800-legs.html") && !html.contains("../workouts/2024-01-01-1800-legs.html"))
    }

    /// Two years of weigh-ins become weekly averages; five years, monthly ones; a year, every entry.
    @Test func longBodyWeightLogsAreAveraged() throws {
        var history = HistoryFixture()
        try history.log("2024-01-03 18:00", "Squat: 100x5")
        history.data.settings.privacy.publishBodyWeight = true
        history.bodyWeight("2024-01-01", 80)    // Monday
        history.bodyWeight("2024-01-03", 81)    // same week: 80.5
        history.bodyWeight("2025-12-29", 90)    // a Monday two years on
        let weekly = try Self.page("index.html", of: history.data, today: "2026-01-05")
        #expect(weekly.contains("<figcaption>Body weight, weekly average</figcaption>"))
        #expect(weekly.contains("<tr><th scope=\"row\">1 Jan 2024</th><td>80.5 kg</td></tr>"))
        history.bodyWeight("2029-03-20", 84)
        history.bodyWeight("2029-03-02", 83)    // March 2029: 83.5, on the month's first day
        let monthly = try Self.page("index.html", of: history.data, today: "2029-04-01")
        #expect(monthly.contains("<figcaption>Body weight, monthly average</figcaption>"))
        #expect(monthly.contains("<tr><th scope=\"row\">1 Mar 2029</th><td>83.5 kg</td></tr>"))
        history.data.bodyWeight.entries.removeAll { $0.date.year > 2024 }
        let all = try Self.page("index.html", of: history.data, today: "2024-02-01")
        #expect(all.contains("<figcaption>Body weight</figcaption>") && all.contains("<tr><th scope=\"row\">3 Jan 2024</th><td>81 kg</td></tr>"))
    }

    /// The big lifts' months share one row of the all-years table, each on its month's first day.
    @Test func theAllYearsLiftsChartHasOneRowPerMonth() throws {
        var history = HistoryFixture()
        for month in 1...8 {
            try history.log("2024-\(Digits.pad(month, 2))-03 18:00", "Squat: \(100 + month)x5")
            try history.log("2024-\(Digits.pad(month, 2))-17 18:00", "Bench Press: \(70 + month)x5")
        }
        let html = try Self.page("index.html", of: history.data, today: "2024-09-01")
        let start = try #require(html.range(of: "Best estimated 1RM per month, all years</caption>"))
        let table = html[start.upperBound...]
        let rows = table.components(separatedBy: "</table>")[0].components(separatedBy: "<tr><th scope=\"row\">").dropFirst()
        #expect(rows.count == 8)
        #expect(rows.first?.hasPrefix("1 Jan 2024</th>") == true)
    }
}
