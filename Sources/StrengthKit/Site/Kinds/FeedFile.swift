/// `feed.xml`, Atom: the newest workouts, records beaten (`RecordEvent.isNews`) and journal posts, newest first.
struct FeedFile: FileKind, WholeSiteKind {
    static let path = "feed.xml"

    let site: SiteContext

    static func bytes(_ site: SiteContext, shared: SharedInputs) -> [UInt8] { Array(atom(site, shared: shared).utf8) }

    /// A URL for `path`: absolute under the base URL, else relative to the site root.
    private static func url(_ site: SiteContext, _ path: String) -> String {
        (site.baseURL ?? "") + SitePaths.published(path)
    }

    private static func atom(_ site: SiteContext, shared: SharedInputs) -> String {
        struct Entry {
            var id: String
            var title: String
            var updated: Timestamp
            var link: String
            var summary: String
        }
        let format = site.format
        var entries = site.workoutsNewestFirst.prefix(30).map { workout -> Entry in
            let facts = site.analytics.workout(id: workout.id)
            var summary = "\(NumberText.counted(workout.exercises.count, "exercise")), \(NumberText.counted(facts?.workingSets ?? 0, "working set")), "
                + format.volume(facts?.volumeKg ?? 0)
            if let count = facts?.news.count, count > 0 { summary += "; \(NumberText.counted(count, "personal record"))" }
            return Entry(id: "urn:strength-site:workout:\(workout.id)",
                         title: "\(workout.name), \(format.date(site.day(of: workout)))",
                         updated: workout.end ?? workout.start, link: url(site, WorkoutPageKind.path(workout.id)), summary: summary)
        }
        let starts = Dictionary(site.data.workouts.map { ($0.id, $0.start) }, uniquingKeysWith: { first, _ in first })
        entries += site.headlineRecords.suffix(30).compactMap { event -> Entry? in
            guard let start = starts[event.workoutID] else { return nil }
            let title = "Personal record: \(shared.exerciseName(event.exerciseID)), "
                + "\(event.kind.displayName.lowercased()) \(format.record(event.kind, event.value))"
            return Entry(id: "urn:strength-site:record:\(event.workoutID):\(event.exerciseID):\(event.kind.rawValue)",
                         title: title, updated: start, link: url(site, WorkoutPageKind.path(event.workoutID)), summary: title)
        }
        // A post stands at the start of its day, in the project's time zone.
        entries += site.journal.published.prefix(30).compactMap { entry -> Entry? in
            let post = entry.post
            guard let midnight = LocalDateTime(day: post.date, hour: 0, minute: 0),
                  let updated = try? Timestamp(local: midnight, in: shared.timeZone) else { return nil }
            return Entry(id: "urn:strength-site:post:\(post.name)", title: post.title, updated: updated,
                         link: url(site, JournalPostPageKind.path(post.name)), summary: entry.content.summary.isEmpty ? post.title : entry.content.summary)
        }
        entries.sort { ($0.updated.secondsSinceEpoch, $0.id) > ($1.updated.secondsSinceEpoch, $1.id) }
        let settings = shared.settings.site
        let updated = entries.first?.updated.description ?? "\(site.today)T00:00:00+00:00"
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom">
            <title>\(Markup.escape(settings.title))</title>
            <id>urn:strength-site:\(Markup.escape(Slug.make(from: site.baseURL ?? settings.title)))</id>
            <updated>\(updated)</updated>
            <author><name>\(Markup.escape(settings.author ?? settings.title))</name></author>
            <link href="\(Markup.escape(url(site, DashboardPageKind.path).isEmpty ? "./" : url(site, DashboardPageKind.path)))"/>

            """
        if let base = site.baseURL { xml += "<link rel=\"self\" href=\"\(Markup.escape(base + path))\"/>\n" }
        for entry in entries.prefix(50) {
            xml += """
                <entry>
                <id>\(Markup.escape(entry.id))</id>
                <title>\(Markup.escape(entry.title))</title>
                <updated>\(entry.updated)</updated>
                <link href="\(Markup.escape(entry.link))"/>
                <summary>\(Markup.escape(entry.summary))</summary>
                </entry>

                """
        }
        return xml + "</feed>\n"
    }
}
