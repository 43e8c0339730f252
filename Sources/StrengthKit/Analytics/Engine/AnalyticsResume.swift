/// What lets the analysis start where the last build's left off (`AnalyticsEngine+Checkpoint`):
/// the checkpoint that build saved, and what tells whether the workouts before it are still the same.
struct AnalyticsResume: Sendable {
    /// Part of every checkpoint's key: this program's identity, so another version's checkpoint never fits.
    var salt: String
    /// A digest of each workout's file, by workout id. A workout whose digest is unknown ends the
    /// part of the history a checkpoint can cover.
    var workoutDigests: [String: UInt64]
    /// The checkpoint the last build saved, if there is one.
    var checkpoint: [UInt8]?
}
