import ArgumentParser
import Foundation
import StrengthKit

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Write the whole store as one JSON document, or the history as Strong's CSV (stdout, or -o FILE).",
        discussion: """
            --format json (the default) writes everything: settings, library, programs, workouts and body weight; \
            `import` restores it into a new project.

            --format strong writes the history in the layout of Strong's CSV export (the comma one of its iOS app), \
            which Hevy imports too and `import --format strong` reads back: each workout's start, name, duration \
            and notes, each exercise's name and notes (a set's notes join them), each set's kind (W, D, F), weight, \
            reps, distance, time and RPE, in the project's units (kg and km, or lb and miles; Strong names no \
            unit). Templates, splits, \
            body weight, settings, what the library knows of an exercise beyond its name (type, muscle groups, \
            form notes), rest times and supersets are not in Strong's layout, so they are not in the file.

            Examples:
              strength-site export -o backup.json
              strength-site export --format strong -o strong.csv
            """)

    /// What `--format` takes.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case json, strong
    }

    @OptionGroup var global: GlobalOptions

    @Option(help: ArgumentHelp("json (everything, the default) or strong (the history as Strong's CSV).", valueName: "format"))
    var format: Format = .json

    @Option(name: .shortAndLong, help: "Write to this file instead of stdout.")
    var output: String?

    func run() throws {
        let data = try global.store.load()
        let bytes: Data
        switch format {
        case .json: bytes = try DataTransfer.exportData(data)
        case .strong: bytes = Data(StrongExport.csv(data).utf8)
        }
        if let output {
            do {
                try FileSystem.writeAtomicallyCleaningAbandoned(bytes, to: URL(fileURLWithPath: output))
            } catch {
                throw CommandFailure(path: output, "cannot be written: \(error)")
            }
            Output.note("Exported to \(output)")
        } else {
            FileHandle.standardOutput.write(bytes)
        }
        if format == .strong {
            // The app that reads the file asks for the unit, or guesses: say which it is.
            let unit = data.settings.units
            Output.note("Weights are in \(unit.rawValue) and distances in \(unit == .lb ? "miles" : "km"): Strong's layout names no unit "
                        + "(strength-site import --units \(unit.rawValue) reads it back)")
            // The file is the lifter's: held sets are in it, and Strong's layout cannot mark them.
            let held = HeldSets.list(in: data).count
            if held > 0 {
                Output.note("It holds the \(NumberText.counted(held, "held set")) as they are (Strong's layout cannot mark them; "
                            + "an import of it judges them again)")
            }
        }
    }
}
