import StrengthKit
/// Which names `publish --branch` takes: the names `git check-ref-format --branch` accepts, less
/// `HEAD` and full ref names. Git prefixes the name with `refs/heads/`, so `HEAD` would become a
/// branch that makes `HEAD` ambiguous and `refs/heads/main` a branch `refs/heads/refs/heads/main`.
/// Checked here, before git runs, so git is never handed such a name.
///
/// Git judges bytes, not characters, so the rules run over the name's UTF-8 (a `-` followed by a
/// combining mark still starts the name with `-`).
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

    private static let headsPrefix = "refs/heads/"
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
