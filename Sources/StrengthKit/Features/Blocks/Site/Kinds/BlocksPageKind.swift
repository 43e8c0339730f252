/// `blocks/index.html`: the history's training blocks (`BlockDetector`), newest first, each with its
/// dates, why it starts where it does, its weekly figures and a link to its page, which sets it
/// beside the block before (`BlockPageKind`).
struct BlocksPageKind: PageKind {
    static let template = TemplateName.blocks
    static let path = "blocks/index.html"
    static let menuEntry: MenuEntry? = MenuEntry(label: "Blocks", position: 8, path: path)
    /// A short page, planned first all the same: its task works out the blocks (`numbered`) beside
    /// the dashboard's, which shows where the lifter is in them last, and before `stats.json` and the
    /// blocks' pages ask, so that no core waits for them.
    static let plansFirst = true

    /// Words only: the page changes with a block's figures or dates, which a workout of an older
    /// block leaves alone but one of the block under way changes.
    struct Inputs: StableHashable, Sendable {
        /// Newest first.
        var blocks: [Row]
        var hasWorkouts: Bool
    }

    struct Row: TemplateObject, StableHashable, Sendable {
        var block: BlockSummary
        var href: String
        var workoutsPerWeek: String
        var setsPerWeek: String
        var volumePerWeek: String
    }

    struct Page: PageModel {
        var layout: Layout
        var heading: String
        var intro: String
        var blocks: [Row]
        var isEmpty: Bool
        var aboutHref: String
    }

    let site: SiteContext

    var taskCount: Int { 1 }

    static func path(of inputs: Inputs) -> String { path }

    func inputs(ofTask index: Int) -> [Inputs] {
        let blocks = Self.numbered(site)
        let wording = BlockSiteWording(format: site.format)
        let rows = blocks.reversed().map { numbered in
            Row(block: BlockSummary(numbered, wording: wording),
                href: SitePaths.link(from: Self.path, to: BlockPageKind.path(numbered.block.start)),
                workoutsPerWeek: wording.rate(numbered.figures.workoutsPerWeek),
                setsPerWeek: wording.rate(numbered.figures.workingSetsPerWeek),
                volumePerWeek: site.format.volume(numbered.figures.volumePerWeekKg))
        }
        return [Inputs(blocks: Array(rows), hasWorkouts: site.analytics.totalWorkouts > 0)]
    }

    /// Every block, oldest first, with its label and figures, worked out once a build
    /// (`SiteContext.blocks`): the Blocks page, each block's page and the dashboard read them.
    static func numbered(_ site: SiteContext) -> [NumberedBlock] {
        site.blocks.value {
            let blocks = BlockDetector.blocks(in: site.analytics, declared: site.data.blocks)
            let current = BlockDetector.underWay(blocks, today: site.today)
            let lifts = DashboardPageKind.bigLiftEntries(site).map(\.0.exercise.id)
            return blocks.enumerated().map { index, block in
                NumberedBlock(block: block, label: "Block \(index + 1)",
                         figures: BlockFigures.of(block, analytics: site.analytics, library: site.data.library, bigLifts: lifts),
                         underWay: block == current)
            }
        }
    }

    static func model(_ inputs: Inputs, shared: SharedInputs) -> Page {
        let layout = shared.layout(path: path, title: "Blocks",
                                   description: "Training blocks: the weeks between deloads, breaks and program changes.", section: "Blocks")
        return Page(
            layout: layout, heading: "Blocks",
            intro: "The runs of training weeks between a break, a deload week, a change of program or a start you "
                + "declared, newest first. Each block's page sets it beside the block before.",
            blocks: inputs.blocks, isEmpty: !inputs.hasWorkouts,
            aboutHref: SitePaths.link(from: path, to: AboutPageKind.path) + "#training-blocks")
    }
}
