/// Where each page of the site lives, and how one page links to another. Every path is relative to
/// the site's root and made only of fixed names and validated ids (slugs), so no user text can
/// reach a file name.
package enum SitePaths {
    static let dashboard = "index.html"
    static let exercises = "exercises/index.html"
    static let muscles = "muscles/index.html"
    static let about = "about/index.html"
    /// The About page's DOTS section: the id `SitePlanner.anchoringSections` gives its heading.
    static let aboutDots = about + "#relative-strength-dots"
    package static let notFound = "404.html"
    static let stylesheet = "assets/style.css"
    /// Holds the footer's "Built DATE from N workouts" (see `SitePlanner.buildInfoStylesheet`).
    static let buildInfo = "assets/build.css"
    static let stats = "stats.json"
    static let feed = "feed.xml"
    /// Tells GitHub Pages to serve the files as they are, without Jekyll; `publish` also knows its
    /// branch's commits by it.
    package static let noJekyll = ".nojekyll"
    static let sitemap = "sitemap.xml"
    static let summaryCard = "cards/summary.svg"
    static let heatmapCard = "cards/heatmap.svg"

    /// `history/index.html` for the newest (or only) page, `history/2025.html` for another year.
    static func history(year: Int?) -> String { year.map { "history/\($0).html" } ?? "history/index.html" }

    static let records = "records/index.html"

    /// The Library's "Workouts": splits and templates. A template's page lives beside the folder, as
    /// an exercise's does.
    static let programs = "programs/index.html"
    static func template(_ id: String) -> String { "template/\(id).html" }

    /// `records/timeline.html`, then `records/timeline-2.html`, ...: the record timeline's pages.
    static func recordTimeline(page: Int) -> String {
        page == 1 ? "records/timeline.html" : "records/timeline-\(page).html"
    }

    /// A year in review and its README card.
    static func yearReview(_ year: Int) -> String { "year/\(year).html" }
    static func yearCard(_ year: Int) -> String { "cards/year-\(year).svg" }

    static func calendar(year: Int?) -> String { year.map { "calendar/\($0).html" } ?? "calendar/index.html" }

    /// Group and exercise pages live beside, not inside, their list's folder, so no id (`index`)
    /// can collide with the list page.
    static func muscleGroup(_ id: String) -> String { "muscle/\(id).html" }

    static func workout(_ id: String) -> String { "workouts/\(id).html" }

    /// The exercise's page, or one year of its sessions when the list is split.
    static func exercise(_ id: String, year: Int? = nil) -> String {
        year.map { "exercise/\(id)/\($0).html" } ?? "exercise/\(id).html"
    }

    /// `""`, `"../"`, `"../../"`: from `page` back to the root.
    static func root(from page: String) -> String {
        String(repeating: "../", count: page.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "/") ? 1 : 0) })
    }

    /// `path` as published: `index.html` dropped, since servers serve it for the folder.
    static func published(_ path: String) -> String {
        path.hasSuffix("index.html") ? String(path.dropLast("index.html".count)) : path
    }

    /// A link from `page` to `target`.
    static func link(from page: String, to target: String) -> String { root(from: page) + target }
}
