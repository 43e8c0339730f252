import Testing
@testable import StrengthKit

/// What `Data/` holds that the privacy settings keep off the site: `publish` names it when the site
/// goes to the repository that holds `Data/`.
@Suite struct WithheldDataTests {
    static func data(bodyWeight: Bool, note: Bool, publishBodyWeight: Bool, publishNotes: Bool) throws -> ProjectData {
        var fixture = HistoryFixture()
        try fixture.log("2025-03-14 18:00", "Bench Press: 100x5")
        if note { fixture.data.workouts[0].notes = "Felt heavy" }
        if bodyWeight {
            fixture.data.bodyWeight.entries = [BodyWeightEntry(date: LocalDay("2025-03-14")!, weightKg: 80)]
        }
        fixture.data.settings.privacy = PrivacySettings(publishNotes: publishNotes, publishBodyWeight: publishBodyWeight)
        return fixture.data
    }

    @Test(arguments: [
        (true, true, false, false, ["body weight (publish-body-weight no)", "notes (publish-notes no)"]),
        (true, true, true, true, []),
        (true, false, false, false, ["body weight (publish-body-weight no)"]),
        (false, true, false, false, ["notes (publish-notes no)"]),
        // Kept off the site, but there is none of it: nothing to warn about.
        (false, false, false, false, []),
        (true, true, true, false, ["notes (publish-notes no)"]),
    ] as [(Bool, Bool, Bool, Bool, [String])])
    func whatTheSettingsHideAndTheStoreHas(bodyWeight: Bool, note: Bool, publishBodyWeight: Bool, publishNotes: Bool, kinds: [String]) throws {
        let data = try Self.data(bodyWeight: bodyWeight, note: note, publishBodyWeight: publishBodyWeight, publishNotes: publishNotes)
        #expect(WithheldData.kinds(in: data) == kinds)
    }

    /// A note anywhere the site would show one counts: a set's, a template exercise's.
    @Test func aNoteOnASetOrATemplateCounts() throws {
        var data = try Self.data(bodyWeight: false, note: false, publishBodyWeight: false, publishNotes: false)
        data.workouts[0].exercises[0].sets[0].notes = "belt"
        #expect(WithheldData.kinds(in: data) == ["notes (publish-notes no)"])
        data.workouts[0].exercises[0].sets[0].notes = "  "
        #expect(WithheldData.kinds(in: data) == [], "a blank note is none")
    }

    /// A draft is never on the site, published notes or not; a post that is not a draft is meant to be read.
    @Test func aJournalDraftCounts() throws {
        var data = try Self.data(bodyWeight: false, note: false, publishBodyWeight: true, publishNotes: true)
        data.posts = [try JournalPost(name: "2025-03-15-review", text: "---\ntitle: Review\n---\nDone.\n")]
        #expect(WithheldData.kinds(in: data) == [])
        data.posts.append(try JournalPost(name: "2025-03-16-plan", text: "---\ntitle: Plan\ndraft: true\n---\nNext.\n"))
        #expect(WithheldData.kinds(in: data) == ["journal drafts (draft: true)"])
    }
}
