/// Which values `publish --remote` takes: a configured remote's name, or an address git reaches
/// with a transport of its own — `https`, `http`, `ssh` (`ssh://`, `git+ssh://`, `user@host:path`),
/// `git` and `file` URLs, and paths. Never a remote helper: `X::address` hands the address to the
/// program `git-remote-X` (`fd::0` has git talk over descriptors where nothing answers, so it
/// waits forever; `ext::` runs any command), and so does a URL whose scheme git does not know
/// (`sso://` runs `git-remote-sso`). Checked before git runs. A configured remote's own address
/// is held to the same transports by `Git` (`GIT_ALLOW_PROTOCOL`), whatever the configuration says.
package enum RemoteName {
    /// Why `remote` is not a remote `publish` pushes to, as the end of a sentence ("it starts with
    /// '-'"); `nil` when it is one.
    package static func problem(with remote: String) -> String? {
        if remote.isEmpty { return "it is empty" }
        let bytes = Array(remote.utf8)
        if let helper = helper(in: bytes) {
            let why = switch helper {
            case "fd": "fd:: has git talk over file descriptors that lead to no remote here, and wait on them forever"
            case "ext": "ext:: runs a command instead of reaching a remote"
            default: "\(helper):: hands the address to the remote helper git-remote-\(helper), which publish does not run"
            }
            return why + suggestion
        }
        // An option to git, not a remote.
        if bytes.first == UInt8(ascii: "-") { return "it starts with '-'" }
        if let scheme = scheme(in: bytes), !transports.contains(scheme) {
            return "\(scheme):// is no transport of git's own (git would hand it to the remote helper git-remote-\(scheme))" + suggestion
        }
        if remote.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.properties.generalCategory == .control }) {
            return "it contains a space or a control character"
        }
        return nil
    }

    /// The schemes of the URLs git reaches itself (`transport.c`, `transport_get`), `http` and
    /// `https` through its own `git-remote-http`; any other scheme goes to a helper of that name.
    static let transports: Set<String> = ["https", "http", "ssh", "git+ssh", "ssh+git", "git", "file"]

    private static let suggestion = "; give a remote's name, an https, http, ssh, git or file URL, host:path, or a path"

    /// `X` of `X::…`, as git finds it (`transport_get`): URL scheme characters from the start, then `::`.
    private static func helper(in bytes: [UInt8]) -> String? {
        let end = schemeEnd(bytes)
        guard end > 0, bytes[end...].starts(with: "::".utf8) else { return nil }
        return String(decoding: bytes[..<end], as: UTF8.self)
    }

    /// `X` of `X://…`, as git finds it (`is_url`).
    private static func scheme(in bytes: [UInt8]) -> String? {
        let end = schemeEnd(bytes)
        guard end > 0, bytes[end...].starts(with: "://".utf8) else { return nil }
        return String(decoding: bytes[..<end], as: UTF8.self)
    }

    /// How many of the first bytes are URL scheme characters by git's measure (`is_urlschemechar`):
    /// a letter or digit, then letters, digits, `+`, `-` and `.`.
    private static func schemeEnd(_ bytes: [UInt8]) -> Int {
        var end = 0
        while end < bytes.count {
            let byte = bytes[end]
            let alphanumeric = (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            let special = byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            guard alphanumeric || (special && end > 0) else { break }
            end += 1
        }
        return end
    }
}
