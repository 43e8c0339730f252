import Foundation
import Testing

/// `publish` with the real binary and real git: a project in its own repository, a local bare
/// repository as `origin`.
@Suite struct PublishEndToEndTests {
    static let today = ["--today", "2025-03-14"]
    static let seeHelp = "(see 'strength-site publish --help')"

    func log(_ sandbox: GitSandbox, at start: String) throws {
        let logged = try sandbox.runner.run(["log", "--start", start, "--duration", "60m", "Bench Press: 100x5"] + Self.today)
        #expect(logged.status == 0, "\(logged.stderr)")
    }

    /// The lifter sets a custom domain on GitHub, which commits a CNAME to the branch: done here in a
    /// clone of `origin`'s gh-pages, pushed. Returns the clone and the commit.
    func setCustomDomainOnGitHub(_ sandbox: GitSandbox) throws -> (clone: URL, commit: String) {
        let clone = sandbox.root.appendingPathComponent("clone")
        try sandbox.git(["clone", "--quiet", "--branch", "gh-pages", sandbox.origin.path, clone.path], in: sandbox.root)
        try Data("lifts.example.org\n".utf8).write(to: clone.appendingPathComponent("CNAME"))
        try sandbox.git(["add", "CNAME"], in: clone)
        try sandbox.git(["commit", "--quiet", "-m", "Create CNAME"], in: clone)
        try sandbox.git(["push", "--quiet", "origin", "gh-pages"], in: clone)
        return (clone, try sandbox.git(["rev-parse", "HEAD"], in: clone))
    }

    @Test func publishesTheSiteAsTheBranchAndCommitsOnlyWhenItChanges() throws {
        let sandbox = try GitSandbox()
        let cli = sandbox.runner
        try log(sandbox, at: "2025-03-13 18:00")
        let before = try sandbox.userState()

        let first = try cli.run(["publish"] + Self.today)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Pushed "), "\(first.stdout)")
        let siteFiles = try FileManager.default.subpathsOfDirectory(atPath: sandbox.work.appendingPathComponent("Site").path)
            .filter { path in
                let file = sandbox.work.appendingPathComponent("Site/" + path)
                return (try? file.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
            }.sorted()
        #expect(try sandbox.originFiles() == siteFiles)
        #expect(siteFiles.contains("index.html") && siteFiles.contains(".nojekyll") && siteFiles.contains("stats.json"))
        let firstTip = try sandbox.git(["rev-parse", "gh-pages"], in: sandbox.origin)
        #expect(try sandbox.git(["log", "--format=%P|%s|%an <%ae>", "gh-pages"], in: sandbox.origin)
            == "|Publish site: 1 workout, built 2025-03-14|Test Lifter <lifter@example.org>")
        #expect(try sandbox.git("rev-parse", "refs/heads/gh-pages") == firstTip)
        #expect(try sandbox.userState() == before)

        let second = try cli.run(["publish"] + Self.today)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("Nothing to publish: the site on gh-pages is already this build."))
        #expect(!second.stdout.contains("Pushed"))
        #expect(try sandbox.git(["rev-parse", "gh-pages"], in: sandbox.origin) == firstTip)
        #expect(try sandbox.userState() == before)

