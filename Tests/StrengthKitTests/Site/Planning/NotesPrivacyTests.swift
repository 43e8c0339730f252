import Testing
@testable import StrengthKit

/// `publish-notes no` leaves every note off the site: workout, exercise, set and template notes,
/// wherever a page shows them.
@Suite struct NotesPrivacyTests {
    static let notes = ["Felt <strong>good</strong>", "Paused reps", "sticking point", "Heavy <em>push</em>", "Add load at"]

    @Test func everyNoteIsPublishedByDefault() throws {
        let html = try SiteFixture.site().values.joined()
        for note in Self.notes { #expect(html.contains(note), "\(note)") }
    }

    @Test func noNoteIsPublishedWhenTheSettingSaysNo() throws {
        let site = try SiteFixture.site { $0.settings.privacy.publishNotes = false }
        for (path, page) in site where path.hasSuffix(".html") || path.hasSuffix(".xml") || path.hasSuffix(".json") {
            for note in Self.notes { #expect(!page.contains(note), "\(path) shows \(note)") }
        }
    }

    /// Body weight is charted on the dashboard only when the settings publish it.
    @Test func bodyWeightIsChartedOnlyWhenPublished() throws {
        func addEntry(_ data: inout ProjectData) {
            data.bodyWeight.entries.append(BodyWeightEntry(date: LocalDay("2025-03-10")!, weightKg: 79.5))
        }
        let hidden = try #require(try SiteFixture.site(changing: addEntry)["index.html"])
        #expect(!hidden.contains("Body weight"))
        let shown = try #require(try SiteFixture.site { data in
            addEntry(&data)
            data.settings.privacy.publishBodyWeight = true
        }["index.html"])
        #expect(shown.contains("<h2>Body weight</h2>"))
        #expect(shown.contains("79.5"))
    }
}
