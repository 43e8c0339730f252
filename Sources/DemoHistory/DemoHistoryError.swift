import StrengthKit

/// Why a `DemoHistoryGenerator` could not be set up.
public enum DemoHistoryError: Error, Equatable, CustomStringConvertible {
    /// The time zone identifier is not known to this system's time zone database.
    case unknownTimeZone(String)
    /// A workout count below zero.
    case negativeWorkoutCount(Int)

    public var description: String {
        switch self {
        case .unknownTimeZone(let identifier):
            "'\(identifier)' is not a time zone this system knows (is the tzdata package installed?)"
        case .negativeWorkoutCount(let count):
            "\(NumberText.counted(count, "workout")): the count must be 0 or more"
        }
    }
}
