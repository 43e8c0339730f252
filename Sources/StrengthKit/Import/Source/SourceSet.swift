/// One set as read from an export: the app's values, still in the file's units.
struct SourceSet: Hashable, Sendable {
    var kind: SetKind
    var weight: SourceWeight?
    var reps: Int?
    var seconds: Int?
    var distance: SourceDistance?
    var rpe: Double?
    var restSeconds: Int?
    var notes: String?
    /// The line of the file the set came from.
    var line: Int

    init(kind: SetKind = .normal, weight: SourceWeight? = nil, reps: Int? = nil, seconds: Int? = nil,
                distance: SourceDistance? = nil, rpe: Double? = nil, restSeconds: Int? = nil, notes: String? = nil,
                line: Int) {
        self.kind = kind
        self.weight = weight
        self.reps = reps
        self.seconds = seconds
        self.distance = distance
        self.rpe = rpe
        self.restSeconds = restSeconds
        self.notes = notes
        self.line = line
    }
}
