import ArgumentParser
import StrengthKit

struct WorkoutEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Fix the workout under way: change or delete a set, notes, or the order of exercises.",
        discussion: """
            strength-site workout edit --exercise "Bench Press" --set 2 --to 100x6
            strength-site workout edit --exercise 2 --set 3 --delete
            strength-site workout edit --exercise Squat --exercise-notes "belt from set 3" --move-to 1
            strength-site workout edit --notes "felt strong"
            """)

    @OptionGroup var global: GlobalOptions
    @OptionGroup var options: WorkoutEditOptions

    func validate() throws {
        if options.edits.isEmpty { throw ValidationError("nothing to change") }
    }

    func run() throws {
        let (document, _) = try global.store.update { data in
            _ = try LiveWorkout.edit(options.edits, allowOutliers: options.outlier.notATypo, in: &data)
            return SessionDocument(try LiveWorkout.current(in: data), in: data, now: global.nowStamp(in: data.timeZone))
        }
        Output.print(document.text)
    }
}