        try log(sandbox, at: "2025-03-14 07:00")
        let afterLog = try sandbox.userState()
        let third = try cli.run(["publish", "--message", "Two workouts now"] + Self.today)
        #expect(third.status == 0, "\(third.stderr)")
        #expect(try sandbox.git(["log", "--format=%P|%s", "-1", "gh-pages"], in: sandbox.origin) == "\(firstTip)|Two workouts now")
        #expect(try sandbox.git(["rev-list", "--count", "gh-pages"], in: sandbox.origin) == "2")
        #expect(try sandbox.originFiles().contains("workouts/2025-03-14-0700-workout.html"))
        #expect(try sandbox.userState() == afterLog)
    }

    @Test func keepsTheCNAMEOfTheBranchOrOfTheOutputFolder() throws {
        let sandbox = try GitSandbox()
        #expect(try sandbox.runner.run(["publish"] + Self.today).status == 0)

        let domainCommit = try setCustomDomainOnGitHub(sandbox).commit

        try log(sandbox, at: "2025-03-13 18:00")
        let published = try sandbox.runner.run(["publish"] + Self.today)
        #expect(published.status == 0, "\(published.stderr)")
        #expect(try sandbox.git(["log", "--format=%P", "-1", "gh-pages"], in: sandbox.origin) == domainCommit)
        #expect(try sandbox.git(["show", "gh-pages:CNAME"], in: sandbox.origin) == "lifts.example.org")
        #expect(try sandbox.originFiles().contains("workouts/2025-03-13-1800-workout.html"))

        // A CNAME in Site/ wins, and the build leaves it there.
        let siteDomain = sandbox.work.appendingPathComponent("Site/CNAME")
        try Data("training.example.net\n".utf8).write(to: siteDomain)
        let again = try sandbox.runner.run(["publish"] + Self.today)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try sandbox.git(["show", "gh-pages:CNAME"], in: sandbox.origin) == "training.example.net")
        #expect(FileManager.default.fileExists(atPath: siteDomain.path))
        #expect(try sandbox.runner.run(["build"] + Self.today).status == 0)
        #expect(FileManager.default.fileExists(atPath: siteDomain.path))
    }

    @Test func aRefusedPushIsOneLineAndLeavesTheRemoteAsItWas() throws {
        let sandbox = try GitSandbox()
        let hook = sandbox.origin.appendingPathComponent("hooks/pre-receive")
        try Data("#!/bin/sh\necho 'this repository takes no pushes'\nexit 1\n".utf8).write(to: hook)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook.path)
        let before = try sandbox.userState()

        let refused = try sandbox.runner.run(["publish"] + Self.today)
        #expect(refused.status == 1)
        #expect(refused.stderr == "error: remote origin, branch gh-pages: push refused: remote rejected (pre-receive hook declined); "
            + "remote: this repository takes no pushes\n")
        #expect(try sandbox.git(["for-each-ref"], in: sandbox.origin) == "")
        #expect(try sandbox.git("for-each-ref", "refs/heads/gh-pages") == "", "the local branch moves only after the push")
        #expect(try sandbox.userState() == before)
    }

    @Test func aRefusedPushLeavesTheLocalBranchWhereItWas() throws {
        let sandbox = try GitSandbox()
        #expect(try sandbox.runner.run(["publish"] + Self.today).status == 0)
        let published = try sandbox.git("rev-parse", "refs/heads/gh-pages")
        let hook = sandbox.origin.appendingPathComponent("hooks/pre-receive")
        try Data("#!/bin/sh\nexit 1\n".utf8).write(to: hook)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook.path)

        try log(sandbox, at: "2025-03-13 18:00")
        let refused = try sandbox.runner.run(["publish"] + Self.today)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("push refused"), "\(refused.stderr)")
        #expect(try sandbox.git("rev-parse", "refs/heads/gh-pages") == published)
        #expect(try sandbox.git(["rev-parse", "gh-pages"], in: sandbox.origin) == published)

        // An earlier version moved the local branch before pushing: a site commit it could not push
        // is built on, not refused.
        let tree = try sandbox.git("rev-parse", "\(published)^{tree}")
        let unpushed = try sandbox.git("commit-tree", tree, "-p", published, "-m", "Publish site: left by a refused push")
        try sandbox.git("update-ref", "refs/heads/gh-pages", unpushed)

        try FileManager.default.removeItem(at: hook)
        let again = try sandbox.runner.run(["publish"] + Self.today)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try sandbox.git(["log", "--format=%P", "-1", "gh-pages"], in: sandbox.origin) == unpushed)
        #expect(try sandbox.git("rev-parse", "refs/heads/gh-pages") == (try sandbox.git(["rev-parse", "gh-pages"], in: sandbox.origin)))
    }

    @Test func headAndFullRefNamesAreRefusedBeforeGitSeesThem() throws {
        let sandbox = try GitSandbox()
        let refs = try sandbox.git("for-each-ref")
        for (name, reason) in [("HEAD", "HEAD names the checked-out commit, not a branch"),
                               ("refs/heads/main", "it is a full ref name; give the branch's own name (main)"),
                               ("a..b", "it contains '..'"), ("@{-1}", "it contains '@{'"),
                               ("FETCH_HEAD", "git writes its own FETCH_HEAD, and a branch of that name would make it ambiguous")] {
            let refused = try sandbox.runner.run(["publish", "--branch", name] + Self.today)
            #expect(refused.status == 64, "\(name)")
            #expect(refused.stderr.contains("--branch: '\(name)' is not a branch name: \(reason)"), "\(refused.stderr)")
        }
        #expect(try sandbox.git("for-each-ref") == refs)
        #expect(try sandbox.git(["for-each-ref"], in: sandbox.origin) == "")
        #expect(try sandbox.git("checkout", "--quiet", "-b", "work") == "", "HEAD is not ambiguous")
    }

    /// A branch holding the project's own commits (`main`, while the lifter works on another) would
    /// get the site as its new tip: refused, locally and on the remote, unless overwriting is asked for.
    @Test func aBranchOfTheProjectsOwnCommitsIsRefusedUnlessOverwritingIsAskedFor() throws {
        let sandbox = try GitSandbox()
        try sandbox.git("checkout", "--quiet", "-b", "work")
        let project = try sandbox.git("rev-parse", "main")
        let before = try sandbox.userState()
        let hint = "; publishing would make the site its new tip. "
            + "Name another branch with --branch, or pass --overwrite-branch to publish on it anyway\n"

        let local = try sandbox.runner.run(["publish", "--branch", "main"] + Self.today)
        #expect(local.status == 1)
        #expect(local.stderr == "error: remote origin, branch main: the branch holds commits that are not the site's "
            + "(\(project.prefix(12)) on the local branch: no .nojekyll at its root)" + hint)
        #expect(!FileManager.default.fileExists(atPath: sandbox.work.appendingPathComponent("Site").path), "checked before building")
        #expect(try sandbox.git(["for-each-ref"], in: sandbox.origin) == "")
        #expect(try sandbox.userState() == before)

        // What the remote holds under that name is what the push would replace.
        try sandbox.git("push", "--quiet", "origin", "main:refs/heads/notes")
        let remote = try sandbox.runner.run(["publish", "--branch", "notes"] + Self.today)
        #expect(remote.status == 1)
        #expect(remote.stderr == "error: remote origin, branch notes: the branch holds commits that are not the site's "
            + "(\(project.prefix(12)) on origin: no .nojekyll at its root)" + hint)
        #expect(try sandbox.git(["rev-parse", "notes"], in: sandbox.origin) == project)
        #expect(try sandbox.git("for-each-ref", "refs/heads/notes") == "")

        let overwritten = try sandbox.runner.run(["publish", "--branch", "main", "--overwrite-branch"] + Self.today)
        #expect(overwritten.status == 0, "\(overwritten.stderr)")
        #expect(try sandbox.git(["log", "--format=%P", "-1", "main"], in: sandbox.origin) == project)
        #expect(try sandbox.originFiles("main").contains(".nojekyll"))
        #expect(try !sandbox.originFiles("main").contains { $0.hasPrefix("Data/") })
        #expect(try sandbox.git("rev-parse", "refs/heads/main") == (try sandbox.git(["rev-parse", "main"], in: sandbox.origin)))
        #expect(try sandbox.git("rev-parse", "--abbrev-ref", "HEAD") == "work")
        #expect(try sandbox.git("rev-parse", "HEAD") == project)
    }

    /// Branches publish made keep passing, with GitHub's own CNAME commit on them; a merge does not.
    @Test func aMergeOnTheBranchIsRefused() throws {
        let sandbox = try GitSandbox()
        #expect(try sandbox.runner.run(["publish"] + Self.today).status == 0)
        let clone = try setCustomDomainOnGitHub(sandbox).clone
        try log(sandbox, at: "2025-03-13 18:00")
        let published = try sandbox.runner.run(["publish"] + Self.today)
        #expect(published.status == 0, "\(published.stderr)")

        try sandbox.git(["pull", "--quiet", "--ff-only"], in: clone)
        try sandbox.git(["checkout", "--quiet", "-b", "side", "HEAD~1"], in: clone)
        try Data("side\n".utf8).write(to: clone.appendingPathComponent("side.txt"))
        try sandbox.git(["add", "side.txt"], in: clone)
        try sandbox.git(["commit", "--quiet", "-m", "Side"], in: clone)
        try sandbox.git(["checkout", "--quiet", "gh-pages"], in: clone)
        try sandbox.git(["merge", "--quiet", "--no-ff", "--no-edit", "side"], in: clone)
        try sandbox.git(["push", "--quiet", "origin", "gh-pages"], in: clone)
        let merge = try sandbox.git(["rev-parse", "HEAD"], in: clone)

        try log(sandbox, at: "2025-03-14 07:00")
        let refused = try sandbox.runner.run(["publish"] + Self.today)
        #expect(refused.status == 1)
        #expect(refused.stderr.hasPrefix("error: remote origin, branch gh-pages: the branch holds commits that are not the site's "
            + "(\(merge.prefix(12)) on origin: a merge)"), "\(refused.stderr)")
        #expect(try sandbox.git(["rev-parse", "gh-pages"], in: sandbox.origin) == merge)
    }

    @Test func aMissingOrUnreachableRemoteIsOneLine() throws {
        let sandbox = try GitSandbox(remote: false)
        let missing = try sandbox.runner.run(["publish"] + Self.today)
        #expect(missing.status == 1)
        #expect(missing.stderr == "error: remote origin, branch gh-pages: no such remote (the repository has none); "
            + "add it with git remote add origin URL, or name another with --remote\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.work.appendingPathComponent("Site").path), "checked before building")

        try sandbox.git("remote", "add", "backup", "../nowhere.git")
        let unreachable = try sandbox.runner.run(["publish", "--remote", "backup", "--branch", "pages"] + Self.today)
        #expect(unreachable.status == 1)
        #expect(unreachable.stderr.hasPrefix("error: remote backup, branch pages: cannot reach the remote: '../nowhere.git' does not appear to be a git repository"),
                "\(unreachable.stderr)")
        #expect(unreachable.stderr.split(separator: "\n").count == 1)
    }

    @Test func outsideARepositoryOrWithoutAnIdentityIsOneLine() throws {
        let folder = try TemporaryFolder()
        let environment = ["GIT_CEILING_DIRECTORIES": folder.url.deletingLastPathComponent().path]
        let cli = CommandRunner(directory: folder.url, environment: environment)
        #expect(try cli.run(["init", "--time-zone", "UTC"]).status == 0)
        let outside = try cli.run(["publish"] + Self.today)
        #expect(outside.status == 1)
        #expect(outside.stderr.hasPrefix("error: \(folder.url.path): not in a git repository; "), "\(outside.stderr)")
        #expect(outside.stderr.split(separator: "\n").count == 1)

        let sandbox = try GitSandbox()
        try sandbox.git("config", "user.useConfigOnly", "true")
        var anonymous = sandbox.runner
        for name in ["GIT_AUTHOR_NAME", "GIT_AUTHOR_EMAIL", "GIT_COMMITTER_NAME", "GIT_COMMITTER_EMAIL"] {
            anonymous.environment[name] = ""
        }
        let unnamed = try anonymous.run(["publish"] + Self.today)
        #expect(unnamed.status == 1)
        #expect(unnamed.stderr.hasPrefix("error: \(sandbox.work.path): cannot commit the site: "), "\(unnamed.stderr)")
        #expect(unnamed.stderr.split(separator: "\n").count == 1)
        #expect(try sandbox.git(["for-each-ref"], in: sandbox.origin) == "")
    }

    /// `--branch origin/main` would create `refs/heads/origin/main` here and on the remote, and git
    /// would read `origin/main` as the site from then on: refused as a usage error, like every name
    /// git already reads as another ref, here or on the remote, before anything is created.
    @Test func aBranchThatGitWouldReadAsAnotherRefIsRefusedAndCreatesNothing() throws {
        let sandbox = try GitSandbox()
        let main = try sandbox.git("rev-parse", "main")
        try sandbox.git("push", "--quiet", "origin", "main", "main:refs/tags/pages")
        try sandbox.git("fetch", "--quiet", "--no-tags", "origin")
        try sandbox.git("remote", "add", "backup", "../backup.git")
        try sandbox.git("tag", "v1")
        try sandbox.git("update-ref", "refs/remotes/old/main", main)
        let local = try sandbox.git("for-each-ref")
        let remote = try sandbox.git(["for-each-ref"], in: sandbox.origin)

        for (name, reason) in [
            ("origin/main", "it starts with origin/, and origin is a remote, so git would read origin/main as this branch instead of origin's branch main"),
            ("backup/gh-pages", "it starts with backup/, and backup is a remote, so git would read backup/gh-pages as this branch instead of backup's branch gh-pages"),
            ("origin", "origin is a remote, so git would read origin as this branch instead of origin's default branch"),
            ("v1", "git already reads v1 as refs/tags/v1, and a branch v1 would make it ambiguous"),
            ("old/main", "git already reads old/main as refs/remotes/old/main, and a branch old/main would make it ambiguous"),
            ("heads/main", "git already reads heads/main as refs/heads/main, and a branch heads/main would make it ambiguous"),
            ("main/site", "the branch main exists, and git cannot keep a branch main/site beside it"),
            ("pages", "on origin, git already reads pages as refs/tags/pages, and a branch pages would make it ambiguous"),
        ] {
            let refused = try sandbox.runner.run(["publish", "--branch", name] + Self.today)
            #expect(refused.status == 64, "\(name): \(refused.stderr)")
            #expect(refused.stderr == "error: --branch: '\(name)' cannot be the site's branch: \(reason) \(Self.seeHelp)\n")
        }
        #expect(try sandbox.git("for-each-ref") == local)
        #expect(try sandbox.git(["for-each-ref"], in: sandbox.origin) == remote)
        #expect(!FileManager.default.fileExists(atPath: sandbox.work.appendingPathComponent("Site").path), "checked before building")
        #expect(try sandbox.git("rev-parse", "--symbolic-full-name", "origin/main") == "refs/remotes/origin/main")
    }

    func runWithInputLeftOpen(_ sandbox: GitSandbox, _ arguments: [String], killedAfter seconds: Double) throws -> CommandRunner.Result {
        try CommandRunner(directory: sandbox.work, environment: sandbox.environment)
            .run(arguments, killedAfter: seconds, inputLeftOpen: true)
    }

    /// `fd::0` had git wait on a descriptor forever, and `ext::` runs a command: every remote helper
    /// is refused as an option at once, and one a configured remote names (even with `ext::` allowed
    /// in the repository's configuration) is refused by git before it runs, while publish's own
    /// input is left open.
    @Test func remoteHelpersAreRefusedAtOnce() throws {
        let sandbox = try GitSandbox()
        let suggestion = "; give a remote's name, an https, http, ssh, git or file URL, host:path, or a path"
        for (remote, reason) in [
            ("fd::0", "fd:: has git talk over file descriptors that lead to no remote here, and wait on them forever"),
            ("ext::sh -c touch% hacked", "ext:: runs a command instead of reaching a remote"),
            ("hg::https://example.org/r", "hg:: hands the address to the remote helper git-remote-hg, which publish does not run"),
            ("sso://example.org/r", "sso:// is no transport of git's own (git would hand it to the remote helper git-remote-sso)"),
        ] {
            let refused = try runWithInputLeftOpen(sandbox, ["publish", "--remote", remote] + Self.today, killedAfter: 20)
            #expect(refused.status == 64, "\(remote): \(refused.stderr)")
            #expect(refused.stderr == "error: --remote: '\(remote)' is not a remote publish pushes to: \(reason)\(suggestion) \(Self.seeHelp)\n")
        }

        try sandbox.git("remote", "add", "pipe", "fd::0")
        try sandbox.git("remote", "add", "shell", "ext::sh -c touch% hacked")
        try sandbox.git("config", "protocol.allow", "always")
        for (name, transport) in [("pipe", "fd"), ("shell", "ext")] {
            let refused = try runWithInputLeftOpen(sandbox, ["publish", "--remote", name] + Self.today, killedAfter: 20)
            #expect(refused.status == 1, "\(name): \(refused.stderr)")
            #expect(refused.stderr == "error: remote \(name), branch gh-pages: cannot reach the remote: transport '\(transport)' not allowed\n")
        }
        #expect(!FileManager.default.fileExists(atPath: sandbox.work.appendingPathComponent("hacked").path))
        #expect(try sandbox.git(["for-each-ref"], in: sandbox.origin) == "")
    }

    /// Nothing git runs can wait on publish's own input, left open as a terminal's is: here an
    /// fsmonitor hook, which git runs while it stages the site, reads its input to the end.
    @Test func nothingGitRunsWaitsOnPublishsInput() throws {
        let sandbox = try GitSandbox()
        let hook = sandbox.root.appendingPathComponent("fsmonitor")
        try Data("#!/bin/sh\ncat >/dev/null\necho read >> \"$(dirname \"$0\")/fsmonitor.log\"\nexit 1\n".utf8).write(to: hook)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook.path)
        try sandbox.git("config", "core.fsmonitor", hook.path)

        let published = try runWithInputLeftOpen(sandbox, ["publish"] + Self.today, killedAfter: 30)
        #expect(published.status == 0, "\(published.stderr)")
        #expect(try sandbox.originFiles().contains("index.html"))
        let log = try String(contentsOf: sandbox.root.appendingPathComponent("fsmonitor.log"), encoding: .utf8)
        #expect(log.hasPrefix("read\n"), "the hook ran and read to the end: \(log)")
    }

    /// The site pushed to origin, the project's own repository, whose commit holds Data/: what the
    /// privacy settings keep off the site is readable there, and publish says so in one line. Not
    /// while Data/ holds none of it, nor for another repository, nor once Data/ is not committed.
    @Test func publishingToTheProjectsOwnRepositoryWarnsWhenItsDataHoldsWhatTheSiteKeepsPrivate() throws {
        let sandbox = try GitSandbox()
        let cli = sandbox.runner
        try log(sandbox, at: "2025-03-13 18:00")
        let nothingPrivate = try cli.run(["publish"] + Self.today)
        #expect(nothingPrivate.status == 0 && nothingPrivate.stderr.isEmpty, "\(nothingPrivate.stderr)")

        // Body weight is private by default.
        #expect(try cli.run(["bodyweight", "add", "80", "--date", "2025-03-13"] + Self.today).status == 0)
        let warning = "warning: %@ is this project's own repository, and its Data/ is committed there: body weight "
            + "(publish-body-weight no) is kept off the site but readable in Data/ by anyone who can read the repository. "
            + "To keep it private, make that repository private and publish to a separate public one: "
            + "strength-site publish --remote URL\n"
        for remote in ["origin", "../origin.git", sandbox.origin.path] {
            let warned = try cli.run(["publish", "--remote", remote] + Self.today)
            #expect(warned.status == 0, "\(warned.stderr)")
            #expect(warned.stderr == warning.replacingOccurrences(of: "%@", with: remote), "\(remote): \(warned.stderr)")
        }

        try sandbox.git("init", "--quiet", "--bare", sandbox.root.appendingPathComponent("site.git").path, in: sandbox.root)
        let elsewhere = try cli.run(["publish", "--remote", "../site.git"] + Self.today)
        #expect(elsewhere.status == 0 && elsewhere.stderr.isEmpty, "\(elsewhere.stderr)")

        try sandbox.git("rm", "-r", "--quiet", "--cached", "Data")
        try sandbox.git("commit", "--quiet", "--message", "Keep Data/ out")
        let untracked = try cli.run(["publish"] + Self.today)
        #expect(untracked.status == 0 && untracked.stderr.isEmpty, "\(untracked.stderr)")
    }

    @Test func badRemoteOrBranchNamesAreUsageErrors() throws {
        let sandbox = try GitSandbox()
        let dashed = try sandbox.runner.run(["publish", "--remote=--upload-pack=touch"] + Self.today)
        #expect(dashed.status == 64)
        let spaced = try sandbox.runner.run(["publish", "--branch", "gh pages"] + Self.today)
        #expect(spaced.status == 64)
    }
}

