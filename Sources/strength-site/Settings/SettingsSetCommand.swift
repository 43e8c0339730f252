import ArgumentParser
import StrengthKit

struct SettingsSetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set", abstract: "Change one setting.",
        discussion: "Keys:\n" + SettingsTable.rows.flatMap { HangingIndent.lines("\($0.key): \($0.help)", firstIndent: 2, indent: 4) }
            .joined(separator: "\n"))

    /// The words that run it, for `ErrorReport`.
    static let path = [SettingsCommand.configuration.commandName, configuration.commandName].compactMap { $0 }

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The setting's key.")
    var key: String

    @Argument(help: ArgumentHelp("Its new value (big-lifts: one exercise name per argument).", valueName: "value"))
    var values: [String] = []

    func validate() throws {
        if values.isEmpty { throw ValidationError("give the new value of \(key)") }
    }

    func run() throws {
        let ((changedKey, shown), _) = try global.store.update { data in
            let found = data
            let changed = try SettingsEditor.set(key, to: values, in: &data.settings) { try ExerciseLookup.find($0, in: found) }
            let shown = SettingsEditor.values(of: data.settings, library: data.library).first { $0.key == changed }
            return (changed, shown)
        }
        Output.print("\(changedKey) = \(shown?.value ?? values.joined(separator: " "))\n")
    }
}
