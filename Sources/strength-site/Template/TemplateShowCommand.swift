import ArgumentParser
import StrengthKit

struct TemplateShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show a template: exercises in order with targets and notes, the split days using it, how often done.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Name or id.")
    var template: String

    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        let data = try global.store.load()
        let detail = TemplateDetail(try ProgramLookup.template(template, in: data.programs), in: data, today: global.todayDay(in: data.timeZone))
        if json { try Output.json(detail) } else { Output.print(ProgramText.templateDetail(detail)) }
    }
}
