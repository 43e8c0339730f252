/// The summary of an `import`: one report per file, in the order given.
public struct ImportReport: Hashable, Sendable, Codable {
    public var dryRun: Bool
    public var files: [ImportFileReport]

    init(dryRun: Bool, files: [ImportFileReport] = []) {
        self.dryRun = dryRun
        self.files = files
    }

    public var workoutsAdded: Int { files.reduce(0) { $0 + $1.workoutsAdded } }
    public var setsAdded: Int { files.reduce(0) { $0 + $1.setsAdded } }
}
