@testable import Publish
import Testing

/// Which values `publish --remote` takes: a remote's name, or a URL or path that git reaches with
/// a transport of its own; never a remote helper (`fd::`, `ext::`, any `X::` or unknown `X://`).
@Suite struct RemoteNameTests {
    static let suggestion = "; give a remote's name, an https, http, ssh, git or file URL, host:path, or a path"
    static let fd = "fd:: has git talk over file descriptors that lead to no remote here, and wait on them forever" + suggestion
    static let ext = "ext:: runs a command instead of reaching a remote" + suggestion

    static func helper(_ name: String) -> String {
        "\(name):: hands the address to the remote helper git-remote-\(name), which publish does not run" + suggestion
    }

    static func scheme(_ name: String) -> String {
        "\(name):// is no transport of git's own (git would hand it to the remote helper git-remote-\(name))" + suggestion
    }

    @Test(arguments: [
        ("origin", nil),
        ("upstream", nil),
        ("team/mirror", nil),
        ("https://github.com/o/r.git", nil),
        ("https://me@github.com/o/r.git", nil),
        ("http://example.org/r.git", nil),
        ("ssh://git@github.com/o/r.git", nil),
        ("git+ssh://git@example.org/r.git", nil),
        ("ssh+git://git@example.org/r.git", nil),
        ("git://example.org/r.git", nil),
        ("file:///srv/site.git", nil),
        ("git@github.com:o/r.git", nil),
        ("github.com:o/r.git", nil),
        ("../origin.git", nil),
        ("/srv/site.git", nil),
        ("./fd::0", nil),
        ("", "it is empty"),
        ("-x", "it starts with '-'"),
        ("--upload-pack=touch", "it starts with '-'"),
        ("my site.git", "it contains a space or a control character"),
        ("a\nb", "it contains a space or a control character"),
        ("fd::0", fd),
        ("fd::3,4/x", fd),
        ("ext::sh -c cat", ext),
        ("ext::git-upload-pack% /srv/site.git", ext),
        ("hg::https://example.org/r", helper("hg")),
        ("gcrypt::rsync://example.org/r", helper("gcrypt")),
        ("https::https://example.org/r.git", helper("https")),
        ("site::pages/x", helper("site")),
        ("sso://example.org/r", scheme("sso")),
        ("ftp://example.org/r.git", scheme("ftp")),
        ("HTTPS://github.com/o/r.git", scheme("HTTPS")),
    ] as [(String, String?)])
    func remoteRule(remote: String, problem: String?) {
        #expect(RemoteName.problem(with: remote) == problem, "\(remote.debugDescription)")
    }
}
