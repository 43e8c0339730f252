/// What a lifter trains for, asked at onboarding: it sets the rep targets of the starter program.
package enum TrainingGoal: String, CaseIterable, Sendable {
    /// Heavier and fewer reps on the main lifts (3x5, 4x6-8).
    case strength
    /// Rep ranges for double progression (3x8-12, 3x10-15).
    case hypertrophy

    /// Reads `strength` or `hypertrophy` in any case.
    package init?(userText: String) {
        self.init(rawValue: userText.trimmingCharacters(in: .whitespaces).lowercased())
    }
}
