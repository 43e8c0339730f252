import Foundation
@testable import Publish
@testable import StrengthKit
import Testing

/// `SitePublisher`'s checks against local repositories, in process: what it refuses before it
/// builds, and how long it waits for a remote. (The CLI's end-to-end tests publish for real.)
@Suite struct SitePublisherTests {
    static func today(_: TimeZone) -> LocalDay { LocalDay("2025-03-14")! }

    func publisher(_ repository: LocalRepository, remote: String = "origin", branch: String = "gh-pages",
                   networkTimeout: Duration = SitePublisher.defaultNetworkTimeout) -> SitePublisher {
        SitePublisher(builder: SiteBuilder(store: ProjectStore(projectDirectory: repository.work)), remote: remote,
                      branch: branch, networkTimeout: networkTimeout)
    }

    /// A remote that never answers (here, what git runs to reach it waits first) is given up on
    /// after the timeout, with one line naming it, instead of holding `publish` for as long as it
    /// waits: without the timeout, git would answer after 5 s and the publish would go on (to
    /// refuse a folder that is no project). No bound on the test's own time: in the whole suite,
    /// synchronous tests that wait on processes hold the cooperative threads (two on a two-core
    /// machine) and any async test here waits for them, timeout or not.
    @Test func aRemoteThatDoesNotAnswerIsGivenUpOnAfterTheTimeout() async throws {
        let repository = try LocalRepository()
        try repository.git("remote", "add", "slow", repository.origin.path)
        try repository.git("config", "remote.slow.uploadpack", "sleep 5; git-upload-pack")
        await #expect(throws: SiteError(subject: "remote slow, branch gh-pages",
                                        reason: "slow did not answer within 0.3 s, so publish stopped git ls-remote")) {
            try await publisher(repository, remote: "slow", networkTimeout: .milliseconds(300)).publish(today: Self.today)
        }
    }

    /// Refused as an option, before anything is created here or on the remote.
    @Test func aBranchThatGitWouldReadAsAnotherRefIsAnOptionError() async throws {
        let repository = try LocalRepository()
        try repository.git("push", "--quiet", "origin", "main", "main:refs/tags/pages")
        // Not the tag: it is on the remote only.
        try repository.git("fetch", "--quiet", "--no-tags", "origin")
        let local = try repository.git("for-each-ref")
        let remote = try repository.git("--git-dir=" + repository.origin.path, "for-each-ref")

        let shadowing = await #expect(throws: PublishOptionError.self) {
            try await publisher(repository, branch: "origin/main").publish(today: Self.today)
        }
        #expect(shadowing?.description == "--branch: 'origin/main' cannot be the site's branch: "
            + BranchNameTests.remotePrefix("origin", "main"))
        let onTheRemote = await #expect(throws: PublishOptionError.self) {
            try await publisher(repository, branch: "pages").publish(today: Self.today)
        }
        #expect(onTheRemote?.description == "--branch: 'pages' cannot be the site's branch: on origin, "
            + BranchNameTests.taken("pages", by: "refs/tags/pages"))
        let helper = await #expect(throws: PublishOptionError.self) {
            try await publisher(repository, remote: "ext::sh -c touch% hacked").publish(today: Self.today)
        }
        #expect(helper?.description == "--remote: 'ext::sh -c touch% hacked' is not a remote publish pushes to: " + RemoteNameTests.ext)
        #expect(!FileManager.default.fileExists(atPath: repository.work.appendingPathComponent("hacked").path))

        #expect(try repository.git("for-each-ref") == local)
        #expect(try repository.git("--git-dir=" + repository.origin.path, "for-each-ref") == remote)
    }
}
