import ArgumentParser
import StrengthKit

struct ExerciseDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete an exercise; one with logged history is archived instead.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Name, alias or id.")
    var name: String

    func run() throws {
        let (result, _) = try global.store.update { data in
            let exercise = try ExerciseLookup.find(name, in: data)
            return (exercise, try LibraryEditor.deleteExercise(id: exercise.id, in: &data))
        }
        switch result.1 {
        case .deleted:
            Output.print("Deleted \"\(result.0.name)\"\n")
        case .archivedBecauseOfHistory(let workouts):
            Output.print("\"\(result.0.name)\" appears in \(workouts) workout(s), so it was archived instead of deleted; its history stays\n")
        }
    }
}
