/// A personal record in a list: what, how much, when, and the workout that set it.
public struct RecordRow: Hashable, Sendable {
    public var exercise: String
    public var exerciseHref: String
    public var kind: String
    public var value: String
    public var date: String
    public var isoDate: String
    public var workoutHref: String
}
