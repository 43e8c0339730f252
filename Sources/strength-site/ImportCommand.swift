import ArgumentParser
import Foundation
import StrengthKit

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import an export document; adds what the store lacks, keeps what it has.",
        discussion: "Importing the same file again adds nothing. Settings stay as they are unless --with-settings.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The JSON document written by `strength-site export`.")
    var file: String

    @Flag(name: .customLong("with-settings"), help: "Also take the document's settings.")
    var withSettings = false

    @Flag(name: .customLong("dry-run"), help: "Report what would be added; change nothing.")
    var dryRun = false

    @Flag(help: "Print the summary as JSON.")
    var json = false

    func run() throws {
        let contents: Data
        do {
            contents = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            throw CommandFailure("\(file): cannot be read: \(error.localizedDescription)")
        }
        let document = try DataTransfer.readDocument(contents, path: file)
        let store = global.store
        let summary: ImportSummary
        if dryRun {
            var data = try store.load()
            summary = try DataTransfer.merge(document, into: &data, replaceSettings: withSettings, path: file)
        } else {
            summary = try store.update { data in
                try DataTransfer.merge(document, into: &data, replaceSettings: withSettings, path: file)
            }.0
        }
        if json {
            try Output.json(summary)
            return
        }
        var text = dryRun ? "Would add" : "Added"
        text += " \(summary.workoutsAdded) workouts (\(summary.setsAdded) sets), \(summary.exercisesAdded) exercises, "
            + "\(summary.categoriesAdded) categories, \(summary.templatesAdded) templates, \(summary.splitsAdded) splits, "
            + "\(summary.bodyWeightEntriesAdded) body-weight entries"
        text += summary.settingsReplaced ? "; settings replaced\n" : "\n"
        if summary.workoutsAlreadyPresent > 0 { text += "\(summary.workoutsAlreadyPresent) workouts were already here\n" }
        if summary.workoutsKeptAsTheyAre > 0 {
            text += "\(summary.workoutsKeptAsTheyAre) workouts exist here with other content and were kept as they are\n"
        }
        Output.print(text)
    }
}
