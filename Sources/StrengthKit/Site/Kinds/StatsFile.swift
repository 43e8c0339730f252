/// `stats.json`: every figure of the analysis and the goals the site publishes, as `stats --json`
/// documents them (`StatsDocument`).
struct StatsFile: FileKind, WholeSiteKind {
    static let path = "stats.json"
    static let plansFirst = true

    let site: SiteContext

    static func bytes(_ site: SiteContext, shared: SharedInputs) -> [UInt8] {
        StatsDocument(site.analytics, goals: site.goals.map { GoalDetail($0, exerciseNames: shared.exerciseNames) },
                      heldSets: HeldSets.list(in: site.data), statuses: ProgressPageKind.statusesByExercise(site),
                      blocks: BlocksPageKind.numbered(site).map { BlockEntry($0.block, figures: $0.figures) }).json()
    }
}
