/// One set as read from an export: the app's values, still in the file's units.
struct SourceSet: Hashable, Sendable {
    var kind: SetKind = .normal
    var weight: SourceWeight?
    var reps: Int?
    var seconds: Int?
    var distance: SourceDistance?
    var rpe: Double?
    var restSeconds: Int?
    var notes: String?
    /// The line of the file the set came from.
    var line: Int
}
