import Testing
@testable import StrengthKit

/// The journal's index and a post's page, on the blocks' history (`BlockPagesTests`): Block 1 from 7
/// September (3 workouts, 16.5 working sets and 6,956 kg a week), Block 2 from 5 October (3, 18 and
/// 8,775 kg a week; squat 110 × 5, e1RM 123.8 kg), Block 3 from 16 November (squat 115 × 5).
@Suite struct JournalPagesTests {
    static let today = BlockPagesTests.today

    /// A review written on Friday 30 October, with every directive, and days without workouts.
    static let review = """
        ---
        title: Block 2 review
        ---
        Four weeks at 110. *Squats* moved.

        {{compare block:2026-09-07 block:2026-10-05}}

        {{trend "Squat" top-set 4w}}

        {{records 2026-10-05..2026-10-30}}

        {{workout 2026-10-07}}

        {{progress}}

        {{workout 2026-11-03}}

        {{records 2026-11-02..2026-11-13}}

        {{compare block:2026-09-08 block:2026-10-05}}

        <script>alert("lifts")</script>

        ```
        {{trend "Squat"}}
        ```
        """

    static func data(drafts: [(String, String)] = [], posts extra: [(String, String)] = []) throws -> ProjectData {
        var data = try BlockPagesTests.history().data
        let posts = [("2026-10-30-block-2-review", review), ("2026-11-20-note", "---\ntitle: A note\n---\nSlept *badly*.\n\nKept the weights.\n")]
            + extra + drafts
        data.posts = try posts.map { try JournalPost(name: $0.0, text: $0.1) }.sorted(by: JournalPost.oldestFirst)
        return data
    }

    static func page(_ path: String, data: ProjectData? = nil) throws -> String {
        try SiteFixture.page(path, of: data ?? Self.data(), today: today)
    }

    @Test func theIndexListsThePostsNewestFirstWithTheirFirstParagraph() throws {
        let html = try Self.page(JournalPageKind.path)
        let note = try #require(html.range(of: "<a href=\"../journal/2026-11-20-note.html\">A note</a>"))
        let review = try #require(html.range(of: "<a href=\"../journal/2026-10-30-block-2-review.html\">Block 2 review</a>"))
        #expect(note.lowerBound < review.lowerBound)
        #expect(html.contains("<p>Slept badly.</p>") && html.contains("<p>Four weeks at 110. Squats moved.</p>"))
        #expect(html.contains("<time datetime=\"2026-10-30\">Fri 30 Oct 2026</time>"))
        #expect(html.contains("aria-current=\"page\">Journal</a>") || html.contains(">Journal</a>"))
        assertGolden(html, named: "site-journal.html")
    }

