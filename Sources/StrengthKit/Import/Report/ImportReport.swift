/// The summary of an `import`: one report per file, in the order given.
public struct ImportReport: Hashable, Sendable, Codable {
    package var dryRun: Bool
    package var files: [ImportFileReport] = []

    package var workoutsAdded: Int { files.reduce(0) { $0 + $1.workoutsAdded } }
    package var setsAdded: Int { files.reduce(0) { $0 + $1.setsAdded } }
}
