import ArgumentParser
import StrengthKit

/// Exit codes for StrengthKit's errors: what is wrong with the command's arguments exits 64 (usage),
/// what is wrong with files or the disk exits 1. Anything else is left to ArgumentParser.
enum ErrorReport {
    static let usage: Int32 = 64
    static let failure: Int32 = 1

    static func exitCode(for error: Error) -> Int32? {
        switch error {
        case is SetSyntaxError, is UnknownExerciseError, is NotFoundError, is SettingsEditor.Failure,
             is LibraryEditor.Failure, is ProgramEditor.Failure, is TimestampError, is UsageError, is ExerciseMergeError,
             is LiveWorkoutError, is WorkoutEditError, is OutlierSetError:
            usage
        case is StoreError, is CommandFailure, is ImportError, is ThemeError, is SiteError,
             is DuplicateWorkoutError:
            failure
        default:
            nil
        }
    }
}
