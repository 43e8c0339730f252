import ArgumentParser
import Foundation
import Publish
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
            branch's previous tip as parent, fetched from the remote first) and pushes it; never forced. The local \
            branch moves only once the push succeeded. Your checked-out branch, index and work tree are left as \
            they are. A branch whose history (local or on the remote) holds commits that are not the site's is \
            refused unless --overwrite-branch is given. A CNAME in the output folder, or on the branch when the \
            output has none, is kept. When the site did not change, nothing is committed. Author and committer \
            come from your git configuration. A branch name git would read as something else is refused: a \
            remote's name or one starting with it (origin/main), a tag's or another ref's name (here or on the \
            remote), or one of git's own (FETCH_HEAD). So is a remote helper (fd::, ext::, any X::). A remote \
            that does not answer within 5 minutes is given up on.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: ArgumentHelp("The git remote to push to: a remote's name, or an https, http, ssh, git or file URL, host:path or a path.",
                               valueName: "name"))
    var remote: String = "origin"

    @Option(help: ArgumentHelp("The branch the site is committed to: a branch's own name (not HEAD, refs/..., origin/... or a tag's name).",
                               valueName: "name"))
    var branch: String = "gh-pages"

    @Flag(name: .customLong("overwrite-branch"),
          help: "Publish to a branch whose history holds commits that are not the site's (a merge, or a commit without .nojekyll at its root, such as your project's own): the site becomes the branch's new tip, locally and on the remote, and replaces its files there.")
    var overwriteBranch = false

    @Option(name: .shortAndLong, help: ArgumentHelp("The commit message (default: \"Publish site: N workouts, built DATE\").", valueName: "text"))
    var message: String?

    @OptionGroup var destination: SiteDestinationOptions

    @Flag(help: "Build into a folder that holds files no build of ours wrote (they are kept, and published with the site).")
    var force = false

    func validate() throws {
        // What the values alone tell; what the repository tells (remotes, refs) `SitePublisher` checks.
        if let problem = RemoteName.problem(with: remote) {
            throw ValidationError(PublishOptionError.notARemote(remote, problem).description)
        }
        if let problem = BranchName.problem(with: branch) {
            throw ValidationError(PublishOptionError.notABranchName(branch, problem).description)
        }
        if let message, message.allSatisfy(\.isWhitespace) {
            throw ValidationError("--message: the commit message is empty")
        }
        try destination.checkBaseURL()
    }

    func run() async throws {
        let builder = global.siteBuilder(output: destination.output, baseURL: destination.baseURL, force: force)
        let publisher = SitePublisher(builder: builder, remote: remote, branch: branch, overwriteBranch: overwriteBranch)
        let onTerminal = isatty(STDERR_FILENO) == 1
        let report: PublishReport
        do {
            report = try await publisher.publish(today: global.todayDay(in:), message: message) { step, detail in
                guard onTerminal else { return }
                Output.note("[\(step.rawValue)/\(BuildStep.allCases.count)] \(step.name)\(detail.isEmpty ? "" : " \(detail)")")
            }
        } catch let refused as PublishOptionError {
            // A usage error about an option's value, worded as `validate`'s are: `ErrorReport` adds the pointer to the help.
            throw UsageError(refused.description, pointsAtHelp: true)
        }
        let build = report.build
        Output.print(build.summary(folder: destination.output ?? builder.outputDisplay, seconds: report.buildSeconds) + "\n")
        BuildCommand.reportOutputFolder(build, folder: destination.output ?? builder.outputDisplay)
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
        if let warning = report.privacyWarning { Output.warning(warning) }
    }
}
