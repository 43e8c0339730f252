/// How long one workout took, for the session-length trend.
struct SessionLength: Hashable, Sendable {
    var day: LocalDay
    var workoutID: String
    var seconds: Int
}