    @Test func aPostShowsEachDirectivesFigure() throws {
        let html = try Self.page(JournalPostPageKind.path("2026-10-30-block-2-review"))
        // compare: Block 1 beside Block 2, the block pages' rows.
        #expect(html.contains("<h2 id=\"figure-1-title\">Block 1 (Mon 7 Sep 2026 – Sun 4 Oct 2026) beside Block 2 (Mon 5 Oct 2026 – Sun 1 Nov 2026)</h2>"))
        #expect(html.contains("<th scope=\"row\">Working sets a week</th><td class=\"num\">16.5</td><td class=\"num\">18</td>"
            + "<td class=\"num change-up\">+1.5 ↑</td>"))
        #expect(html.contains("<th scope=\"row\">Volume a week</th><td class=\"num\">6,956 kg</td><td class=\"num\">8,775 kg</td>"))
        // trend: the four weeks to 30 October, top sets of 110 kg; nothing before 5 October, nothing after the post.
        #expect(html.contains("<h2 id=\"figure-2-title\">Squat: top set, the 4 weeks to Fri 30 Oct 2026</h2>"))
        #expect(html.contains("id=\"figure-2-trend-top") && html.contains("<svg"))
        let trend = try #require(html.components(separatedBy: "id=\"figure-2-title\"").last?.components(separatedBy: "id=\"figure-3-title\"").first)
        #expect(trend.contains(">5 Oct 2026<") && trend.contains(">30 Oct 2026<"))
        #expect(!trend.contains("Sep 2026") && !trend.contains("Nov 2026") && !trend.contains("115"))
        // records: the squat's and bench's records of 5 October, each linked to its workout.
        let records = try #require(html.components(separatedBy: "id=\"figure-3-title\"").last?.components(separatedBy: "id=\"figure-4-title\"").first)
        #expect(records.contains("<td><time datetime=\"2026-10-05\">Mon 5 Oct 2026</time></td>"))
        #expect(records.contains("href=\"../workouts/2026-10-05-1800-workout.html\">110 kg × 5</a>"))
        #expect(!records.contains("datetime=\"2026-09") && !records.contains("datetime=\"2026-11"))
        // workout: its card.
        #expect(html.contains("<h2 id=\"figure-4-title\">Workout of Wed 7 Oct 2026</h2>"))
        #expect(html.contains("<a class=\"workout-name\" href=\"../workouts/2026-10-07-1800-workout.html\">Workout</a>"))
        // progress, as it stood on the post's date.
        #expect(html.contains("<h2 id=\"figure-5-title\">Progress as it stood on Fri 30 Oct 2026</h2>"))
        #expect(html.contains("<a href=\"../exercise/squat.html\">Squat</a>: <strong>"))
        // Days without workouts, and a block that no longer starts there: words, not errors.
        #expect(html.contains("<p class=\"empty\">No workouts on Tue 3 Nov 2026.</p>"))
        #expect(html.contains("<p class=\"empty\">No workouts from Mon 2 Nov 2026 to Fri 13 Nov 2026.</p>"))
        #expect(html.contains("<p class=\"empty\">No block starts on Tue 8 Sep 2026 any more.</p>"))
        // Raw HTML is text, a directive in a code block is text.
        #expect(html.contains("<p>&lt;script&gt;alert(&quot;lifts&quot;)&lt;/script&gt;</p>") && !html.contains("<script>alert"))
        #expect(html.contains("<pre><code>{{trend &quot;Squat&quot;}}\n</code></pre>"))
        #expect(html.contains("<a rel=\"next\" href=\"../journal/2026-11-20-note.html\">A note"))
        // How the figures are worked out, linked from a post that has one.
        #expect(html.contains("<a href=\"../about/index.html#journal-figures\">"))
        #expect(try !Self.page(JournalPostPageKind.path("2026-11-20-note")).contains("#journal-figures"))
        assertGolden(html, named: "site-post.html")
    }

    @Test func theWorkoutAndTheBlockAPostQuotesLinkIt() throws {
        let link = "<a href=\"../journal/2026-10-30-block-2-review.html\">Block 2 review</a>"
        for path in [WorkoutPageKind.path("2026-10-07-1800-workout"), BlockPageKind.path(LocalDay("2026-09-07")!),
                     BlockPageKind.path(LocalDay("2026-10-05")!)] {
            #expect(try Self.page(path).contains(link), "\(path) does not link the post")
        }
        #expect(try !Self.page(WorkoutPageKind.path("2026-10-09-1800-workout")).contains("In the journal"))
        #expect(try !Self.page(BlockPageKind.path(LocalDay("2026-11-16")!)).contains("In the journal"))
    }

    /// A bodyweight lift's volume counts body weight: left out while the settings keep it private.
    @Test func aTrendThatWouldRevealBodyWeightIsLeftOutWhileItIsPrivate() throws {
        var history = try BlockPagesTests.history()
        history.bodyWeight("2026-10-01", 83.7)
        try history.log("2026-10-06 18:00", entries: ["Pull Up: x8, x8, x8"])
        let post = try JournalPost(name: "2026-10-30-pulls", text: "---\ntitle: Pulls\n---\n{{trend \"Pull-up\" volume}}\n\n{{trend \"Pull-up\" reps}}\n")
        history.data.posts = [post]
        let path = JournalPostPageKind.path(post.name)
        let hidden = try Self.page(path, data: history.data)
        #expect(hidden.contains("Left out: a bodyweight exercise&#39;s volume counts body weight, which this site keeps private."))
        #expect(!hidden.contains("2,009") && hidden.contains("figure-2-trend-reps"))
        history.data.settings.privacy.publishBodyWeight = true
        // 3 × 8 reps × 83.7 kg = 2,008.8 kg.
        #expect(try Self.page(path, data: history.data).contains("2,009 kg"))
    }

    @Test func draftsAreNotPlannedAndTheMenuWaitsForAPublishedPost() throws {
        let draft = ("2026-11-21-secret", "---\ntitle: Secret\ndraft: true\n---\nNot yet.\n")
        let data = try Self.data(drafts: [draft])
        let pages = try SitePlanner(data: data, analytics: TrainingAnalytics.compute(data, today: Self.today), today: Self.today,
                                    baseURL: nil).plan(stylesheet: "").map(\.path)
        #expect(pages.contains(JournalPostPageKind.path("2026-11-20-note")))
        #expect(!pages.contains(JournalPostPageKind.path("2026-11-21-secret")))
        #expect(try !Self.page(JournalPageKind.path, data: data).contains("Secret"))

        var onlyDraft = try BlockPagesTests.history().data
        onlyDraft.posts = [try JournalPost(name: draft.0, text: draft.1)]
        let dashboard = try Self.page(DashboardPageKind.path, data: onlyDraft)
        #expect(!dashboard.contains(">Journal</a>"))
        #expect(try Self.page(DashboardPageKind.path).contains(">Journal</a>"))
        let plan = try SitePlanner(data: onlyDraft, analytics: TrainingAnalytics.compute(onlyDraft, today: Self.today), today: Self.today,
                                   baseURL: nil).plan(stylesheet: "").map(\.path)
        #expect(!plan.contains { $0.hasPrefix("journal/") })
    }

    /// `serve`'s drafts: the draft's page, marked, and the index with it; nothing for a site without drafts.
    @Test func draftPagesAreMadeForThePreviewAlone() throws {
        let data = try Self.data(drafts: [("2026-11-21-secret", "---\ntitle: Secret\ndraft: true\n---\nNot yet.\n")])
        let planner = SitePlanner(data: data, analytics: TrainingAnalytics.compute(data, today: Self.today), today: Self.today, baseURL: nil)
        let drafts = JournalPostPageKind.draftPages(planner.context)
        #expect(drafts.map(\.path).sorted() == [JournalPostPageKind.path("2026-11-21-secret"), JournalPageKind.path])
        let theme = try Theme()
        let page = String(decoding: try theme.bytes(of: try #require(drafts.first { $0.path.hasSuffix("secret.html") })), as: UTF8.self)
        #expect(page.contains("<span class=\"badge draft\">Draft</span>"))
        let index = String(decoding: try theme.bytes(of: try #require(drafts.first { $0.path == JournalPageKind.path })), as: UTF8.self)
        #expect(index.contains("Secret</a> <span class=\"badge draft\">Draft</span>") && index.contains("A note"))
        let none = try Self.data()
        #expect(JournalPostPageKind.draftPages(SitePlanner(data: none, analytics: TrainingAnalytics.compute(none, today: Self.today),
                                                           today: Self.today, baseURL: nil).context).isEmpty)
    }

    /// A new workout on 25 November changes the progress of a post written after it, not the review of
    /// October, whose figures all end before it.
    @Test func aNewWorkoutRebuildsOnlyThePostsWhoseFiguresItChanges() throws {
        let today = LocalDay("2026-11-26")!
        let later = ("2026-11-26-progress", "---\ntitle: Progress\n---\n{{progress}}\n\n{{trend \"Squat\"}}\n")
        let data = try Self.data(posts: [later])
        var extra = try BlockPagesTests.history(extra: ["2026-11-25 18:00"]).data
        extra.posts = data.posts
        let rebuilt = try DerivedFingerprintTests().rebuilt(data, today: today, nextToday: today) { $0 = extra }.rebuilt
        #expect(rebuilt.filter { $0.hasPrefix("journal/") }.sorted() == [JournalPostPageKind.path("2026-11-26-progress")])
    }
}
