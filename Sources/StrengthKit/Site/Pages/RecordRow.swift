/// A personal record in a list: what, how much, when, and the workout that set it.
public struct RecordRow: Hashable, Sendable, TemplateObject {
    public var exercise: String
    public var exerciseHref: String
    public var kind: String
    public var value: String
    public var date: String
    public var isoDate: String
    public var workoutHref: String

    public func value(named key: String) -> TemplateValue? {
        switch key {
        case "exercise": .text(exercise)
        case "exerciseHref": .text(exerciseHref)
        case "kind": .text(kind)
        case "value": .text(value)
        case "date": .text(date)
        case "isoDate": .text(isoDate)
        case "workoutHref": .text(workoutHref)
        default: nil
        }
    }
}
