import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Asks before a destructive change: on a terminal it prompts; elsewhere it needs `--yes`.
enum Confirmation {
    static func require(_ question: String, yes: Bool, flag: String = "--yes") throws {
        if yes { return }
        guard isatty(STDIN_FILENO) == 1 else {
            throw UsageError("\(question.trimmingCharacters(in: CharacterSet(charactersIn: "?"))) — not on a terminal, so pass \(flag) to confirm")
        }
        Output.print("\(question) [y/N] ")
        let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        guard answer == "y" || answer == "yes" else { throw CommandFailure("cancelled; nothing was changed") }
    }
}
