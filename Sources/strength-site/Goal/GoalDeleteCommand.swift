import ArgumentParser
import StrengthKit

struct GoalDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete a goal (asks first; writes a backup).")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The goal's id (goal list shows them).")
    var goal: String

    @OptionGroup var confirmation: Confirmation

    func run() throws {
        let data = try global.store.load()
        let found = try GoalEditor.goal(goal, in: data)
        let title = GoalWording(data: data).title(found)
        try confirmation.change(asking: "Delete goal \(found.id) (\(title))?", global, backup: "goal-delete") { data in
            try GoalEditor.delete(id: found.id, in: &data)
        } done: { _ in
            Output.print("Deleted goal \(found.id) (\(title))\n")
        }
    }
}
