import ArgumentParser
import StrengthKit

struct TemplateDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete a template (asks first; writes a backup).",
        discussion: """
            The template is taken off the split days it is on (refused when it is a day's only template), and \
            the workouts that came from it keep their name and sets but no longer name a template.
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Name or id.")
    var template: String

    @OptionGroup var confirmation: Confirmation

    func run() throws {
        let data = try global.store.load()
        let target = try ProgramLookup.template(template, in: data.programs)
        let users = ProgramEditor.users(ofTemplate: target.id, in: data)
        var question = "Delete template \"\(target.name)\""
        var uses: [String] = []
        if !users.days.isEmpty { uses.append("it is on \(users.days.joined(separator: ", ")), which will no longer list it") }
        if users.workoutsCleared > 0 {
            uses.append("\(NumberText.counted(users.workoutsCleared, "workout")) came from it and will no longer name it")
        }
        if users.liveWorkoutCleared { uses.append("the workout under way came from it and keeps its plan") }
        if !uses.isEmpty { question += " (" + uses.joined(separator: "; ") + ")" }
        // Refusals (the only template of a day) come before the question.
        var trial = data
        _ = try ProgramEditor.deleteTemplate(id: target.id, in: &trial)
        try confirmation.change(asking: question + "?", global, backup: "template-delete") { data in
            try ProgramEditor.deleteTemplate(id: target.id, in: &data)
        } done: { deletion in
            var lines = ["Deleted template \"\(target.name)\""]
            if !deletion.days.isEmpty { lines.append("Taken off \(deletion.days.joined(separator: ", "))") }
            if deletion.workoutsCleared > 0 {
                let verb = deletion.workoutsCleared == 1 ? "names" : "name"
                lines.append("\(NumberText.counted(deletion.workoutsCleared, "workout")) that came from it no longer \(verb) a template (their sets are kept)")
            }
            if deletion.liveWorkoutCleared { lines.append("The workout under way keeps its plan and will name no template") }
            Output.print(lines.joined(separator: "\n") + "\n")
        }
    }
}
