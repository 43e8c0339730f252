/// Decides every file of the site and builds its page model: pure, from the data and its analytics.
public struct SitePlanner: Sendable {
    let context: SiteContext

    /// Lists longer than these are split: the history and an exercise's sessions by year, the
    /// record timeline into pages of this many, so pages stay small.
    static let historyPageLimit = 120
    static let recordTimelineLimit = 200
    static let sessionListLimit = 60

    /// - Parameters:
    ///   - today: the build's date: "this week", the footer and the last chart week.
    ///   - baseURL: absolute URL the site is published at; only the sitemap, feed and canonical links use it.
    public init(data: ProjectData, analytics: TrainingAnalytics, today: LocalDay, baseURL: String?) {
        context = SiteContext(data: data, analytics: analytics, today: today, baseURL: baseURL)
    }

    /// Every page and file of the site, sorted by path.
    public func plan(stylesheet: String) throws -> [PlannedPage] {
        var pages: [PlannedPage] = [
            dashboard(),
            exerciseLibrary(),
            about(),
            notFound(),
            PlannedPage(path: SitePaths.stylesheet, text: stylesheet),
            PlannedPage(path: ".nojekyll", text: ""),
        ]
        pages += historyPages()
        pages += context.workoutsNewestFirst.indices.map(workoutPage)
        pages += context.data.library.exercises.flatMap(exercisePages)
        pages += recordPages()
        pages += musclePages()
        pages += calendarPages()
        pages += try machineReadableFiles(htmlPaths: pages.map(\.path).filter { $0.hasSuffix(".html") && $0 != SitePaths.notFound })
        return pages.sorted { $0.path < $1.path }
    }

    /// Years of a list, newest first, with links, when the list is split by year.
    func yearLinks(_ years: [Int], counts: [Int: Int], current: Int?, from page: String, path: (Int?) -> String,
                   newest: Int?) -> [Link] {
        years.map { year in
            Link(label: String(year), href: SitePaths.link(from: page, to: path(year == newest ? nil : year)),
                 current: year == current, detail: counts[year].map { "(\($0))" } ?? "")
        }
    }
}
