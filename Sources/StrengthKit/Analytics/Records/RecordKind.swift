/// The personal records tracked for each exercise type.
enum RecordKind: String, StableHashable, CaseIterable, Codable, Sendable, Comparable {
    case heaviestWeight
    case bestE1rm
    case bestSetVolume
    case bestSessionVolume
    case mostReps
    case mostRepsInSession
    case heaviestAddedLoad
    case longestDuration
    case longestDistance
    case bestPace

    /// The records an exercise of `type` has, in the order they are shown.
    static func kinds(for type: ExerciseType) -> [RecordKind] {
        switch type {
        case .weightReps: [.heaviestWeight, .bestE1rm, .bestSetVolume, .bestSessionVolume, .mostReps]
        case .bodyweightReps: [.mostReps, .mostRepsInSession, .heaviestAddedLoad, .bestSetVolume]
        case .duration: [.longestDuration]
        case .weightDuration: [.heaviestWeight, .longestDuration]
        case .distanceDuration: [.longestDistance, .longestDuration, .bestPace]
        case .repsOnly: [.mostReps, .mostRepsInSession]
        }
    }

    /// The records worth a headline for an exercise of `type`: strength, reps, time, distance and
    /// pace. Volume records (a calf raise's session volume, a pull-up's set volume) stay on the
    /// exercise's page and out of the lists of records.
    static func headlineKinds(for type: ExerciseType) -> [RecordKind] {
        switch type {
        case .weightReps: [.heaviestWeight, .bestE1rm]
        case .bodyweightReps: [.mostReps, .heaviestAddedLoad]
        case .repsOnly: [.mostReps]
        default: kinds(for: type)
        }
    }

    /// Session records belong to a workout as a whole; the others to one set.
    var isSessionRecord: Bool { self == .bestSessionVolume || self == .mostRepsInSession }

    /// Pace is the only record where less is better.
    var lowerIsBetter: Bool { self == .bestPace }

    var displayName: String {
        switch self {
        case .heaviestWeight: "Heaviest weight"
        case .bestE1rm: "Best estimated 1RM"
        case .bestSetVolume: "Best set volume"
        case .bestSessionVolume: "Best session volume"
        case .mostReps: "Most reps in a set"
        case .mostRepsInSession: "Most reps in a session"
        case .heaviestAddedLoad: "Heaviest added load"
        case .longestDuration: "Longest time"
        case .longestDistance: "Longest distance"
        case .bestPace: "Best pace"
        }
    }

    /// What the value is measured in: `kg`, `reps`, `s`, `m` or `s/km`.
    var unit: String {
        switch self {
        case .heaviestWeight, .bestE1rm, .bestSetVolume, .bestSessionVolume, .heaviestAddedLoad: "kg"
        case .mostReps, .mostRepsInSession: "reps"
        case .longestDuration: "s"
        case .longestDistance: "m"
        case .bestPace: "s/km"
        }
    }

    /// Position in `allCases`, for array-indexed bookkeeping on the analytics hot path.
    var index: Int {
        switch self {
        case .heaviestWeight: 0
        case .bestE1rm: 1
        case .bestSetVolume: 2
        case .bestSessionVolume: 3
        case .mostReps: 4
        case .mostRepsInSession: 5
        case .heaviestAddedLoad: 6
        case .longestDuration: 7
        case .longestDistance: 8
        case .bestPace: 9
        }
    }

    static let count = 10

    static func < (lhs: RecordKind, rhs: RecordKind) -> Bool { lhs.index < rhs.index }

    /// What breaks a tie in a weight record: at the same weight, the set of more reps (for a weight
    /// held or carried, the longer time) is the better performance. `nil` for the other kinds, where
    /// an equal value is an equal performance.
    func tieBreak(of set: WorkoutSet) -> Double? {
        guard self == .heaviestWeight || self == .heaviestAddedLoad else { return nil }
        return Double(set.reps ?? set.durationSeconds ?? 0)
    }

    /// Whether `candidate` beats the record `current`, each with its `tieBreak`: a better value, or
    /// the same weight for more. An equal performance does not re-set an old record.
    func beats(_ candidate: Double, _ candidateTie: Double?, _ current: Double, _ currentTie: Double?) -> Bool {
        if candidate == current, let candidateTie, let currentTie { return candidateTie > currentTie }
        return lowerIsBetter ? candidate < current : candidate > current
    }
}
