import Mustache

/// A personal record in a list: what, how much, when, and the workout that set it.
public struct RecordRow: Hashable, Sendable, MustacheParent, Encodable {
    public var exercise: String
    public var exerciseHref: String
    public var kind: String
    public var value: String
    public var date: String
    public var isoDate: String
    public var workoutHref: String

    public func child(named name: String) -> Any? {
        switch name {
        case "exercise": exercise
        case "exerciseHref": exerciseHref
        case "kind": kind
        case "value": value
        case "date": date
        case "isoDate": isoDate
        case "workoutHref": workoutHref
        default: nil
        }
    }
}
