import Foundation

/// `about/index.html`, "About these numbers": docs/ANALYTICS.md (part of this program), after a line
/// saying which settings are in use, with a table of contents of its sections before the first, and
/// its list of headline figures made from the registry (`HeadlineFigure.withDefinitions`). It reads
/// only what every page reads, so it is kept until those change.
struct AboutPageKind: PageKind {
    static let template = TemplateName.about
    static let path = "about/index.html"
    /// The DOTS section: the id `anchoringSections` gives its heading.
    static let dotsPath = path + "#relative-strength-dots"

    /// Nothing beyond the shared inputs.
    struct Inputs: StableHashable, Sendable {}

    static func path(of inputs: Inputs) -> String { path }

    init(site: SiteContext) {}

    let taskCount = 1

    func inputs(ofTask index: Int) -> [Inputs] { [Inputs()] }

    static func model(_ inputs: Inputs, shared: SharedInputs) -> DocumentPage {
        model(inputs, shared: shared, figures: HeadlineFigures.all)
    }

    /// The page, its list of headline figures made from `figures` (`HeadlineFigures.all`; a test adds one).
    static func model(_ inputs: Inputs, shared: SharedInputs, figures: [HeadlineFigure]) -> DocumentPage {
        let settings = shared.settings
        let layout = shared.layout(path: path, title: "About these numbers",
                                   description: "How every number on this site is defined.", section: nil)
        let inUse = "This site uses the **\(settings.oneRepMax.formula.displayName)** formula for estimated 1RMs, "
            + "for sets of up to **\(NumberText.counted(settings.oneRepMax.repCap, "rep"))**; weeks start on **\(settings.weekStart.rawValue.capitalized)**, "
            + "and days are counted in the **\(settings.timeZone)** time zone. Weights are shown in **\(settings.units.rawValue)**. "
            + (settings.dots.map { set in
                settings.privacy.publishBodyWeight ? "Relative strength is scored with the **\(set.possessive) DOTS** coefficients."
                    : "Relative strength (DOTS) is not shown: body weight is private, and the score would give it away."
            } ?? "Relative strength (DOTS) is not scored: the settings choose no coefficient set.")
        var body = anchoringSections(Markdown.html(from: HeadlineFigure.withDefinitions(of: figures, in: Theme.analyticsDocument)))
        let settingsParagraph = Markdown.html(from: inUse)
        if let endOfHeading = body.range(of: "</h1>\n") {
            body.insert(contentsOf: settingsParagraph, at: endOfHeading.upperBound)
        } else {
            body = settingsParagraph + body
        }
        let firstSection = body.range(of: "<h2 ")?.lowerBound ?? body.endIndex
        return DocumentPage(layout: layout, bodyHTML: body, introHTML: String(body[..<firstSection]),
                            sectionsHTML: String(body[firstSection...]), contents: contents(of: body), baseHref: nil)
    }

    /// The sections `anchoringSections` gave ids, each a link to its heading, named by its text.
    static func contents(of html: String) -> [Link] {
        var links: [Link] = []
        var rest = html[...]
        while let open = rest.range(of: "<h2 id=\""), let endOfID = rest[open.upperBound...].range(of: "\">"),
              let close = rest[endOfID.upperBound...].range(of: "</h2>") {
            // The heading's text, as the template escapes it again: tags dropped, libcmark's entities read back.
            let title = rest[endOfID.upperBound..<close.lowerBound].replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
            links.append(Link(label: title, href: "#" + rest[open.upperBound..<endOfID.lowerBound]))
            rest = rest[close.upperBound...]
        }
        return links
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
}
