/// A personal record in a list: what, how much, when, and the workout that set it.
struct RecordRow: Hashable, Sendable {
    var exercise: String
    var exerciseHref: String
    var kind: String
    var value: String
    var date: String
    var isoDate: String
    var workoutHref: String
}
