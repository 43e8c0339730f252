import ArgumentParser
import StrengthKit

struct TemplateEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Rename a template, change its notes, add, remove or move exercises, change targets.",
        discussion: """
            Exercises are named by name, alias, id or their position in the template (1 is the first). The changes \
            are made in this order: --name, --notes, --remove, --add, --target, --exercise-notes, --move. \
            The id stays when the template is renamed, so split days and workouts keep it.
            Examples:
              strength-site template edit "Push A" --target "Overhead Press: 4x6-10" \\
                --add "Lateral Raise: 3x12-20"
              strength-site template edit "Push A" --remove "Triceps Pushdown" \\
                --move "Overhead Press" --to 1
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Name or id of the template.")
    var template: String

    @Option(help: "New name.")
    var name: String?

    @Option(help: "New notes (Markdown); an empty string removes them.")
    var notes: String?

    @Option(help: ArgumentHelp("Take an exercise out; repeat for more.", valueName: "exercise"))
    var remove: [String] = []

    @Option(help: ArgumentHelp("Append an exercise: \"EXERCISE: TARGET\"; repeat for more.", valueName: "entry"))
    var add: [String] = []

    @Option(help: ArgumentHelp("A new target for an exercise in the template: \"EXERCISE: TARGET\"; repeat for more.", valueName: "entry"))
    var target: [String] = []

    @Option(name: .customLong("exercise-notes"), help: ArgumentHelp("Notes for an exercise: \"EXERCISE: NOTES\" (empty notes remove them).", valueName: "entry"))
    var exerciseNotes: [String] = []

    @Option(help: ArgumentHelp("Move an exercise to the position given by --to.", valueName: "exercise"))
    var move: String?

    @Option(help: ArgumentHelp("Where --move puts the exercise (1 is the first).", valueName: "position"))
    var to: Int?

    @Flag(name: .customLong("create-exercises"), help: "Create exercises named by --add that are not in the library.")
    var createExercises = false

    @Flag(help: "Print the template as JSON.")
    var json = false

    func validate() throws {
        if (move == nil) != (to == nil) { throw ValidationError("--move and --to go together: --move EXERCISE --to POSITION") }
        if name == nil, notes == nil, remove.isEmpty, add.isEmpty, target.isEmpty, exerciseNotes.isEmpty, move == nil {
            throw ValidationError("nothing to change: give --name, --notes, --remove, --add, --target, --exercise-notes or --move")
        }
    }

    func run() throws {
        let edit = TemplateWriter.Edit(name: name, notes: notes, remove: remove, add: add, targets: target, exerciseNotes: exerciseNotes,
                                       move: move.flatMap { exercise in to.map { (exercise, $0) } }, createExercises: createExercises)
        let (result, _) = try global.store.update { data in
            let found = try ProgramLookup.template(template, in: data.programs)
            let outcome = try TemplateWriter.edit(id: found.id, edit, in: &data)
            return (outcome, TemplateDetail(outcome.template, in: data, today: global.todayDay(in: data.timeZone)))
        }
        for exercise in result.0.createdExercises { Output.note(ProgramText.created(exercise)) }
        if json {
            try Output.json(result.1)
        } else {
            Output.print("Saved template \"\(result.0.template.name)\"\n\n" + ProgramText.templateDetail(result.1))
        }
    }
}
