import Testing
@testable import StrengthKit

/// "About these numbers" is long: after its title and the settings in use, a table of contents links
/// every section by the id its heading has, in order, before the first section.
@Suite struct AboutContentsTests {
    @Test func everySectionIsListedBeforeTheFirst() throws {
        let history = HistoryFixture()
        let today = LocalDay("2025-03-03")!
        let analytics = TrainingAnalytics.compute(history.data, today: today)
        let page = try #require(try SitePlanner(data: history.data, analytics: analytics, today: today, baseURL: nil)
            .plan(stylesheet: "").first { $0.path == AboutPageKind.path })
        let html = String(decoding: try Theme().bytes(of: page), as: UTF8.self)
        let sections = html.matches(of: /<h2 id="([a-z0-9-]+)">(.*?)<\/h2>/).map { String($0.output.1) }.filter { $0 != "contents-title" }
        #expect(sections.count >= 10)
        #expect(sections.contains("held-sets") && sections.contains("relative-strength-dots"))
        let contents = try #require(html.components(separatedBy: "<nav class=\"contents\"").dropFirst().first?
            .components(separatedBy: "</nav>").first)
        #expect(contents.matches(of: /<li><a href="#([a-z0-9-]+)">/).map { String($0.output.1) } == sections)
        // Named as the headings are, code spans as plain text.
        #expect(contents.contains("<li><a href=\"#for-scripts-stats-json\">For scripts: stats --json</a></li>"))
        // After the title and the settings in use, before the first section.
        let order = ["<h1 id=\"about-these-numbers\">About these numbers</h1>", "This site uses the", "<nav class=\"contents\"", "<h2 id=\"\(sections[0])\">"]
        let positions = order.map { html.range(of: $0)?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    }
}
