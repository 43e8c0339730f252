import ArgumentParser
import StrengthKit

struct SettingsShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show every setting.")

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Print settings.json's content as JSON.")
    var json = false

    func run() throws {
        let data = try global.store.load()
        if json {
            try Output.json(data.settings)
        } else {
            Output.print(TerminalText(data: data).settingsList())
        }
    }
}
