extension DashboardPageKind {
    /// Where the lifter is: "Week 4 of the block since Mon 3 Nov 2026", linking that block's page, or
    /// "No block under way: last workout 3 weeks ago", linking the Blocks page; nil without workouts.
    static func block(_ site: SiteContext, from page: String) -> Link? {
        let blocks = BlocksPageKind.numbered(site)
        guard let last = blocks.last, let lastWorkout = site.lastWorkoutDay else { return nil }
        guard last.underWay else {
            return Link(label: "No block under way: last workout \(ElapsedText.between(lastWorkout, and: site.today)) ago",
                        href: SitePaths.link(from: page, to: BlocksPageKind.path))
        }
        let week = (site.today.daysSinceEpoch - last.block.start.daysSinceEpoch) / 7 + 1
        return Link(label: "Week \(week) of the block since \(site.format.date(last.block.start))",
                    href: SitePaths.link(from: page, to: BlockPageKind.path(last.block.start)), detail: last.label)
    }
}
