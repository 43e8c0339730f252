import ArgumentParser
import StrengthKit

struct SplitDayUnassignCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unassign", abstract: "Take templates off a day (a day keeps at least one; the templates stay).")

    @OptionGroup var global: GlobalOptions
    @OptionGroup var splitDay: SplitDayArguments

    @Argument(help: "Templates (name or id) to take off.")
    var templates: [String] = []

    func validate() throws {
        if templates.isEmpty { throw ValidationError("give at least one template to unassign") }
    }

    func run() throws {
        try global.changeSplit(splitDay.split) { split, data in
            let ids = try templates.map { try ProgramLookup.template($0, in: data.programs).id }
            try ProgramEditor.unassign(ids, fromDay: try splitDay.dayID(in: split), ofSplit: split.id, in: &data)
        }
    }
}
