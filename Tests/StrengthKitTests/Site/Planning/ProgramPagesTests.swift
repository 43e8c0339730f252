import Testing
@testable import StrengthKit

/// The Programs section (the Library's "Workouts"): there when there are templates, private notes
/// kept private, and the active split's next day marked.
@Suite struct ProgramPagesTests {
    @Test func withoutTemplatesThereIsNoProgramsSection() throws {
        let site = try SiteFixture.site { data in
            data.programs = Programs()
            for index in data.workouts.indices {
                data.workouts[index].template = nil
            }
        }
        #expect(!site.keys.contains { $0.hasPrefix("programs/") || $0.hasPrefix("template/") })
        #expect(site["index.html"]?.contains("programs/index.html") == false)
        #expect(site["workouts/2025-03-03-1800-upper-a.html"]?.contains("template/") == false)
    }

    @Test func templateNotesFollowThePrivacySetting() throws {
        let shown = try SiteFixture.site()
        #expect(shown["template/upper-a.html"]?.contains("Heavy <em>push</em>") == true)
        #expect(shown["template/upper-a.html"]?.contains("Add load at <strong>10</strong>") == true)
        let hidden = try SiteFixture.site { $0.settings.privacy.publishNotes = false }
        let page = try #require(hidden["template/upper-a.html"])
        #expect(!page.contains("Heavy"))
        #expect(!page.contains("Add load"))
        #expect(page.contains("2 × 6–10"))
    }

    @Test func theNextDayFollowsTheLastWorkoutFromTheSplit() throws {
        // The fixture's last workout from the split was Monday's, so Saturday is next; after a
        // Saturday workout, Monday is.
        let saturday = try #require(try SiteFixture.site()["programs/index.html"])
        #expect(saturday.contains("<li class=\"next\"><span class=\"day-name\">Saturday</span>"))
        let monday = try SiteFixture.site { data in
            data.workouts[3].splitDay = SplitDayReference(split: "upper-lower", day: "saturday")
        }
        #expect(try #require(monday["programs/index.html"]).contains("<li class=\"next\"><span class=\"day-name\">Monday</span>"))
    }
}
