import Foundation
import Testing

extension TemporaryFolder {
    /// A new project (`init` in UTC, without the Pages workflow) in a fresh folder, and a runner in it.
    static func project() throws -> (TemporaryFolder, CommandRunner) {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        #expect(try cli.run(["init", "--time-zone", "UTC", "--no-workflow"]).status == 0)
        return (folder, cli)
    }
}

extension CommandRunner {
    /// The standard output of a command expected to succeed without a word on standard error.
    func succeeds(_ arguments: [String]) throws -> String {
        let result = try run(arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        #expect(result.stderr.isEmpty, "\(arguments): \(result.stderr)")
        return result.stdout
    }
}
