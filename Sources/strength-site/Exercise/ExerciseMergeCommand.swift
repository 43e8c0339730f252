import ArgumentParser
import StrengthKit

struct ExerciseMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge", abstract: "Merge one exercise into another: its sets, names and plans (asks first; writes a backup).",
        discussion: """
        Every set of FROM becomes a set of INTO; a workout that logged both keeps one INTO entry, where the \
        first of the two was. FROM's name and aliases become INTO's aliases, templates that plan FROM plan \
        INTO, and FROM leaves the library; records follow the sets. INTO keeps its name, type, favourite and \
        archived flags (and its categories, or takes FROM's when it has none). The types must match, or every \
        set must convert: weight × reps or reps only into bodyweight reps, bodyweight reps with no load into \
        reps only, duration into distance & duration and back when there is no distance. \
        `exercise suggest` lists likely pairs.
        """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The exercise to merge away (name, alias or id).")
    var from: String

    @Argument(help: "The exercise that gets its sets and names (name, alias or id).")
    var into: String

    @Flag(help: "Print what would change and change nothing.")
    var dryRun = false

    @OptionGroup var confirmation: Confirmation

    @Flag(help: "Print the report as JSON.")
    var json = false

    func run() throws {
        let data = try global.store.load()
        let (source, target) = try pair(in: data)
        var (_, preview) = try ExerciseMerger.merge(from: source.id, into: target.id, in: data)
        if dryRun {
            preview.dryRun = true
            try show(preview)
            return
        }
        let sets = "\(NumberText.counted(preview.setsMoved, "set"))"
        let workouts = "\(NumberText.counted(preview.workouts.count, "workout"))"
        let question = "Merge \"\(source.name)\" into \"\(target.name)\" (\(sets) in \(workouts))?"
        try confirmation.change(asking: question, global, backup: "exercise-merge") { data in
            let (merged, report) = try ExerciseMerger.merge(from: source.id, into: target.id, in: data)
            data = merged
            return report
        } done: { report in
            try show(report)
        }
    }

    /// FROM and INTO as the store has them; FROM given by a name INTO already answers to was most
    /// likely merged before.
    private func pair(in data: ProjectData) throws -> (Exercise, Exercise) {
        let source = try ExerciseLookup.find(from, in: data)
        let target = try ExerciseLookup.find(into, in: data)
        if source.id == target.id {
            let byItsOwnName = from == source.id || NameKey.of(from) == NameKey.of(source.name)
            throw byItsOwnName ? ExerciseMergeError.sameExercise(source.name) : ExerciseMergeError.alreadyANameOf(given: from, into: target.name)
        }
        return (source, target)
    }

    private func show(_ report: MergeReport) throws {
        if json { try Output.json(report) } else { Output.print(MergeText.report(report)) }
    }
}
