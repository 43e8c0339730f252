import ArgumentParser
import Foundation
import StrengthKit
#if canImport(Glibc)
import Glibc
#endif

struct PublishCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "publish",
        abstract: "Build the site and push it to a gh-pages branch of the project's git repository.",
        discussion: """
            Builds the site as build does, commits the output folder as the whole tree of the branch (with the \
            branch's previous tip as parent, fetched from the remote first) and pushes it; never forced. Your \
            checked-out branch, index and work tree are left as they are. A CNAME in the output folder, or on the \
            branch when the output has none, is kept. When the site did not change, nothing is committed. Author \
            and committer come from your git configuration.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: ArgumentHelp("The git remote to push to: a remote's name, or a URL or path.", valueName: "name"))
    var remote: String = "origin"

    @Option(help: ArgumentHelp("The branch the site is committed to.", valueName: "name"))
    var branch: String = "gh-pages"

    @Option(name: .shortAndLong, help: ArgumentHelp("The commit message (default: \"Publish site: N workouts, built DATE\").", valueName: "text"))
    var message: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("Output folder (default: Site/ in the project).", valueName: "dir"))
    var output: String?

    @Option(name: .customLong("base-url"), help: ArgumentHelp("Absolute URL the site will be published at.", valueName: "url"))
    var baseURL: String?

    @Flag(help: "Build into a folder that holds files no build of ours wrote (they are kept, and published with the site).")
    var force = false

    func validate() throws {
        for (name, value) in [("--remote", remote), ("--branch", branch)] {
            if value.isEmpty || value.hasPrefix("-") || value.contains(where: { $0.isWhitespace || $0.isNewline }) {
                throw ValidationError("\(name): '\(value)' is not a git \(name.dropFirst(2)) name")
            }
        }
        if let message, message.allSatisfy(\.isWhitespace) {
            throw ValidationError("--message: the commit message is empty")
        }
        if let baseURL, !WebAddress.isValidBase(baseURL) {
            throw ValidationError("--base-url: '\(baseURL)' is not an absolute http(s) URL")
        }
    }

    func run() async throws {
        let builder = global.siteBuilder(output: output, baseURL: baseURL, force: force)
        let publisher = SitePublisher(builder: builder, remote: remote, branch: branch)
        let onTerminal = isatty(STDERR_FILENO) == 1
        let report = try await publisher.publish(today: global.todayDay(in:), message: message) { step, detail in
            guard onTerminal else { return }
            Output.note("[\(step.rawValue)/\(BuildStep.allCases.count)] \(step.name)\(detail.isEmpty ? "" : " \(detail)")")
        }
        let build = report.build
        Output.print("Built \(NumberText.grouped(build.files)) files in \(output ?? builder.outputDisplay) "
            + "(\(NumberText.grouped(build.written.count)) written, \(NumberText.grouped(build.removed.count)) removed).\n")
        BuildCommand.reportOutputFolder(build, folder: output ?? builder.outputDisplay)
        let commit = String(report.commit.prefix(12))
        if report.createdCommit {
            let parent = report.parent.map { "on \($0.prefix(12))" } ?? "the branch's first"
            Output.print("Committed \(commit) to \(branch) (\(parent)).\n")
        } else {
            Output.print("Nothing to publish: the site on \(branch) is already this build.\n")
        }
        if report.pushed {
            Output.print("Pushed \(commit) to \(remote) \(branch).\n")
        } else {
            Output.print("\(remote) \(branch) is at \(commit).\n")
        }
    }
}
