/// `stats.json`: every figure of the analysis and the goals the site publishes, as `stats --json`
/// documents them (`StatsDocument`).
///
/// Long, yet not planned first (`SiteKind.plansFirst`): it reads the training blocks and the lifts'
/// statuses, which the dashboard, planned first, works out; started beside it, it would wait for them
/// with a core idle, where started later it finds them made and thousands of short tasks follow it.
struct StatsFile: FileKind, WholeSiteKind {
    static let path = "stats.json"

    let site: SiteContext

    static func bytes(_ site: SiteContext, shared: SharedInputs) -> [UInt8] {
        StatsDocument(site.analytics, goals: site.goals.map { GoalDetail($0, exerciseNames: shared.exerciseNames) },
                      heldSets: HeldSets.list(in: site.data), statuses: ProgressPageKind.statusesByExercise(site),
                      blocks: BlocksPageKind.numbered(site).map { BlockEntry($0.block, figures: $0.figures) }).json()
    }
}
