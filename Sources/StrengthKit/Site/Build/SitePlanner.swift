/// Decides every file of the site and builds its page model: pure, from the data and its analytics.
/// Which files there are is the kinds' to say (`SiteKinds.all`); the planner runs their tasks.
struct SitePlanner: Sendable {
    let context: SiteContext

    /// - Parameters:
    ///   - today: the build's date: "this week", the footer and the last chart week.
    ///   - baseURL: absolute URL the site is published at; only the sitemap, feed and canonical links use it.
    init(data: ProjectData, analytics: TrainingAnalytics, today: LocalDay, baseURL: String?) {
        context = SiteContext(data: data, analytics: analytics, today: today, baseURL: baseURL, menu: SiteKinds.menu)
    }

    /// - Parameter sources: what the pages' shared inputs are made from (`SharedSources`, of `data`),
    ///   whose hash the build's page fingerprints start from.
    init(data: ProjectData, analytics: TrainingAnalytics, today: LocalDay, sources: SharedSources) {
        context = SiteContext(data: data, analytics: analytics, today: today, sources: sources, menu: SiteKinds.menu)
    }

    /// Every page and file of the site, in the order of the kinds (`SiteKinds.all`), each kind's in
    /// task order — fixed: sorting 5,000 paths cost more than anything a rebuild planned. Planned on
    /// all cores: every task of every kind is independent of the others. With `reuse`, the outputs
    /// whose inputs' fingerprint is the last build's come back as kept pages instead of being planned.
    func plan(stylesheet: String, reuse: PageReuse? = nil) throws -> [PlannedPage] {
        let site = context.planning(stylesheet: stylesheet, reuse: reuse)
        let shared = site.shared
        let kinds = SiteKinds.all.map { $0.init(site: site) }
        // Tasks are numbers (a kind and its task), not a closure each: a closure per workout copied
        // the planner, and retaining and releasing its tables from both cores cost several milliseconds.
        var firstTask: [Int] = []
        var total = 0
        for kind in kinds {
            firstTask.append(total)
            total += kind.taskCount
        }
        // The long tasks first (`SiteKind.plansFirst`), then the others in output order.
        var order: [(kind: Int, task: Int)] = []
        order.reserveCapacity(total)
        for plansFirst in [true, false] {
            for (index, kind) in kinds.enumerated() where type(of: kind).plansFirst == plansFirst {
                for task in 0..<kind.taskCount { order.append((index, task)) }
            }
        }
        let schedule = order
        let planned = Parallel.map(schedule.count) { index in
            let (kind, task) = schedule[index]
            return kinds[kind].plan(task: task, shared: shared, reuse: reuse)
        }
        var byTask = Array(repeating: [PlannedPage](), count: total)
        for (index, pages) in planned.enumerated() {
            byTask[firstTask[schedule[index].kind] + schedule[index].task] = pages
        }
        var pages = byTask.flatMap { $0 }
        if let sitemap = Sitemap.page(listing: pages.map(\.path), baseURL: site.baseURL) { pages.append(sitemap) }
        return pages
    }
}
