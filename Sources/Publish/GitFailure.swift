import StrengthKit
/// A git command that failed, with git's reason in one line: the line of its standard error that
/// says what went wrong, not the advice around it.
struct GitFailure: Error, Equatable, Sendable {
    var reason: String
}

extension GitFailure {
    init(_ output: GitOutput) {
        reason = Self.reason(fromStandardError: output.standardError)
            ?? "git exited with status \(output.status)"
    }

    /// A push's rejection (`! [remote rejected] 1a2b -> gh-pages (pre-receive hook declined)`
    /// becomes `remote rejected (pre-receive hook declined)`, with the hook's first line if it
    /// printed one), else the first `fatal:` or `error:` line without its prefix, else the first line.
    static func reason(fromStandardError text: String) -> String? {
        let lines = text.split(whereSeparator: \.isNewline)
            .map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
            .filter { !$0.isEmpty }
        if let rejected = lines.first(where: { $0.hasPrefix("! [") }) {
            var reason = rejected
            if let close = rejected.firstIndex(of: "]") {
                reason = String(rejected[rejected.index(rejected.startIndex, offsetBy: 3)..<close])
                if let open = rejected.lastIndex(of: "("), rejected.hasSuffix(")") {
                    reason += " " + rejected[open...]
                }
            }
            if let remote = lines.first(where: { $0.hasPrefix("remote: ") && $0.count > "remote: ".count }) {
                reason += "; " + remote
            }
            return reason
        }
        for prefix in ["fatal: ", "error: "] {
            if let line = lines.first(where: { $0.hasPrefix(prefix) }) { return String(line.dropFirst(prefix.count)) }
        }
        return lines.first
    }
}
