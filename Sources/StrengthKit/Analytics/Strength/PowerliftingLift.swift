/// The three lifts of a powerlifting total, which DOTS scores.
enum PowerliftingLift: CaseIterable, Hashable, Sendable {
    case squat
    case benchPress
    case deadlift

    /// "bench press", as a sentence names it.
    var name: String {
        switch self {
        case .squat: "squat"
        case .benchPress: "bench press"
        case .deadlift: "deadlift"
        }
    }

    /// The exercise catalogue's entries that count as this lift: the ones a meet allows — the
    /// barbell back squat (high or low bar), the barbell bench press, and the barbell deadlift,
    /// conventional or sumo. Variations (front, box, pause, close grip, Romanian, machine, dumbbell)
    /// move different weights and would make the total something else.
    var catalogueNames: [String] {
        switch self {
        case .squat: ["Squat"]
        case .benchPress: ["Bench Press"]
        case .deadlift: ["Deadlift", "Sumo Deadlift"]
        }
    }
}
