import Foundation

/// `about/index.html`, "About these numbers": docs/ANALYTICS.md (part of this program), after a line
/// saying which settings are in use, with a table of contents of its sections before the first, and
/// its list of headline figures made from the registry (`HeadlineFigure.withDefinitions`). It reads
/// only what every page reads, so it is kept until those change.
struct AboutPageKind: PageKind {
    static let template = TemplateName.about
    static let path = "about/index.html"
    /// The DOTS section: the id the Markdown rendering gives its heading (`MarkdownHTML`).
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
        let document = MarkdownHTML.render(Markdown.parse(HeadlineFigure.withDefinitions(of: figures, in: Theme.analyticsDocument)))
        var body = document.html
        let settingsParagraph = Markdown.html(from: inUse)
        if let endOfHeading = body.range(of: "</h1>\n") {
            body.insert(contentsOf: settingsParagraph, at: endOfHeading.upperBound)
        } else {
            body = settingsParagraph + body
        }
        let firstSection = body.range(of: "<h2 ")?.lowerBound ?? body.endIndex
        return DocumentPage(layout: layout, bodyHTML: body, introHTML: String(body[..<firstSection]),
                            sectionsHTML: String(body[firstSection...]),
                            contents: document.headings.filter { $0.level == 2 }.map { Link(label: $0.text, href: "#" + $0.id) },
                            baseHref: nil)
    }
}
