import Foundation
@testable import Publish
@testable import StrengthKit
import Testing
import TestSupport

/// Which names `publish --branch` takes: git's own rule for branch names, less `HEAD`, full ref
/// names and git's own top-level refs; the table's last column is what `git check-ref-format
/// --branch` says, and a test asks git. Then the names a repository's remotes and refs rule out:
/// the second table's last column is what git makes of a branch of that name beside those refs,
/// and a test asks git that too.
@Suite struct BranchNameTests {
    static let control = "it contains a control character"

    static let names: [(name: String, problem: String?, gitTakes: Bool)] = [
        ("gh-pages", nil, true),
        ("main", nil, true),
        ("pages", nil, true),
        ("feature/x", nil, true),
        ("site/2025/march", nil, true),
        ("résumé", nil, true),
        ("a@b", nil, true),
        ("a./b", nil, true),
        ("HEAD/x", nil, true),
        ("head", nil, true),
        ("HEAD", "HEAD names the checked-out commit, not a branch", false),
        ("refs/heads/main", "it is a full ref name; give the branch's own name (main)", true),
        ("refs/heads/feature/x", "it is a full ref name; give the branch's own name (feature/x)", true),
        ("refs/tags/v1", "it is a full ref name; give the branch's own name", true),
        ("refs/heads/", "it is a full ref name; give the branch's own name", false),
        ("@", "'@' is git's name for HEAD", true),
        ("", "it is empty", false),
        ("-x", "it starts with '-'", false),
        ("-\u{301}x", "it starts with '-'", false),
        ("a b", "it contains ' '", false),
        ("a~1", "it contains '~'", false),
        ("a^", "it contains '^'", false),
        ("a:b", "it contains ':'", false),
        ("a?", "it contains '?'", false),
        ("a*", "it contains '*'", false),
        ("a[b", "it contains '['", false),
        ("a\\b", "it contains '\\'", false),
        ("a\tb", control, false),
        ("a\nb", control, false),
        ("a\u{1}b", control, false),
        ("a\u{7F}b", control, false),
        ("\u{1B}]0;title\u{7}", control, false),
        ("a..b", "it contains '..'", false),
        ("a..\u{301}b", "it contains '..'", false),
        ("@{-1}", "it contains '@{'", false),
        ("a@{u}", "it contains '@{'", false),
        ("a/", "it starts or ends with '/'", false),
        ("/a", "it starts or ends with '/'", false),
        ("a//b", "it has an empty part between slashes", false),
        ("a.", "it ends with '.'", false),
        ("a/.", "it ends with '.'", false),
        (".a", "a part of it starts with '.'", false),
        ("a/.b", "a part of it starts with '.'", false),
        ("a.lock", "a part of it ends with '.lock'", false),
        ("a.lock/b", "a part of it ends with '.lock'", false),
        // Git's own refs at the top of the repository: `FETCH_HEAD` is written by the fetch publish runs.
        ("FETCH_HEAD", rootRef("FETCH_HEAD"), true),
        ("ORIG_HEAD", rootRef("ORIG_HEAD"), true),
        ("CHERRY_PICK_HEAD", rootRef("CHERRY_PICK_HEAD"), true),
        ("AUTO_MERGE", rootRef("AUTO_MERGE"), true),
        ("MERGE_AUTOSTASH", rootRef("MERGE_AUTOSTASH"), true),
        ("FETCH_HEADS", nil, true),
        ("Fetch_HEAD", nil, true),
        ("site/FETCH_HEAD", nil, true),
        ("PAGES", nil, true),
    ]

    static func rootRef(_ name: String) -> String {
        "git writes its own \(name), and a branch of that name would make it ambiguous"
    }

    @Test(arguments: names)
    func branchNameRule(name: String, problem: String?, gitTakes: Bool) {
        #expect(BranchName.problem(with: name) == problem, "\(name.debugDescription)")
        if problem == nil {
            #expect(gitTakes, "publish takes only what git takes: \(name.debugDescription)")
        }
    }

    /// The table's last column is git's verdict: our rule is git's, not a guess at it.
    @Test func gitAgreesWithTheTable() throws {
        let folder = try TemporaryDirectory()
        // Outside any repository, so no `@{-1}` is read against one.
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_DIR"] = nil
        environment["GIT_CEILING_DIRECTORIES"] = folder.url.deletingLastPathComponent().path
        for (name, _, gitTakes) in Self.names {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "check-ref-format", "--branch", name]
            process.currentDirectoryURL = folder.url
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect((process.terminationStatus == 0) == gitTakes, "git on \(name.debugDescription)")
        }
    }
}

/// The names that a repository's remotes and refs rule out (`BranchName.conflict`).
extension BranchNameTests {
    /// What git makes of a branch of the name, created beside `refs`.
    enum GitSays: Sendable {
        /// Nothing else goes by the name.
        case fine
        /// `git rev-parse NAME` warns "refname 'NAME' is ambiguous".
        case ambiguous
        /// `git update-ref` cannot create the branch at all.
        case refuses
    }

    static let remotes = ["origin", "team/mirror"]

