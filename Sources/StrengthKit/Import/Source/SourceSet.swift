/// One set as read from an export: the app's values, still in the file's units.
public struct SourceSet: Hashable, Sendable {
    public var kind: SetKind
    public var weight: SourceWeight?
    public var reps: Int?
    public var seconds: Int?
    public var distance: SourceDistance?
    public var rpe: Double?
    public var restSeconds: Int?
    public var notes: String?
    /// The line of the file the set came from.
    public var line: Int

    public init(kind: SetKind = .normal, weight: SourceWeight? = nil, reps: Int? = nil, seconds: Int? = nil,
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
