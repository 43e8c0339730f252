import Mustache

/// Workouts of one month, under its heading.
public struct MonthGroup: Hashable, Sendable, MustacheParent, Encodable {
    public var heading: String
    public var summary: String
    public var workouts: [WorkoutRow]

    public func child(named name: String) -> Any? {
        switch name {
        case "heading": heading
        case "summary": summary
        case "workouts": workouts
        default: nil
        }
    }
}
