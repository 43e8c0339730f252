import ArgumentParser
import StrengthKit

struct TemplateAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a template.",
        discussion: """
            Each entry is EXERCISE: TARGET. Targets: 3x5 (sets x reps), 3x8-12 (a rep range), 3x5@8 (at RPE 8), \
            3x5 80kg (at a weight; the project's unit when none is written), 3x60s or 3x1:30 (a time), \
            1x5km or 4x400m (a distance).
            Example:
              strength-site template add "Push A" --notes "Heavy *push*" \\
                "Bench Press: 3x5" "Overhead Press: 3x8-12" "Triceps Pushdown: 3x10-15"
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The template's name.")
    var name: String

    @Argument(help: ArgumentHelp("Exercises in order: \"EXERCISE: TARGET\".", valueName: "entry"))
    var entries: [String] = []

    @Option(help: "Template notes (Markdown).")
    var notes: String?

    @Option(name: .customLong("exercise-notes"), help: ArgumentHelp("Notes for one exercise: \"EXERCISE: NOTES\"; repeat for more.", valueName: "entry"))
    var exerciseNotes: [String] = []

    @Flag(name: .customLong("create-exercises"), help: "Create exercises that are not in the library (type from the target).")
    var createExercises = false

    @Flag(help: "Print the template as JSON.")
    var json = false

    func validate() throws {
        if entries.isEmpty { throw ValidationError("give at least one exercise, e.g. \"Bench Press: 3x5\"") }
    }

    func run() throws {
        let (result, _) = try global.store.update { data in
            let outcome = try TemplateWriter.add(name: name, notes: notes, entries: entries, exerciseNotes: exerciseNotes,
                                                 createExercises: createExercises, to: &data)
            return (outcome, TemplateDetail(outcome.template, in: data, today: global.todayDay(in: data.timeZone)))
        }
        for exercise in result.0.createdExercises { Output.note(ProgramText.created(exercise)) }
        if json {
            try Output.json(result.1)
        } else {
            Output.print("Added template \"\(result.0.template.name)\" (\(result.0.template.id))\n\n" + ProgramText.templateDetail(result.1))
        }
    }
}
