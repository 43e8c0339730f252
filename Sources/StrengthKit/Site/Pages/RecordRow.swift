/// A personal record in a list: what, how much, when, and the workout that set it.
struct RecordRow: TemplateObject, Hashable, StableHashable, Sendable {
    var exercise: String
    var exerciseHref: String
    var kind: String
    /// `130 kg × 3`.
    var value: String
    /// `+2.5 kg on 127.5 kg`, or `first`.
    var improvement: String
    var date: String
    var isoDate: String
    var workoutHref: String
}
