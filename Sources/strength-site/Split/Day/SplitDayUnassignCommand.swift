import ArgumentParser
import StrengthKit

struct SplitDayUnassignCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unassign", abstract: "Take templates off a day (a day keeps at least one; the templates stay).")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Name or id of the split.")
    var split: String

    @Argument(help: "Name, id or position of the day.")
    var day: String

    @Argument(help: "Templates (name or id) to take off.")
    var templates: [String] = []

    func validate() throws {
        if templates.isEmpty { throw ValidationError("give at least one template to unassign") }
    }

    func run() throws {
        let (detail, _) = try global.store.update { data in
            let found = try ProgramLookup.split(split, in: data.programs)
            let ids = try templates.map { try ProgramLookup.template($0, in: data.programs).id }
            try ProgramEditor.unassign(ids, fromDay: try ProgramLookup.day(day, of: found).id, ofSplit: found.id, in: &data)
            return SplitDetail(try ProgramLookup.split(found.id, in: data.programs), in: data)
        }
        Output.print(ProgramText.splitDetail(detail))
    }
}
