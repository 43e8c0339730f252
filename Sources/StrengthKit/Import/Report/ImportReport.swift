/// The summary of an `import`: one report per file, in the order given.
public struct ImportReport: Hashable, Sendable, Codable {
    package var dryRun: Bool
    package var files: [ImportFileReport] = []
    /// The unit every imported weight was typed in, when the project had no workouts before the
    /// import and shows the other: `settings set units` to it shows the weights as typed (a pound
    /// lifter's first site should not say 142.88 kg). `nil` when the units agree, the files disagree,
    /// or the project has a history whose weights switching would convert.
    package var unitsTyped: WeightUnit?

    package var workoutsAdded: Int { files.reduce(0) { $0 + $1.workoutsAdded } }
    package var setsAdded: Int { files.reduce(0) { $0 + $1.setsAdded } }
}
