/// Workouts of one month, under its heading.
public struct MonthGroup: Hashable, Sendable, TemplateObject {
    public var heading: String
    public var summary: String
    public var workouts: [WorkoutRow]

    public func value(named key: String) -> TemplateValue? {
        switch key {
        case "heading": .text(heading)
        case "summary": .text(summary)
        case "workouts": .list(workouts)
        default: nil
        }
    }
}