/// The GitHub Pages workflow `init` writes, and the source `--version` says the binary was built from.
@Suite struct InitWorkflowTests {
    static let unknownPrefix = "source: unknown ("

    func workflowText(_ folder: TemporaryFolder, _ project: String) throws -> String {
        try String(contentsOf: folder.url.appendingPathComponent("\(project)/.github/workflows/pages.yml"), encoding: .utf8)
    }

    /// HEAD of the checkout the tests run from, or `nil` without git (a source tarball).
    func checkoutHead() -> String? {
        try? GitSandbox.git(["rev-parse", "--verify", "--quiet", "HEAD"], in: TestPaths.repository)
    }

    @Test func versionIsTheBareVersionThenTheSourceOfThisCheckout() throws {
        let folder = try TemporaryFolder()
        let version = try folder.runner.run(["--version"])
        #expect(version.status == 0)
        let lines = version.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(version.stdout)")
        #expect(lines.first?.allSatisfy { $0.isNumber || $0 == "." } == true, "the first line is the bare version: \(version.stdout)")
        let source = try #require(lines.last)
        #expect(source.hasPrefix("source: "))
        if let head = checkoutHead() {
            // Fetchable: the full hash; unknown: the short one in the reason (this checkout is a git repository).
            #expect(source.hasSuffix(" at \(head)") || source.hasPrefix(Self.unknownPrefix) && source.contains(String(head.prefix(7))),
                    "\(source) does not name HEAD, \(head)")
        }
    }

    /// The two cases need binaries built from different checkouts: a clone from an https address
    /// (scripts/clone-check.sh makes one) knows its source; CI's first clone and a worktree without
    /// a pushed, clean https origin do not. Either way `init` must agree with `--version`.
    @Test func initWritesTheSourceItsBinaryWasBuiltFromOrSaysItDoesNotKnowOne() throws {
        let folder = try TemporaryFolder()
        let source = try #require(try folder.runner.run(["--version"]).stdout.split(separator: "\n").last.map(String.init))
        let created = try folder.runner.run(["init", "log", "--time-zone", "UTC", "--pages", "workflow"])
        #expect(created.status == 0, "\(created.stderr)")
        #expect(created.stdout.contains(".github/workflows/pages.yml builds the site on GitHub (Settings → Pages → GitHub Actions)."))
        let workflow = try workflowText(folder, "log")
        if source.hasPrefix(Self.unknownPrefix) {
            let reason = source.dropFirst(Self.unknownPrefix.count).dropLast()
            #expect(created.stderr == "warning: STRENGTH_SITE_REPOSITORY and STRENGTH_SITE_VERSION in .github/workflows/pages.yml are "
                        + "empty, so the workflow stops at its first step: this strength-site does not know where GitHub can fetch "
                        + "its source (\(reason)). Set them there, or give init --tool-repository URL --tool-version REV.\n")
            #expect(workflow.contains("  STRENGTH_SITE_REPOSITORY: \"\"\n"))
            #expect(workflow.contains("  STRENGTH_SITE_VERSION: \"\"\n"))
        } else {
            let words = source.split(separator: " ").map(String.init)
            #expect(words.count == 4 && words[2] == "at", "\(source)")
            #expect(words[1].hasPrefix("https://"))
            #expect(words[3].count == 40 && words[3].allSatisfy(\.isHexDigit))
            #expect(created.stderr.isEmpty, "\(created.stderr)")
            #expect(workflow.contains("  STRENGTH_SITE_REPOSITORY: \"\(words[1])\"\n"))
            #expect(workflow.contains("  STRENGTH_SITE_VERSION: \"\(words[3])\"\n"))
        }
    }

    @Test func toolRepositoryAndVersionOverrideTheBuiltInSource() throws {
        let folder = try TemporaryFolder()
        let both = try folder.runner.run(["init", "fork", "--time-zone", "UTC",
                                          "--tool-repository", "https://example.org/me/strength-site.git", "--tool-version", "v9.9.9"])
        #expect(both.status == 0, "\(both.stderr)")
        #expect(both.stderr.isEmpty, "\(both.stderr)")
        let workflow = try workflowText(folder, "fork")
        #expect(workflow.contains("  STRENGTH_SITE_REPOSITORY: \"https://example.org/me/strength-site.git\"\n"))
        #expect(workflow.contains("  STRENGTH_SITE_VERSION: \"v9.9.9\"\n"))

        // One flag replaces its own variable; the other still comes from the binary, or stays empty and is named.
        let source = try #require(try folder.runner.run(["--version"]).stdout.split(separator: "\n").last.map(String.init))
        let pinned = try folder.runner.run(["init", "pinned", "--time-zone", "UTC", "--tool-version", "v9.9.9"])
        #expect(pinned.status == 0, "\(pinned.stderr)")
        #expect(try workflowText(folder, "pinned").contains("  STRENGTH_SITE_VERSION: \"v9.9.9\"\n"))
        if source.hasPrefix(Self.unknownPrefix) {
            #expect(pinned.stderr.hasPrefix("warning: STRENGTH_SITE_REPOSITORY in .github/workflows/pages.yml is empty"), "\(pinned.stderr)")
            #expect(pinned.stderr.hasSuffix("Set it there, or give init --tool-repository URL.\n"), "\(pinned.stderr)")
        } else {
            #expect(pinned.stderr.isEmpty, "\(pinned.stderr)")
        }

        for bad in [["--tool-version", ""], ["--tool-repository=-uupload-pack=x"], ["--tool-version", "v1 v2"],
                    ["--no-workflow", "--tool-version", "v1"]] {
            let refused = try folder.runner.run(["init", "bad", "--time-zone", "UTC"] + bad)
            #expect(refused.status == 64, "\(bad): \(refused.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("bad").path))
    }

    @Test func initNeverOverwritesAWorkflowAndNoWorkflowWritesNone() throws {
        let folder = try TemporaryFolder()
        let own = folder.url.appendingPathComponent("mine/.github/workflows/pages.yml")
        try FileManager.default.createDirectory(at: own.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("name: my own\n".utf8).write(to: own)
        let kept = try folder.runner.run(["init", "mine", "--time-zone", "UTC", "--pages", "workflow"])
        #expect(kept.status == 0, "\(kept.stderr)")
        #expect(kept.stdout.contains("exists and was left as it is"))
        #expect(kept.stderr.isEmpty, "no warning about a workflow init did not write: \(kept.stderr)")
        #expect(try String(contentsOf: own, encoding: .utf8) == "name: my own\n")

        #expect(try folder.runner.run(["init", "plain", "--time-zone", "UTC", "--no-workflow"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("plain/.github").path))
    }
}