    static let refs = [
        "refs/heads/gh-pages", "refs/heads/main", "refs/notes/commits", "refs/remotes/old/main",
        "refs/remotes/origin/HEAD", "refs/remotes/origin/main", "refs/stash", "refs/tags/release/2025", "refs/tags/v1",
    ]

    static func remotePrefix(_ remote: String, _ branch: String) -> String {
        "it starts with \(remote)/, and \(remote) is a remote, so git would read \(remote)/\(branch) as this branch "
            + "instead of \(remote)'s branch \(branch)"
    }

    static func remoteName(_ remote: String) -> String {
        "\(remote) is a remote, so git would read \(remote) as this branch instead of \(remote)'s default branch"
    }

    static func taken(_ name: String, by ref: String, branch: String? = nil) -> String {
        "git already reads \(name) as \(ref), and a branch \(branch ?? name) would make it ambiguous"
    }

    static let conflicts: [(name: String, problem: String?, git: GitSays)] = [
        ("gh-pages", nil, .fine),
        ("pages", nil, .fine),
        ("site/main", nil, .fine),
        ("originals", nil, .fine),
        ("origin-pages", nil, .fine),
        ("old", nil, .fine),
        ("notes", nil, .fine),
        ("tags", nil, .fine),
        ("team", nil, .fine),
        ("mirror/pages", nil, .fine),
        // A remote's name in front: what git reads as the remote's branch, fetched yet or not.
        ("origin/main", remotePrefix("origin", "main"), .ambiguous),
        ("origin/gh-pages", remotePrefix("origin", "gh-pages"), .fine),
        ("team/mirror/pages", remotePrefix("team/mirror", "pages"), .fine),
        ("origin", remoteName("origin"), .ambiguous),
        ("team/mirror", remoteName("team/mirror"), .fine),
        // A name git already reads as another ref: a tag, a remote-tracking branch, any ref outside refs/heads.
        ("v1", taken("v1", by: "refs/tags/v1"), .ambiguous),
        ("release/2025", taken("release/2025", by: "refs/tags/release/2025"), .ambiguous),
        ("tags/v1", taken("tags/v1", by: "refs/tags/v1"), .ambiguous),
        ("old/main", taken("old/main", by: "refs/remotes/old/main"), .ambiguous),
        ("remotes/old/main", taken("remotes/old/main", by: "refs/remotes/old/main"), .ambiguous),
        ("remotes/origin/HEAD", taken("remotes/origin/HEAD", by: "refs/remotes/origin/HEAD"), .ambiguous),
        ("stash", taken("stash", by: "refs/stash"), .ambiguous),
        ("notes/commits", taken("notes/commits", by: "refs/notes/commits"), .ambiguous),
        ("heads/main", taken("heads/main", by: "refs/heads/main"), .ambiguous),
        // A branch where git keeps a folder of branches, or the other way round.
        ("main/site", "the branch main exists, and git cannot keep a branch main/site beside it", .refuses),
        ("release", nil, .fine),
    ]

    @Test(arguments: conflicts)
    func branchesThatGitWouldReadAsAnotherRefAreRefused(name: String, problem: String?, git: GitSays) {
        #expect(BranchName.problem(with: name) == nil, "the first table's rule takes \(name)")
        #expect(BranchName.conflict(of: name, remotes: Self.remotes, refs: Self.refs) == problem, "\(name)")
        if problem == nil {
            #expect(git == .fine, "publish takes only what git finds unambiguous: \(name)")
        }
    }

    /// A branch's folder of branches the other way round: `main` beside `main/site`.
    @Test func aBranchWhereBranchesAreKeptIsRefused() {
        #expect(BranchName.conflict(of: "site", remotes: [], refs: ["refs/heads/site/2025"])
                    == "the branch site/2025 exists, and git cannot keep a branch site beside it")
        #expect(BranchName.conflict(of: "site", remotes: [], refs: ["refs/heads/site-2025", "refs/tags/site/2025"]) == nil)
        #expect(BranchName.conflict(of: "gh-pages", remotes: [], refs: []) == nil)
    }

    /// The table's last column is what git does with a branch of each name beside the table's refs.
    @Test func gitAgreesWithTheConflictTable() throws {
        let repository = try LocalRepository()
        let commit = try repository.git("rev-parse", "HEAD")
        for ref in Self.refs where ref != "refs/remotes/origin/HEAD" {
            try repository.git("update-ref", ref, commit)
        }
        try repository.git("symbolic-ref", "refs/remotes/origin/HEAD", "refs/remotes/origin/main")
        let refs = try repository.git("for-each-ref", "--format=%(refname)").split(separator: "\n").map(String.init)
        #expect(Set(refs) == Set(Self.refs))

        for (name, _, expected) in Self.conflicts {
            let branch = "refs/heads/" + name
            let existed = Self.refs.contains(branch)
            let created = try repository.run(["update-ref", branch, commit])
            var says = GitSays.refuses
            if created.status == 0 {
                let read = try repository.run(["rev-parse", "--verify", name])
                says = read.errors.contains("refname '\(name)' is ambiguous") ? .ambiguous : .fine
                if !existed { try repository.git("update-ref", "-d", branch) }
            }
            #expect(says == expected, "git on a branch \(name)")
        }
    }
}
