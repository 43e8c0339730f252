import ArgumentParser
import StrengthKit

struct SplitDayAssignCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "assign", abstract: "Add templates to a day.")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var splitDay: SplitDayArguments

    @Argument(help: "Templates (name or id) to add.")
    var templates: [String] = []

    func validate() throws {
        if templates.isEmpty { throw ValidationError("give at least one template to assign") }
    }

    func run() throws {
        try global.changeSplit(splitDay.split) { split, data in
            let ids = try templates.map { try ProgramLookup.template($0, in: data.programs).id }
            try ProgramEditor.assign(ids, toDay: try splitDay.dayID(in: split), ofSplit: split.id, in: &data)
        }
    }
}
