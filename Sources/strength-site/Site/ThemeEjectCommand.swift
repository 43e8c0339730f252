import ArgumentParser
import StrengthKit

struct ThemeEjectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eject",
        abstract: "Copy the default templates and stylesheet into Templates/ to start a custom theme.",
        discussion: "Any file in Templates/ replaces the built-in file of the same name; delete a file to go back to the default.")

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Replace files that are already there.")
    var force = false

    func run() throws {
        let names = try Theme.eject(store: global.store, replace: force)
        Output.print("Wrote \(NumberText.counted(names.count, "file")) to \(global.store.layout.displayTemplates)/: \(names.joined(separator: ", "))\n")
    }
}
