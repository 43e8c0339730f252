import Foundation
@testable import Publish
@testable import StrengthKit
import Testing
import TestSupport

/// Which names `publish --branch` takes: git's own rule for branch names, less `HEAD` and full ref
/// names; the table's last column is what `git check-ref-format --branch` says, and a test asks git.
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
    ]

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
