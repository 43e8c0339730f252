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
}
