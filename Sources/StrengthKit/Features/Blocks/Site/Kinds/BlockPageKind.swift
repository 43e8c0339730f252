/// `blocks/2026-01-05.html`: one training block beside the block before it — its weekly figures,
/// sets per muscle group (in a table and one small chart) and each big lift's best e1RM at the
/// block's start and end, each with its change. Named by the block's first day, so that a boundary
/// found later before it leaves its address alone; its number ("Block 7") is only a label.
struct BlockPageKind: PageKind {
    static let template = TemplateName.block

    /// The two blocks as the analysis has them: a block's page changes when its figures or the block
    /// before's change, which a new workout does only for the block under way. Put in words by
    /// `model`, on the build's shared formatter, so a build that keeps the page formats nothing.
    struct Inputs: StableHashable, Sendable {
        var block: NumberedBlock
        /// The block before; nil for the history's first block.
        var previous: NumberedBlock?
        /// The block after: its label and first day, for the link.
        var nextLabel: String?
        var nextStart: LocalDay?
        /// The published posts that quote the block, oldest first.
        var posts: [PostReference]
    }

    struct Page: PageModel {
        var layout: Layout
        var heading: String
        var block: BlockSummary
        var previous: Link?
        var next: Link?
        /// The weekly figures, the big lifts and the muscle groups beside the block before
        /// (`BlockComparisonTables`); the muscle groups' with a chart, whose numbers the table has.
        var tables: [ComparisonTable]
        /// The journal posts that quote the block (`{{compare block:START …}}`, `{{records block:START}}`).
        var posts: [Link]
        var blocksHref: String
        var aboutHref: String
    }

    let site: SiteContext

    var taskCount: Int { 1 }

    static func path(_ start: LocalDay) -> String { "blocks/\(start).html" }

    static func path(of inputs: Inputs) -> String { path(inputs.block.block.start) }

    func inputs(ofTask index: Int) -> [Inputs] {
        let blocks = BlocksPageKind.numbered(site)
        return blocks.indices.map { index in
            let next = index + 1 < blocks.count ? blocks[index + 1] : nil
            return Inputs(block: blocks[index], previous: index > 0 ? blocks[index - 1] : nil,
                          nextLabel: next?.label, nextStart: next?.block.start,
                          posts: site.journal.quoting(block: blocks[index].block.start))
        }
    }

    static func model(_ inputs: Inputs, shared: SharedInputs) -> Page {
        let path = path(of: inputs)
        let wording = BlockSiteWording(format: shared.format)
        let (this, before) = (inputs.block.figures, inputs.previous?.figures)
        let block = BlockSummary(inputs.block, wording: wording)
        let title = block.title
        let layout = shared.layout(path: path, title: title, description: "\(title), \(block.dates), beside the block before.",
                                   section: "Blocks")
        var tables = BlockComparisonTables(format: shared.format, page: path)
            .tables(this, label: block.label, before: before, beforeLabel: inputs.previous?.label ?? "",
                    figuresHeading: inputs.previous.map { "Beside \($0.label)" } ?? "The history's first block")
        if let muscles = tables.indices.last, tables[muscles].id == BlockComparisonTables.musclesID {
            let chart = StackedBarChart(
                id: "block-muscles", title: "Working sets a week per muscle group",
                note: "An exercise's first muscle group gets each set in full, every further group half of it.",
                categoryName: "Block",
                categories: ([inputs.previous?.label].compactMap { $0 } + [block.label]).map { ChartCategory(label: $0) },
                series: chartSeries(BlockComparison.muscles(first: before, second: this), hasBefore: before != nil),
                format: .number(unit: "sets", maximumFractionDigits: 1), width: 320, height: 260)
            tables[muscles].chart = chart.figure(tableBeside: true)
        }
        return Page(
            layout: layout, heading: title, block: block,
            previous: inputs.previous.map { Link(label: $0.label, href: SitePaths.link(from: path, to: Self.path($0.block.start))) },
            next: link(inputs.nextLabel, inputs.nextStart, from: path),
            tables: tables,
            posts: inputs.posts.map { $0.link(from: path, format: shared.format) },
            blocksHref: SitePaths.link(from: path, to: BlocksPageKind.path),
            aboutHref: SitePaths.link(from: path, to: AboutPageKind.path) + "#training-blocks")
    }

    /// The link to the block labelled `label` starting on `start`, when there is one.
    private static func link(_ label: String?, _ start: LocalDay?, from page: String) -> Link? {
        guard let label, let start else { return nil }
        return Link(label: label, href: SitePaths.link(from: page, to: path(start)))
    }

    /// The chart's layers: the groups this block trained most, each in its own colour, and the rest
    /// as one "Other" layer, since past `ChartStyle.seriesColorCount` colours would repeat.
    private static func chartSeries(_ groups: [BlockComparison.MuscleRow], hasBefore: Bool) -> [StackedBarChart.Series] {
        let shown = ChartStyle.seriesColorCount - 1
        func values(_ group: BlockComparison.MuscleRow) -> [Double] {
            (hasBefore ? [group.first] : []) + [group.second]
        }
        var series = groups.prefix(shown).map { StackedBarChart.Series(name: $0.name, values: values($0)) }
        let rest = groups.dropFirst(shown)
        if !rest.isEmpty {
            let sums = rest.map(values).reduce(into: Array(repeating: 0.0, count: hasBefore ? 2 : 1)) { total, next in
                for position in total.indices { total[position] += next[position] }
            }
            series.append(StackedBarChart.Series(name: "Other", values: sums))
        }
        return series
    }
}
