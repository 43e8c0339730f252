import ArgumentParser
import Foundation
import StrengthKit
#if canImport(Glibc)
import Glibc
#endif

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the static site: Data/ and Templates/ into Site/.",
        discussion: """
            Writes only files whose bytes changed and removes only files an earlier build wrote that the site no \
            longer has: anything else in the output folder (a CNAME, your own files) is kept, and symbolic links in it \
            are never followed. Another folder than Site/ (or a Site that is a symbolic link) must be empty or built \
            before, unless --force. Links are relative, so the site works from file://, a server root or a GitHub \
            Pages project path; --base-url (or the base-url setting) only feeds the sitemap, the feed and canonical \
            links. Without a base URL there is no sitemap.xml, whose addresses must be absolute. What makes the next \
            build quick — what this one wrote, every workout it read with its file's signature, and the analysis of all \
            but the newest workouts — is kept in .strength-site/cache/, which is safe to delete; --clean builds without \
            it once.
            """)

    @OptionGroup var global: GlobalOptions

    @OptionGroup var destination: SiteDestinationOptions

    @Flag(help: "Print how long each step took.")
    var timings = false

    @Flag(help: "Build into a folder that holds files no build of ours wrote (they are kept; files at the site's own paths are replaced).")
    var force = false

    @Flag(help: "Rebuild and rewrite every page, using nothing earlier builds kept to save time (the decoded workouts, the analysis, the pages' fingerprints); files an earlier build wrote that the site no longer has are still removed, and yours kept.")
    var clean = false

    func validate() throws {
        try destination.checkBaseURL()
    }

    func run() throws {
        let started = ContinuousClock.now
        let builder = global.siteBuilder(output: destination.output, baseURL: destination.baseURL, force: force, clean: clean)
        let onTerminal = isatty(STDERR_FILENO) == 1
        // The steps being timed: one, or two that run at once (`BuildStep.runsWithNext`).
        var timed: (first: BuildStep, last: BuildStep, started: ContinuousClock.Instant)?
        func noteTiming(until now: ContinuousClock.Instant) {
            guard timings, let timed else { return }
            let name = timed.first == timed.last ? timed.first.name : "\(timed.first.name) and \(timed.last.name.lowercased())"
            Output.note("    \(name): \(NumberText.fixed((now - timed.started).inSeconds, fractionDigits: 2)) s")
        }
        let report = try builder.build(today: global.todayDay(in:)) { step, detail in
            let now = ContinuousClock.now
            if let running = timed, running.last.runsWithNext {
                timed = (running.first, step, running.started)
            } else {
                noteTiming(until: now)
                timed = (step, step, now)
            }
            guard onTerminal || timings else { return }
            Output.note("[\(step.rawValue)/\(BuildStep.allCases.count)] \(step.name)\(detail.isEmpty ? "" : " \(detail)")")
        }
        noteTiming(until: ContinuousClock.now)
        if let reason = report.uncompiledTheme {
            Output.note("note: \(reason), which only swift-mustache renders; pages render several times slower")
        }
        Output.print(report.summary(folder: destination.output ?? builder.outputDisplay, seconds: (ContinuousClock.now - started).inSeconds) + "\n")
        Self.reportOutputFolder(report, folder: destination.output ?? builder.outputDisplay)
    }

    /// What the build left alone in the output folder, each said once (the build remembers), and
    /// template tags that render nothing.
    static func reportOutputFolder(_ report: BuildReport, folder: String) {
        for warning in report.unknownKeys { Output.warning(warning) }
        if !report.keptForeign.isEmpty {
            Output.note("Kept \(NumberText.counted(report.keptForeign.count, "file")) in \(folder) that strength-site did not write: "
                + ShortList.text(report.keptForeign, limit: 5))
        }
        if !report.symlinks.isEmpty {
            Output.note("Left alone \(NumberText.counted(report.symlinks.count, "symbolic link")) in \(folder) (never followed): "
                + ShortList.text(report.symlinks, limit: 5))
        }
        if !report.blocked.isEmpty {
            Output.warning("\(NumberText.counted(report.blocked.count, "page")) not written because the path is or goes through "
                + "a symbolic link in \(folder): \(ShortList.text(report.blocked, limit: 5)); remove the link to build them")
        }
    }

    /// This executable's size and modification time: a rebuilt strength-site never reuses pages
    /// an older one cached.
    static func toolIdentity() -> String {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return path }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path) \(size) \(modified)"
    }
}
