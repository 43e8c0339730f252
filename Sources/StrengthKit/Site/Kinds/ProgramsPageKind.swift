/// `programs/index.html`, the Library's "Workouts": the splits (the active one first, with its days
/// and their templates) and every template with its exercises, targets and how often it was done.
/// None when there are no templates.
struct ProgramsPageKind: PageKind, WholeSiteKind {
    static let template = TemplateName.programs
    static let path = "programs/index.html"
    static let menuEntry: MenuEntry? = MenuEntry(label: "Programs", position: 4, path: path) { hasPage($0.programs.value) }

    /// The page, and its menu entry, are there when the project has templates.
    static func hasPage(_ programs: Programs) -> Bool { !programs.templates.isEmpty }

    /// The page's model: what its template reads.
    struct Page: PageModel {
        /// A split and its days in order.
        struct SplitSection: Sendable {
            var name: String
            /// `active`, or empty.
            var status: String
            /// "Next: Pull", for the active split.
            var next: String
            var days: [Day]
        }

        /// A day of a split and the templates assigned to it.
        struct Day: Sendable {
            var name: String
            var isNext: Bool
            /// Each link's `detail` is the ", " before the next one.
            var templates: [Link]
        }

        /// A template as a card: its exercises with targets and its use.
        struct TemplateCard: Sendable {
            var name: String
            var href: String
            var exercises: [TemplatePageKind.Page.Row]
            /// "Done 12 times · 3 in the last 8 weeks · last 20 Nov 2026", or "Not done yet".
            var usage: String
        }

        var layout: Layout
        var summary: String
        var splits: [SplitSection]
        var templates: [TemplateCard]
    }

    let site: SiteContext

    var taskCount: Int { Self.hasPage(site.data.programs) ? 1 : 0 }

    static func model(_ site: SiteContext, shared: SharedInputs) -> Page {
        let programs = shared.programs
        let usage = site.usageByTemplate
        let layout = shared.layout(path: path, title: "Programs",
                                   description: "The splits and workout templates this training follows.", section: "Programs")
        // The active split first, then the others by name.
        let splits = programs.splits.sorted { lhs, rhs in
            let lhsActive = lhs.id == programs.activeSplit
            let rhsActive = rhs.id == programs.activeSplit
            if lhsActive != rhsActive { return lhsActive }
            return (lhs.name, lhs.id) < (rhs.name, rhs.id)
        }
        let sections = splits.map { split -> Page.SplitSection in
            let isActive = split.id == programs.activeSplit
            let progress = isActive ? SplitProgress.of(split, workouts: site.data.workouts) : nil
            let days = split.days.enumerated().map { index, day in
                Page.Day(name: day.name, isNext: progress?.nextDayIndex == index, templates: templateLinks(day, from: path, shared: shared))
            }
            let next = progress.map { "Next: \(split.days[$0.nextDayIndex].name)" } ?? ""
            return Page.SplitSection(name: split.name, status: isActive ? "active" : "", next: next, days: days)
        }
        let cards = programs.templates.sorted { ($0.name, $0.id) < ($1.name, $1.id) }.map { template in
            Page.TemplateCard(name: template.name, href: SitePaths.link(from: path, to: TemplatePageKind.path(template.id)),
                                      exercises: TemplatePageKind.rows(of: template, from: path, withNotes: false, shared: shared),
                                      usage: usageText(usage[template.id] ?? .unused, format: shared.format))
        }
        let summary = [NumberText.counted(programs.splits.count, "split"), NumberText.counted(programs.templates.count, "template")]
            .joined(separator: " · ")
        return Page(layout: layout, summary: summary, splits: sections, templates: cards)
    }

    /// The day's templates, linked, each but the last followed by ", ".
    private static func templateLinks(_ day: SplitDay, from path: String, shared: SharedInputs) -> [Link] {
        day.templates.enumerated().map { position, id in
            Link(label: shared.templateNames[id] ?? id, href: SitePaths.link(from: path, to: TemplatePageKind.path(id)),
                 detail: position < day.templates.count - 1 ? ", " : "")
        }
    }

    /// "Done 12 times · 3 in the last 8 weeks · last 20 Nov 2026", or "Not done yet".
    private static func usageText(_ usage: TemplateUsage, format: DisplayFormatter) -> String {
        guard let last = usage.lastUsed else { return "Not done yet" }
        return "Done \(NumberText.counted(usage.timesUsed, "time")) · \(usage.timesUsedLast8Weeks) in the last 8 weeks · last \(format.date(last))"
    }
}
