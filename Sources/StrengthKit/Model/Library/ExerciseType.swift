/// What a set of an exercise records; decides which fields a set needs and which records exist.
package enum ExerciseType: String, StableHashable, StrictEnum, Sendable {
    /// Weight × reps (bench press).
    case weightReps = "weight_reps"
    /// Body weight × reps, with added load (+20 kg dips) or assistance (−25 kg pull-ups).
    case bodyweightReps = "bodyweight_reps"
    /// Time only (plank).
    case duration
    /// Distance and time (running).
    case distanceDuration = "distance_duration"
    /// Weight held for a time (farmer's carry hold).
    case weightDuration = "weight_duration"
    /// Reps with no load at all (jumping jacks).
    case repsOnly = "reps_only"

    package var displayName: String {
        switch self {
        case .weightReps: "Weight × reps"
        case .bodyweightReps: "Bodyweight reps (± load)"
        case .duration: "Duration"
        case .distanceDuration: "Distance & duration"
        case .weightDuration: "Weight & duration"
        case .repsOnly: "Reps only"
        }
    }

    /// Accepts the stored name and the spellings a person types (`weight+reps`, `bodyweight`, `time`, ...).
    package init?(userText: String) {
        let key = userText.lowercased().filter { $0.isLetter }
        switch key {
        case "weightreps", "weight", "weighted", "strength": self = .weightReps
        case "bodyweightreps", "bodyweight", "bw", "bodyweightload": self = .bodyweightReps
        case "duration", "time", "timed", "hold": self = .duration
        case "distanceduration", "distancetime", "distance", "cardio": self = .distanceDuration
        case "weightduration", "weighttime": self = .weightDuration
        case "repsonly", "reps": self = .repsOnly
        default: return nil
        }
    }

    package init(from decoder: Decoder) throws { self = try Self.decodeStrictly(from: decoder, what: "exercise type") }
}
