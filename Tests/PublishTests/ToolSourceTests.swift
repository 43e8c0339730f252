@testable import Publish
@testable import StrengthKit
import Testing

/// Where a binary's source can be fetched from: remote addresses as https, and the decision from
/// what git said at build time (`BuildCheckout`) to a `ToolSource`.
@Suite struct ToolSourceTests {
    static let commit = "0123456789abcdef0123456789abcdef01234567"
    static let localPath = "is a local path, which GitHub cannot fetch"

    @Test(arguments: [
        ("https://github.com/o/r.git", RemoteAddress.https("https://github.com/o/r.git")),
        ("https://github.com/o/r", .https("https://github.com/o/r")),
        ("HTTPS://GitHub.com/O/R.git", .https("https://github.com/O/R.git")),
        ("https://me:ghp_secret@github.com/o/r.git", .https("https://github.com/o/r.git")),
        ("https://git.example.org:8443/o/r.git", .https("https://git.example.org:8443/o/r.git")),
        ("git@github.com:o/r.git", .https("https://github.com/o/r.git")),
        ("github.com:o/r.git", .https("https://github.com/o/r.git")),
        ("git@github.com:/o/r.git", .https("https://github.com/o/r.git")),
        ("ssh://git@github.com/o/r.git", .https("https://github.com/o/r.git")),
        ("ssh://git@github.com:22/o/r.git", .https("https://github.com/o/r.git")),
        ("git+ssh://git@gitlab.com/group/sub/r.git", .https("https://gitlab.com/group/sub/r.git")),
        ("/work/strength-site", .notFetchable(reason: localPath)),
        ("../strength-site.git", .notFetchable(reason: localPath)),
        ("./r:1.git", .notFetchable(reason: localPath)),
        ("C:\\src\\r.git", .notFetchable(reason: localPath)),
        ("file:///work/strength-site", .notFetchable(reason: localPath)),
        ("http://github.com/o/r.git", .notFetchable(reason: "is not an https or SSH address")),
        ("git://github.com/o/r.git", .notFetchable(reason: "is not an https or SSH address")),
        ("https://github.com", .notFetchable(reason: "names no host and repository")),
        ("https:///o/r.git", .notFetchable(reason: "names no host and repository")),
        ("", .notFetchable(reason: "is empty")),
    ] as [(String, RemoteAddress)])
    func remoteAddressIsItsHTTPSTwinOrSaysWhyNot(remote: String, expected: RemoteAddress) {
        #expect(RemoteAddress(remote) == expected)
    }

    @Test(arguments: [
        (BuildCheckout(commit: commit, origin: "git@github.com:o/r.git", hasChanges: false, commitIsOnOrigin: true),
         ToolSource.fetchable(repository: "https://github.com/o/r.git", commit: commit)),
        (BuildCheckout(commit: nil, origin: nil, hasChanges: false, commitIsOnOrigin: false),
         .unknown(reason: "built without git or outside a git repository")),
        (BuildCheckout(commit: commit, origin: nil, hasChanges: false, commitIsOnOrigin: false),
         .unknown(reason: "built from commit 0123456 of a repository with no remote named origin")),
        (BuildCheckout(commit: commit, origin: "/work/main", hasChanges: true, commitIsOnOrigin: true),
         .unknown(reason: "built from commit 0123456 of a repository whose origin, /work/main, \(localPath)")),
        (BuildCheckout(commit: commit, origin: "http://example.org/r.git", hasChanges: false, commitIsOnOrigin: true),
         .unknown(reason: "built from commit 0123456 of a repository whose origin, http://example.org/r.git, is not an https or SSH address")),
        (BuildCheckout(commit: commit, origin: "https://github.com/o/r.git", hasChanges: true, commitIsOnOrigin: true),
         .unknown(reason: "built from commit 0123456 with uncommitted changes")),
        (BuildCheckout(commit: commit, origin: "https://github.com/o/r.git", hasChanges: true, commitIsOnOrigin: false),
         .unknown(reason: "built from commit 0123456 with uncommitted changes")),
        (BuildCheckout(commit: commit, origin: "https://github.com/o/r.git", hasChanges: false, commitIsOnOrigin: false),
         .unknown(reason: "built from commit 0123456, which is on no branch of origin (https://github.com/o/r.git)")),
    ] as [(BuildCheckout, ToolSource)])
    func sourceIsFetchableOnlyFromACleanPushedCheckoutOfAnHTTPSOrSSHOrigin(checkout: BuildCheckout, expected: ToolSource) {
        #expect(ToolSource(checkout) == expected)
    }

    @Test func versionLineNamesTheSourceOrWhyItIsUnknown() {
        #expect(ToolSource.fetchable(repository: "https://github.com/o/r.git", commit: Self.commit).versionLine
                    == "source: https://github.com/o/r.git at \(Self.commit)")
        #expect(ToolSource.unknown(reason: "built without git or outside a git repository").versionLine
                    == "source: unknown (built without git or outside a git repository)")
    }

    @Test(arguments: [
        ("https://github.com/o/r.git", "v1", nil),
        ("", "", "STRENGTH_SITE_REPOSITORY and STRENGTH_SITE_VERSION in .github/workflows/pages.yml are empty, so the workflow "
            + "stops at its first step: this strength-site does not know where GitHub can fetch its source (WHY). Set them there, "
            + "or give init --tool-repository URL --tool-version REV."),
        ("", "v1", "STRENGTH_SITE_REPOSITORY in .github/workflows/pages.yml is empty, so the workflow stops at its first step: "
            + "this strength-site does not know where GitHub can fetch its source (WHY). Set it there, or give init --tool-repository URL."),
        ("https://github.com/o/r.git", "", "STRENGTH_SITE_VERSION in .github/workflows/pages.yml is empty, so the workflow stops at "
            + "its first step: this strength-site does not know where GitHub can fetch its source (WHY). Set it there, or give init --tool-version REV."),
    ] as [(String, String, String?)])
    func initsWarningNamesTheEmptyVariablesAndTheFlags(repository: String, version: String, warning: String?) {
        #expect(PagesWorkflow.emptyVariablesWarning(repository: repository, version: version, reason: "WHY") == warning)
    }
}
