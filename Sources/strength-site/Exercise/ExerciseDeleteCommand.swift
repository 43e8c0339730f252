import ArgumentParser
import StrengthKit

struct ExerciseDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete an exercise; one with logged history is archived instead.",
        discussion: "One that templates plan is taken out of them after asking (or with --yes).")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Name, alias or id.")
    var name: String

    @Flag(help: "Take it out of the templates that plan it without asking; needed when not on a terminal.")
    var yes = false

    func run() throws {
        let store = global.store
        let data = try store.load()
        let exercise = try ExerciseLookup.find(name, in: data)
        var trial = data
        var confirmed = false
        if case .deletedFromTemplates(let templates) = try LibraryEditor.deleteExercise(id: exercise.id, removingFromTemplates: true, in: &trial) {
            let names = templates.map { "\"\($0)\"" }.joined(separator: ", ")
            try Confirmation.require("\"\(exercise.name)\" is planned in \(templates.count == 1 ? "template" : "templates") \(names); delete it and take it out of \(templates.count == 1 ? "that template" : "those templates")?",
                                     yes: yes)
            confirmed = true
        }
        let (result, _) = try store.update { data in
            try LibraryEditor.deleteExercise(id: exercise.id, removingFromTemplates: confirmed, in: &data)
        }
        switch result {
        case .deleted:
            Output.print("Deleted \"\(exercise.name)\"\n")
        case .deletedFromTemplates(let templates):
            Output.print("Deleted \"\(exercise.name)\" and took it out of \(templates.map { "\"\($0)\"" }.joined(separator: ", "))\n")
        case .archivedBecauseOfHistory(let workouts):
            Output.print("\"\(exercise.name)\" appears in \(NumberText.counted(workouts, "workout")), so it was archived instead of deleted; its history stays\n")
        }
    }
}
