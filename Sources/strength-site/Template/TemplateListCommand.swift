import ArgumentParser
import StrengthKit

struct TemplateListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List templates: exercises, how often done (all time and in the last 8 weeks), when last.")

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Print JSON.")
    var json = false

    func run() throws {
        let data = try global.store.load()
        let rows = TemplateSummary.all(in: data, today: global.todayDay(in: data.timeZone))
        if json { try Output.json(rows) } else { Output.print(ProgramText.templateList(rows)) }
    }
}
