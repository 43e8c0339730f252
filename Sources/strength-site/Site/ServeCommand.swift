import ArgumentParser
import Foundation
import Serve
import StrengthKit

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve it on 127.0.0.1 and rebuild it when Data/ or Templates/ change.",
        discussion: """
            Builds as `build` does, then serves the output folder at http://127.0.0.1:PORT/ — under the base URL's \
            path when the project has one (`settings set base-url https://me.github.io/log/` serves at /log/, as \
            GitHub Pages will), and prints that URL as the only line on stdout. Data/ and Templates/ are checked \
            for changes a few times a second; a change rebuilds the site (writing only what changed) and open \
            pages reload. A rebuild that fails prints its error and the last good site stays served. Journal \
            drafts (draft: true) are rendered in memory and served, marked as drafts, with the journal's index \
            listing them; they are never written into the output folder. Ctrl-C or SIGTERM stops it (exit 0).
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: ArgumentHelp("Port on 127.0.0.1; 0 picks a free one.", valueName: "n"))
    var port: UInt16 = PreviewServer.defaultPort

    @Flag(help: "Open the site in the default browser.")
    var open = false

    @Option(name: .shortAndLong, help: ArgumentHelp("Output folder (default: Site/ in the project).", valueName: "dir"))
    var output: String?

    @Flag(help: "Build into a folder that holds files no build of ours wrote (they are kept).")
    var force = false

    func run() async throws {
        StopSignals.install()
        let builder = global.siteBuilder(output: output, force: force, previewDrafts: true)
        let global = global
        let server = PreviewServer(builder: builder, port: port, today: { global.todayDay(in: $0) },
                                   events: { Self.report($0, output: builder.outputDisplay) })
        let open = open
        try await server.run { url in
            Output.print("Serving \(url)\n")
            if open {
                Task { if let warning = await BrowserOpener.open(url) { Output.warning(warning) } }
            }
        }
    }

    static func report(_ event: PreviewEvent, output: String) {
        switch event {
        case .built(let report, let seconds):
            Output.note(report.summary(folder: output, seconds: seconds))
            BuildCommand.reportOutputFolder(report, folder: output)
            reportDrafts(report)
        case .rebuilt(let report, let changes, let seconds):
            Output.note(report.summary(folder: output, seconds: seconds, after: changes))
            BuildCommand.reportOutputFolder(report, folder: output)
            reportDrafts(report)
        case .rebuildFailed(let error, let changes):
            Output.error("\(error) — the rebuild after \(BuildReport.describe(changes)) failed; still serving the last good site")
        case .moved(let url):
            Output.note("The base URL changed: now serving \(url)")
        }
    }

    /// The drafts this preview shows and no build writes.
    private static func reportDrafts(_ report: BuildReport) {
        guard let pages = report.draftPostPaths, !pages.isEmpty else { return }
        Output.note("Journal drafts, in this preview only (never written): " + pages.joined(separator: ", "))
    }
}
