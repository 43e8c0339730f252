/// `assets/build.css`: the footer's "Built DATE from N workouts" as generated content of
/// `.build-info`. Every page shows it, but it changes with every build day and every workout: kept in
/// one small file, it does not make each build rewrite every page (only the pages that show a new
/// workout change).
struct BuildInfoFile: FileKind, WholeSiteKind {
    static let path = "assets/build.css"

    let site: SiteContext

    static func bytes(_ site: SiteContext, shared: SharedInputs) -> [UInt8] { Array(stylesheet(site).utf8) }

    static func stylesheet(_ site: SiteContext) -> String {
        let escaped = site.buildInfo.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return ".build-info::before { content: \"\(escaped)\"; }\n"
    }
}
