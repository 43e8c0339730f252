import ArgumentParser
import StrengthKit

struct SettingsSetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set", abstract: "Change one setting.",
        discussion: "Keys:\n" + SettingsEditor.keys.map { "  \($0.key): \($0.help)" }.joined(separator: "\n"))

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The setting's key.")
    var key: String

    @Argument(help: "Its new value.")
    var value: String

    func run() throws {
        let ((changedKey, settings), _) = try global.store.update { data in
            (try SettingsEditor.set(key, to: value, in: &data.settings), data.settings)
        }
        let shown = SettingsEditor.values(of: settings).first { $0.key == changedKey }
        Output.print("\(changedKey) = \(shown?.value ?? value)\n")
    }
}
