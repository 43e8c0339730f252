import StrengthKit
/// Which names `publish --branch` takes: the names `git check-ref-format --branch` accepts, less
/// `HEAD`, full ref names and git's own top-level refs (`problem(with:)`), and less the names a
/// repository's remotes and refs rule out (`conflict(of:remotes:refs:)`). Git prefixes the name
/// with `refs/heads/`, so `HEAD` would become a branch that makes `HEAD` ambiguous,
/// `refs/heads/main` a branch `refs/heads/refs/heads/main`, and `origin/main` a branch
/// `refs/heads/origin/main` that git then reads `origin/main` as, here and on the remote.
/// Checked here, before git runs, so git is never handed such a name.
///
/// Git judges bytes, not characters, so the rules run over the name's UTF-8 (a `-` followed by a
/// combining mark still starts the name with `-`, and `é` written in one code point or two are two
/// names).
package enum BranchName {
    /// Why `name` is not a branch `publish` takes, as the end of a sentence ("it contains '..'");
    /// `nil` when it is one.
    package static func problem(with name: String) -> String? {
        let bytes = Array(name.utf8)
        if bytes.isEmpty { return "it is empty" }
        if name == "HEAD" { return "HEAD names the checked-out commit, not a branch" }
        if bytes.starts(with: "refs/".utf8) {
            let short = bytes.starts(with: headsPrefix.utf8) ? String(name.utf8.dropFirst(headsPrefix.utf8.count)) ?? "" : ""
            return "it is a full ref name; give the branch's own name" + (short.isEmpty ? "" : " (\(short))")
        }
        if name == "@" { return "'@' is git's name for HEAD" }
        if isRootRef(bytes) { return "git writes its own \(name), and a branch of that name would make it ambiguous" }
        if bytes.first == UInt8(ascii: "-") { return "it starts with '-'" }
        if let forbidden = bytes.first(where: isForbidden) {
            return forbidden < 0x20 || forbidden == 0x7F
                ? "it contains a control character" : "it contains '\(Character(Unicode.Scalar(forbidden)))'"
        }
        for sequence in ["..", "@{"] where contains(bytes, sequence) {
            return "it contains '\(sequence)'"
        }
        if bytes.first == slash || bytes.last == slash { return "it starts or ends with '/'" }
        if contains(bytes, "//") { return "it has an empty part between slashes" }
        if bytes.last == UInt8(ascii: ".") { return "it ends with '.'" }
        for part in bytes.split(separator: slash) {
            if part.first == UInt8(ascii: ".") { return "a part of it starts with '.'" }
            if part.reversed().starts(with: ".lock".utf8.reversed()) { return "a part of it ends with '.lock'" }
        }
        return nil
    }

    /// Why a branch `name` (one `problem(with:)` takes) would share its name with something else
    /// git knows in a repository whose remotes are `remotes` and whose refs (full names, as
    /// `git for-each-ref` lists them) are `refs`; `nil` when it would not. Refused:
    /// - a remote's name, or one followed by `/` and more: git reads `origin/main` as origin's
    ///   remote-tracking branch, fetched yet or not, and `origin` as origin's default branch;
    /// - a name git already reads as another ref (`v1` for `refs/tags/v1`, `old/main` for
    ///   `refs/remotes/old/main`, `stash` for `refs/stash`, `heads/main` for `refs/heads/main`):
    ///   with the branch beside it, git warns that the name is ambiguous and may pick either;
    /// - a branch inside another's name or around it (`main/site` beside `main`), which git cannot store.
    package static func conflict(of name: String, remotes: [String], refs: [String]) -> String? {
        let bytes = Array(name.utf8)
        // The longest first, so that `team/mirror/x` names the remote `team/mirror`, not `team`.
        for remote in remotes.sorted(by: { $0.utf8.count > $1.utf8.count }) {
            let prefix = Array(remote.utf8)
            if bytes == prefix {
                return "\(remote) is a remote, so git would read \(remote) as this branch instead of \(remote)'s default branch"
            }
            if bytes.starts(with: prefix + [slash]) {
                let rest = String(decoding: bytes.dropFirst(prefix.count + 1), as: UTF8.self)
                return "it starts with \(remote)/, and \(remote) is a remote, so git would read \(name) as this branch "
                    + "instead of \(remote)'s branch \(rest)"
            }
        }
        let ours = Array(headsPrefix.utf8) + bytes
        let ourNames = names(of: ours)
        for ref in refs {
            let other = Array(ref.utf8)
            guard other != ours else { continue }
            if other.starts(with: headsPrefix.utf8), ours.starts(with: other + [slash]) || other.starts(with: ours + [slash]) {
                let branch = String(decoding: other.dropFirst(headsPrefix.utf8.count), as: UTF8.self)
                return "the branch \(branch) exists, and git cannot keep a branch \(name) beside it"
            }
            let shared = names(of: other).filter { ourNames.contains($0) }
            if let read = shared.first(where: { $0 == bytes }) ?? shared.first {
                return "git already reads \(String(decoding: read, as: UTF8.self)) as \(ref), and a branch \(name) would make it ambiguous"
            }
        }
        return nil
    }

    /// The names git reads as the ref `ref`, by the rules it tries a name with in turn (`refs.c`,
    /// `ref_rev_parse_rules`): `NAME`, `refs/NAME`, `refs/tags/NAME`, `refs/heads/NAME`,
    /// `refs/remotes/NAME` and `refs/remotes/NAME/HEAD`. Two refs that share one are ambiguous.
    static func names(of ref: [UInt8]) -> [[UInt8]] {
        var names = [ref]
        let refs = Array("refs/".utf8)
        if ref.starts(with: refs) { names.append(Array(ref.dropFirst(refs.count))) }
        for prefix in ["refs/tags/", headsPrefix, remotesPrefix] where ref.starts(with: prefix.utf8) {
            names.append(Array(ref.dropFirst(prefix.utf8.count)))
        }
        let head = Array("/HEAD".utf8)
        if ref.starts(with: remotesPrefix.utf8), ref.count > remotesPrefix.utf8.count + head.count, ref.suffix(head.count).elementsEqual(head) {
            names.append(Array(ref.dropFirst(remotesPrefix.utf8.count).dropLast(head.count)))
        }
        return names
    }

    /// Git's own refs at the top of the repository (`refs.c`, `is_root_ref`): capitals, `_` and
    /// `-` only, ending in `_HEAD` (`FETCH_HEAD`, which every fetch writes, `ORIG_HEAD`,
    /// `MERGE_HEAD`…), or one of a few more. Git reads such a name as that file before any branch,
    /// whenever it exists, so a branch of the name would be ambiguous at git's whim.
    private static func isRootRef(_ bytes: [UInt8]) -> Bool {
        let syntax = bytes.allSatisfy { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }
        guard syntax, !bytes.isEmpty else { return false }
        return bytes.reversed().starts(with: "_HEAD".utf8.reversed())
            || ["AUTO_MERGE", "BISECT_EXPECTED_REV", "NOTES_MERGE_PARTIAL", "NOTES_MERGE_REF", "MERGE_AUTOSTASH"]
                .contains { bytes.elementsEqual($0.utf8) }
    }

    private static let headsPrefix = "refs/heads/"
    private static let remotesPrefix = "refs/remotes/"
    private static let slash = UInt8(ascii: "/")

    /// Git refuses ASCII controls, DEL, space and `~ ^ : ? * [ \` anywhere in a ref name.
    private static func isForbidden(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || " ~^:?*[\\".utf8.contains(byte)
    }

    private static func contains(_ bytes: [UInt8], _ sequence: String) -> Bool {
        let pattern = Array(sequence.utf8)
        return bytes.indices.contains { bytes[$0...].starts(with: pattern) }
    }
}
