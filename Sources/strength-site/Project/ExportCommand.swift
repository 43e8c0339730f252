import ArgumentParser
import Foundation
import StrengthKit

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Write the whole store as one JSON document (stdout, or -o FILE).")

    @OptionGroup var global: GlobalOptions

    @Option(name: .shortAndLong, help: "Write to this file instead of stdout.")
    var output: String?

    func run() throws {
        let bytes = try DataTransfer.exportData(try global.store.load())
        guard let output else {
            FileHandle.standardOutput.write(bytes)
            return
        }
        do {
            try bytes.write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw CommandFailure("\(output): cannot be written: \(error.localizedDescription)")
        }
        Output.note("Exported to \(output)")
    }
}
