/// The analytics of a build that may have resumed from a checkpoint, and the checkpoint for the next.
struct ResumedAnalytics: Sendable {
    var analytics: TrainingAnalytics
    /// How many of the oldest workouts the checkpoint covered (0 when the pass began at the first).
    var resumedAfter: Int
    /// Makes the next build's checkpoint (the encoding is left to whichever core is free); nil when
    /// the one read still serves.
    var nextCheckpoint: (@Sendable () -> [UInt8])?
}
