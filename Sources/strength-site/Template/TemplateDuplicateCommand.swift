import ArgumentParser
import StrengthKit

struct TemplateDuplicateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "duplicate", abstract: "Copy a template under a new name (its exercises, targets and notes).")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Name or id of the template to copy.")
    var template: String

    @Argument(help: "The copy's name.")
    var name: String

    @Flag(help: "Print the copy as JSON.")
    var json = false

    func run() throws {
        let (result, _) = try global.store.update { data in
            let original = try ProgramLookup.template(template, in: data.programs)
            let copy = try ProgramEditor.duplicateTemplate(id: original.id, as: name, in: &data)
            return (original, TemplateDetail(copy, in: data, today: global.todayDay(in: data.timeZone)))
        }
        if json {
            try Output.json(result.1)
        } else {
            Output.print("Copied \"\(result.0.name)\" to \"\(name.trimmingCharacters(in: .whitespacesAndNewlines))\"\n\n" + ProgramText.templateDetail(result.1))
        }
    }
}
