extension SitePlanner {
    /// `stats.json`, `feed.xml` and the README cards (the sitemap comes last, once every page is known).
    func sitemap(htmlPaths: [String]) -> PlannedPage {
        PlannedPage(path: SitePaths.sitemap, bytes: sitemap(htmlPaths))
    }

    func statsJSON() -> [UInt8] {
        StatsDocument(context.analytics).json()
    }

    /// A URL for `path`: absolute under the base URL, else relative to the site root.
    private func url(_ path: String) -> String {
        (context.baseURL ?? "") + SitePaths.published(path)
    }

    /// Appended byte by byte: it lists every page, after the pages are planned, on one core.
    /// Escaping is character by character, so the base URL and each path are escaped apart.
    private func sitemap(_ paths: [String]) -> [UInt8] {
        var xml = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n".utf8)
        let base = Array(Markup.escape(context.baseURL ?? "").utf8)
        xml.reserveCapacity(xml.count + paths.count * (base.count + 64))
        for path in paths.sorted() {
            xml += "<url><loc>".utf8
            xml += base
            xml += Markup.escape(SitePaths.published(path)).utf8
            xml += "</loc></url>\n".utf8
        }
        xml += "</urlset>\n".utf8
        return xml
    }

    /// Atom: the newest workouts and records, newest first.
    func atomFeed() -> String {
        struct Entry {
            var id: String
            var title: String
            var updated: Timestamp
            var link: String
            var summary: String
        }
        let format = context.format
        var entries = context.workoutsNewestFirst.prefix(30).map { workout -> Entry in
            let facts = context.analytics.workout(id: workout.id)
            var summary = "\(workout.exercises.count) exercises, \(facts?.workingSets ?? 0) working sets, "
                + format.volume(facts?.volumeKg ?? 0)
            if let count = facts?.records.count, count > 0 { summary += "; \(NumberText.counted(count, "personal record"))" }
            return Entry(id: "urn:strength-site:workout:\(workout.id)",
                         title: "\(workout.name), \(format.date(context.day(of: workout)))",
                         updated: workout.end ?? workout.start, link: url(SitePaths.workout(workout.id)), summary: summary)
        }
        let starts = Dictionary(context.data.workouts.map { ($0.id, $0.start) }, uniquingKeysWith: { first, _ in first })
        entries += context.headlineRecords.suffix(30).compactMap { event -> Entry? in
            guard let start = starts[event.workoutID] else { return nil }
            let title = "Personal record: \(context.exerciseName(event.exerciseID)), "
                + "\(event.kind.displayName.lowercased()) \(format.record(event.kind, event.value))"
            return Entry(id: "urn:strength-site:record:\(event.workoutID):\(event.exerciseID):\(event.kind.rawValue)",
                         title: title, updated: start, link: url(SitePaths.workout(event.workoutID)), summary: title)
        }
        entries.sort { ($0.updated.secondsSinceEpoch, $0.id) > ($1.updated.secondsSinceEpoch, $1.id) }
        let settings = context.data.settings.site
        let updated = entries.first?.updated.description ?? "\(context.today)T00:00:00+00:00"
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom">
            <title>\(Markup.escape(settings.title))</title>
            <id>urn:strength-site:\(Markup.escape(Slug.make(from: context.baseURL ?? settings.title)))</id>
            <updated>\(updated)</updated>
            <author><name>\(Markup.escape(settings.author ?? settings.title))</name></author>
            <link href="\(Markup.escape(url(SitePaths.dashboard).isEmpty ? "./" : url(SitePaths.dashboard)))"/>

            """
        if let base = context.baseURL { xml += "<link rel=\"self\" href=\"\(Markup.escape(base + SitePaths.feed))\"/>\n" }
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

    func cards() -> [PlannedPage] {
        let analytics = context.analytics
        let format = context.format
        let weeks = SiteCharts.recentWeeks(context, 26)
        let sparklineEnd = context.windowEnd(days: 7 * 26)
        let summary = SummaryCard(
            title: context.data.settings.site.title, subtitle: "as of \(format.date(context.today))",
            figures: [
                .init(label: "Workouts", value: NumberText.grouped(analytics.totalWorkouts)),
                .init(label: "This month", value: "\(analytics.workoutsThisMonth)"),
                .init(label: "Streak", value: StreakText.compactWeeks(analytics.streakWeeks)),
                .init(label: "Volume", value: format.volume(analytics.totalVolumeKg)),
            ],
            sparklineTitle: sparklineEnd == context.today ? "Weekly volume, the last 26 weeks" : "Weekly volume to \(ChartText.date(sparklineEnd))",
            sparklineValues: weeks.map { context.displayWeight($0.volumeKg).rounded() },
            sparklineFormat: .number(unit: context.weightUnit, maximumFractionDigits: 0))
        let heatmap = HeatmapCard(
            through: context.windowEnd(days: 7 * HeatmapCard.weekCount),
            days: analytics.calendar.workoutsByDay.map { CalendarHeatmap.Day(day: $0.day, value: Double($0.workouts)) },
            weekStart: context.data.settings.weekStart)
        return [PlannedPage(path: SitePaths.summaryCard, text: summary.svg()),
                PlannedPage(path: SitePaths.heatmapCard, text: heatmap.svg())]
    }
}
