/// How long one workout took, for the session-length trend.
public struct SessionLength: Hashable, Sendable {
    public var day: LocalDay
    public var workoutID: String
    public var seconds: Int
}
