import ArgumentParser
import StrengthKit

struct SplitDayAssignCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "assign", abstract: "Add templates to a day.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Name or id of the split.")
    var split: String

    @Argument(help: "Name, id or position of the day.")
    var day: String

    @Argument(help: "Templates (name or id) to add.")
    var templates: [String] = []

    func validate() throws {
        if templates.isEmpty { throw ValidationError("give at least one template to assign") }
    }

    func run() throws {
        let (detail, _) = try global.store.update { data in
            let found = try ProgramLookup.split(split, in: data.programs)
            let ids = try templates.map { try ProgramLookup.template($0, in: data.programs).id }
            try ProgramEditor.assign(ids, toDay: try ProgramLookup.day(day, of: found).id, ofSplit: found.id, in: &data)
            return SplitDetail(try ProgramLookup.split(found.id, in: data.programs), in: data)
        }
        Output.print(ProgramText.splitDetail(detail))
    }
}
