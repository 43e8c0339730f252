import ArgumentParser
import StrengthKit

/// How an error is told: one line on stderr in one style, `error: …` (`Output.error`), whoever
/// raised it — StrengthKit, a command, or argument-parser — and the exit status: what is wrong
/// with the command's arguments exits 64 (usage), what is wrong with files or the disk exits 1.
struct ErrorReport {
    static let usage: Int32 = 64
    static let failure: Int32 = 1

    var message: String
    var exitCode: Int32

    /// - Parameter path: the subcommand's words as typed, for argument-parser's own errors, which
    ///   point at the command's help instead of printing its usage.
    init(_ error: Error, root: ParsableCommand.Type, path: [String]) {
        if let code = Self.exitCode(for: error) {
            self.init(message: "\(error)", exitCode: code)
            return
        }
        let code = root.exitCode(for: error).rawValue
        var message = root.message(for: error).trimmingCharacters(in: .whitespacesAndNewlines)
        if code == Self.usage, !(error is ValidationError) {
            // argument-parser's own words ("Unknown option '--bogus'") as our messages are: lower case, one line.
            message = message.prefix(1).lowercased() + message.dropFirst()
            message = message.split(separator: "\n").joined(separator: "; ")
            message += " (see '\((["strength-site"] + path).joined(separator: " ")) --help')"
        }
        self.init(message: message, exitCode: code)
    }

    private init(message: String, exitCode: Int32) {
        self.message = message
        self.exitCode = exitCode
    }

    /// The exit status of our own errors; `nil` for argument-parser's and any other.
    static func exitCode(for error: Error) -> Int32? {
        switch error {
        case is SetSyntaxError, is UnknownExerciseError, is NotFoundError, is SettingsEditor.Failure,
             is LibraryEditor.Failure, is ProgramEditor.Failure, is GoalEditor.Failure, is TimestampError, is UsageError, is ExerciseMergeError,
             is LiveWorkoutError, is WorkoutEditError, is OutlierSetError, is ImpossibleSetError, is FutureWorkoutError, is NothingHeldError:
            usage
        case is StoreError, is CommandFailure, is ImportError, is ThemeError, is SiteError,
             is DuplicateWorkoutError:
            failure
        default:
            nil
        }
    }
}
