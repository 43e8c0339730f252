/// The main barbell lifts, which the dashboard's big lifts prefer: the three of a powerlifting total
/// and the overhead press, each with its close variants.
enum MainLift: CaseIterable, Hashable, Sendable {
    case squat
    case benchPress
    case deadlift
    case overheadPress

    /// The exercise catalogue's entries that count as this lift: the lift as a meet allows it (what
    /// `PowerliftingLift` scores) and the variants a lifter trains as that lift — the same bar, the
    /// same movement, another depth, grip, stance or pause. A front squat is a squat; a Romanian
    /// deadlift, an incline bench or a machine press trains something else.
    var catalogueNames: [String] {
        switch self {
        case .squat: ["Squat", "Pause Squat", "Box Squat", "Full Squat", "Front Squat"]
        case .benchPress: ["Bench Press", "Close Grip Bench Press", "Wide Grip Bench Press", "Feet Up Bench Press"]
        case .deadlift: ["Deadlift", "Sumo Deadlift", "Deficit Deadlift", "Trap Bar Deadlift"]
        case .overheadPress: ["Overhead Press", "Standing Military Press", "Seated Overhead Press", "Push Press"]
        }
    }

    /// The entries that are the lift itself rather than a variant of it: for the three of a total,
    /// what a meet allows (`PowerliftingLift`); for the overhead press, the standing barbell press.
    var plainNames: [String] {
        switch self {
        case .squat: PowerliftingLift.squat.catalogueNames
        case .benchPress: PowerliftingLift.benchPress.catalogueNames
        case .deadlift: PowerliftingLift.deadlift.catalogueNames
        case .overheadPress: ["Overhead Press"]
        }
    }
}
