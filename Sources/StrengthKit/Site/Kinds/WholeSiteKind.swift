/// A kind with one output at a fixed path, made from the whole site (`SiteContext`, which is not
/// hashable): planned on every build. The dashboard, the lists, `stats.json`, the feed.
protocol WholeSiteKind: SiteKind where Inputs == SiteContext {
    static var path: String { get }
    var site: SiteContext { get }
}

extension WholeSiteKind {
    var taskCount: Int { 1 }

    func inputs(ofTask index: Int) -> [SiteContext] { [site] }

    static func path(of site: SiteContext) -> String { path }
}
