import ArgumentParser
import Foundation
import StrengthKit
#if canImport(Glibc)
import Glibc
#endif

/// `--yes`, for the commands that delete or throw something away: they ask first on a terminal,
/// and elsewhere they need `--yes`.
struct Confirmation: ParsableArguments {
    @Flag(help: "Do not ask; needed when not on a terminal.")
    var yes = false

    /// Asks `question` unless `--yes` was given.
    func require(_ question: String) throws {
        try Self.require(question, yes: yes)
    }

    /// Asks `question`, then makes `change` under the store's lock with a backup of the store as it
    /// was (named for `reason`), lets `done` print what it did, and says where the backup is.
    func change<Result>(asking question: String, _ global: GlobalOptions, backup reason: String,
                        _ change: (inout ProjectData) throws -> Result, done: (Result) throws -> Void) throws {
        try require(question)
        let (result, report) = try global.store.update(backup: global.backup(reason), change)
        try done(result)
        Output.backupNote(report)
    }

    static func require(_ question: String, yes: Bool, flag: String = "--yes") throws {
        if yes { return }
        guard isatty(STDIN_FILENO) == 1 else {
            throw UsageError("\(question.trimmingCharacters(in: CharacterSet(charactersIn: "?"))) — not on a terminal, so pass \(flag) to confirm")
        }
        Output.print("\(question) [y/N] ")
        let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        guard answer == "y" || answer == "yes" else { throw CommandFailure.cancelled }
    }
}
