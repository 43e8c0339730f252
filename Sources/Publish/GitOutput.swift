import StrengthKit
/// What one git command printed, and how it ended.
struct GitOutput: Sendable {
    var arguments: [String]
    var status: Int32
    var standardOutput: String
    var standardError: String

    var succeeded: Bool { status == 0 }

    /// The non-empty lines of standard output.
    var lines: [String] {
        standardOutput.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty }
    }

    /// Itself when git succeeded; otherwise a `GitFailure` with git's reason.
    func checked() throws -> GitOutput {
        guard succeeded else { throw GitFailure(self) }
        return self
    }

    /// The first line of standard output, for the commands that print one hash or path.
    func firstLine() throws -> String {
        guard let line = lines.first else {
            throw GitFailure(reason: "git \(arguments.first { !$0.hasPrefix("-") } ?? "") printed nothing")
        }
        return line
    }
}
