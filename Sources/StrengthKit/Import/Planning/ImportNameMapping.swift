import Foundation

/// One `--map "Their Name=Our Name"`: an exercise name in the files and the exercise it is.
public struct ImportNameMapping: Hashable, Sendable {
    var theirs: String
    var ours: String
}

extension ImportNameMapping {
    /// Parses `Their Name=Our Name` (split at the last `=`, since names may contain one).
    package init?(argument: String) {
        guard let separator = argument.lastIndex(of: "=") else { return nil }
        let theirs = String(argument[..<separator]).importTrimmed
        let ours = String(argument[argument.index(after: separator)...]).importTrimmed
        guard !NameKey.of(theirs).isEmpty, !NameKey.of(ours).isEmpty else { return nil }
        self.init(theirs: theirs, ours: ours)
    }
}
