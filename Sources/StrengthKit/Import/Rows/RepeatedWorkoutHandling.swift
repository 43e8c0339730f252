/// What `import` does with a workout the export wrote more than once, one copy after the other
/// (`RepeatedWorkoutFolder`).
package enum RepeatedWorkoutHandling: String, Sendable, Codable, CaseIterable {
    /// Store it once when the app numbers its sets (Strong, Hevy): equal rows whose set numbers start
    /// again are the export's doing. Where it does not (FitNotes, Fitbod), a circuit done twice
    /// looks just the same, so the workout is imported as it is and listed.
    case auto
    /// `--fold-copies`: store every such workout once, the listed ones too.
    case fold
    /// `--keep-copies`: store every copy, and list them.
    case keep

    /// Whether a workout of an app that does (or does not) number its sets is stored once.
    func folds(appNumbersSets: Bool) -> Bool {
        switch self {
        case .auto: appNumbersSets
        case .fold: true
        case .keep: false
        }
    }
}
