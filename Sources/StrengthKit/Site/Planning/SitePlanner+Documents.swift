import Foundation

extension SitePlanner {
    /// "About these numbers": docs/ANALYTICS.md, after a line saying which settings are in use.
    func about() -> PlannedPage {
        let path = SitePaths.about
        let settings = context.data.settings
        let layout = context.layout(path: path, title: "About these numbers",
                                    description: "How every number on this site is defined.", section: nil)
        let inUse = "This site uses the **\(settings.oneRepMax.formula.displayName)** formula for estimated 1RMs, "
            + "for sets of up to **\(settings.oneRepMax.repCap) reps**; weeks start on **\(settings.weekStart.rawValue.capitalized)**, "
            + "and days are counted in the **\(settings.timeZone)** time zone. Weights are shown in **\(settings.units.rawValue)**. "
            + (settings.dots.map { set in
                settings.privacy.publishBodyWeight ? "Relative strength is scored with the **\(set.possessive) DOTS** coefficients."
                    : "Relative strength (DOTS) is not shown: body weight is private, and the score would give it away."
            } ?? "Relative strength (DOTS) is not scored: the settings choose no coefficient set.")
        var body = Self.anchoringSections(Markdown.html(from: Theme.analyticsDocument))
        let settingsParagraph = Markdown.html(from: inUse)
        if let endOfHeading = body.range(of: "</h1>\n") {
            body.insert(contentsOf: settingsParagraph, at: endOfHeading.upperBound)
        } else {
            body = settingsParagraph + body
        }
        return PlannedPage(path: path, template: "about", model: DocumentPage(layout: layout, bodyHTML: body, baseHref: nil))
    }

    /// Every `<h2>` with an id from its text (`<h2 id="relative-strength-dots">`), so other pages can
    /// link to the section they use; libcmark writes headings without ids.
    static func anchoringSections(_ html: String) -> String {
        var result = ""
        var rest = html[...]
        while let open = rest.range(of: "<h2>"), let close = rest[open.upperBound...].range(of: "</h2>") {
            let title = rest[open.upperBound..<close.lowerBound]
            let text = title.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
            result += rest[..<open.lowerBound] + "<h2 id=\"" + Slug.make(from: text) + "\">" + title
            rest = rest[close.lowerBound...]
        }
        return result + rest
    }

    /// `404.html`. Servers show it at any depth, so with a known base URL it pins links with `<base>`.
    /// Served by GitHub Pages at whatever address was missed, at any depth: its stylesheet is
    /// inline, and with a base URL its links are absolute (`<base href>`).
    func notFound(stylesheet: String) -> PlannedPage {
        let path = SitePaths.notFound
        let layout = context.layout(path: path, title: "Page not found", description: "This page does not exist.", section: nil)
        let body = """
            <h1>Page not found</h1>
            <p>There is no page at this address. It may belong to a workout that was deleted or renamed.</p>
            <p><a href="index.html">Go to the dashboard</a> or <a href="history/index.html">browse the history</a>.</p>
            """
        return PlannedPage(path: path, template: "not-found", model: DocumentPage(layout: layout, bodyHTML: body, baseHref: context.baseURL,
                                                                                inlineStylesheet: stylesheet + buildInfoStylesheet()))
    }
}
