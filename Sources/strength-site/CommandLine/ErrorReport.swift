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
            // Only `settings set` takes a setting as KEY VALUE; another command (init) takes it as an option.
            let text = (error as? SettingsEditor.Failure)?.message(keyAsOption: path != SettingsSetCommand.path) ?? "\(error)"
            self.init(message: text + Self.whereToReadMore(about: error, path: path), exitCode: code)
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

    /// How an error about what was typed ends, as argument-parser's do: a value given to an option or
    /// argument points at the command's help; a name that matches nothing, at the command that lists
    /// what there is.
    static func whereToReadMore(about error: Error, path: [String]) -> String {
        if let missing = error as? NotFoundError {
            return Self.listCommand(of: missing.kind).map { " (see 'strength-site \($0)')" } ?? ""
        }
        let aboutAValue = switch error {
        case let usage as UsageError: usage.pointsAtHelp
        case is SettingsEditor.Failure, is TimestampError, LibraryEditor.Failure.badPosition, ProgramEditor.Failure.badPosition: true
        case GoalEditor.Failure.badTarget, GoalEditor.Failure.badDeadline: true
        case BlockEditor.Failure.badDate, BlockEditor.Failure.badName: true
        case JournalEditor.Failure.badDate, JournalEditor.Failure.badTitle, JournalEditor.Failure.noSlug: true
        default: false
        }
        return aboutAValue ? " (see '\((["strength-site"] + path).joined(separator: " ")) --help')" : ""
    }

    /// The command that lists the things of a kind `NotFoundError` names.
    static func listCommand(of kind: String) -> String? {
        let dayOf = "day of "
        return switch kind {
        case "exercise": "exercise list"
        case "category": "category list"
        case "workout": "history list"
        case "workout template": "template list"
        case "split": "split list"
        case "goal": "goal list"
        case _ where kind.hasPrefix(dayOf): "split show " + ShellWord.quoted(String(kind.dropFirst(dayOf.count)))
        default: nil
        }
    }

    private init(message: String, exitCode: Int32) {
        self.message = message
        self.exitCode = exitCode
    }

    /// The exit status of our own errors; `nil` for argument-parser's and any other.
    static func exitCode(for error: Error) -> Int32? {
        switch error {
        // A post already there is a file in the way, as a workout already logged is.
        case JournalEditor.Failure.exists:
            failure
        case is SetSyntaxError, is UnknownExerciseError, is NotFoundError, is SettingsEditor.Failure,
             is LibraryEditor.Failure, is ProgramEditor.Failure, is GoalEditor.Failure, is BlockEditor.Failure, is JournalEditor.Failure, is TimestampError, is UsageError, is ExerciseMergeError,
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
