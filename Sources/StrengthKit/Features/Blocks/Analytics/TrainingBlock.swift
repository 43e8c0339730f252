/// A block of training: a run of training weeks between two boundaries (`BlockDetector`), named
/// by its first day, which no later boundary moves (`blocks/2026-01-05.html`, `block:2026-01-05`).
struct TrainingBlock: Hashable, StableHashable, Sendable {
    /// What made a block start where it does, strongest first.
    enum Boundary: String, Hashable, StableHashable, Sendable, CaseIterable {
        /// The lifter declared it (`block start`).
        case declared
        /// The first workout after a break (`BlockDetector.isBreak`).
        case afterBreak
        /// The week after a deload week.
        case afterDeload
        /// The first week of another program.
        case programChange
        /// The history's first workout.
        case historyStart
    }

    /// Its first day: a declared start's day, else the first day of its first training week.
    var start: LocalDay
    /// Its last day: the day before the next block starts, or, before a break or for the newest
    /// block, the last day of the training week of its last workout.
    var end: LocalDay
    /// The day of its last workout.
    var lastWorkout: LocalDay
    var boundary: Boundary
    /// The declared block's name, when the lifter gave one.
    var name: String?
    /// The deload week it ends with (that week's first day), when one ends it.
    var deloadWeek: LocalDay?

    /// `block:2026-01-05`, as `stats --compare` and the journal name it.
    var key: String { "block:\(start)" }
}
