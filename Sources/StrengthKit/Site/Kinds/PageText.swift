/// Words and links several page kinds share.
enum PageText {
    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                             "October", "November", "December"]

    /// Years of a list, newest first, with links, when the list is split by year.
    static func yearLinks(_ years: [Int], counts: [Int: Int], current: Int?, from page: String, path: (Int?) -> String,
                          newest: Int?) -> [Link] {
        years.map { year in
            Link(label: String(year), href: SitePaths.link(from: page, to: path(year == newest ? nil : year)),
                 current: year == current, detail: counts[year].map { "(\($0))" } ?? "")
        }
    }

    /// "2026 in review", "2025 in review", ...: links from `page` to every year's review, newest first.
    /// - Parameter years: the years with a review, oldest first (`YearReview.years`).
    static func yearReviewLinks(_ years: [Int], from page: String) -> [Link] {
        years.reversed().map { year in
            Link(label: "\(year) in review", href: SitePaths.link(from: page, to: YearReviewPageKind.path(year)))
        }
    }

    /// The anchor of a category's list on the library page.
    static func categoryAnchor(_ id: String) -> String { "category-\(id)" }
}
