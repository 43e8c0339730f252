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
            Writes only files whose bytes changed and removes files the site no longer has (only inside the output
            folder). Links are relative, so the site works from file://, a server root or a GitHub Pages project path;
            --base-url (or the base-url setting) only feeds the sitemap, the feed and canonical links.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("Output folder (default: Site/ in the project).", valueName: "dir"))
    var output: String?

    @Option(name: .customLong("base-url"), help: ArgumentHelp("Absolute URL the site will be published at.", valueName: "url"))
    var baseURL: String?

    func validate() throws {
        if let baseURL, URL(string: baseURL)?.scheme?.hasPrefix("http") != true {
            throw ValidationError("--base-url: '\(baseURL)' is not an absolute http(s) URL")
        }
    }

    func run() throws {
        let started = ContinuousClock.now
        let builder = SiteBuilder(store: global.store, output: output.map { URL(fileURLWithPath: $0, isDirectory: true) },
                                  outputDisplay: output, baseURL: baseURL)
        let onTerminal = isatty(STDERR_FILENO) == 1
        let report = try builder.build(today: global.todayDay(in:)) { step, detail in
            guard onTerminal else { return }
            Output.note("[\(step.rawValue)/\(BuildStep.allCases.count)] \(step.name)\(detail.isEmpty ? "" : " \(detail)")")
        }
        let elapsed = ContinuousClock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        Output.print("Built \(NumberText.grouped(report.files)) files in \(output ?? builder.outputDisplay): "
            + "\(NumberText.grouped(report.written.count)) written, \(NumberText.grouped(report.unchanged)) unchanged, "
            + "\(NumberText.grouped(report.removed.count)) removed, in \(NumberText.fixed(seconds, fractionDigits: 2)) s\n")
    }
}
