/// The two commands that decide a held set: confirm it as it is, or fix it.
///
/// `strength-site history confirm 2025-03-14-1800-upper --exercise "Deadlift" --set 2` and
/// `strength-site history edit 2025-03-14-1800-upper --exercise "Deadlift" --set 2 --to 140kgx5`. The
/// exercise is named, unless the workout has it twice (then its place is given). The fix is what the
/// rule suggests (a tenth of a weight typed with a zero too many), else the set's own value to change;
/// its weights name their unit, so the command means the same after the project's unit is switched.
package struct HeldSetCommands: Hashable, Sendable {
    package var confirm: String
    package var fix: String
    /// For a load held as body weight typed as load: the command that takes it, and its exercise's
    /// others, as body weight.
    package var asBodyWeight: String

    /// - Parameters:
    ///   - entry, number: the set's place: `workout.exercises[entry].sets[number]`.
    ///   - suggested: the set as the rule suggests it was meant, if it does.
    init(workout: Workout, entry: Int, number: Int, exercise: Exercise, suggested: WorkoutSet?, format: DisplayFormatter) {
        let twice = workout.exercises.filter { $0.exercise == exercise.id }.count > 1
        let place = "\(workout.id) --exercise " + (twice ? "\(entry + 1)" : ShellWord.quoted(exercise.name)) + " --set \(number + 1)"
        let set = suggested ?? workout.exercises[entry].sets[number]
        confirm = "strength-site history confirm " + place
        let typed = format.typed(set, type: exercise.type, namingTheUnit: true)
        fix = "strength-site history edit " + place + " --to " + (typed.contains(" ") ? ShellWord.quoted(typed) : typed)
        asBodyWeight = Self.asBodyWeight(exercise)
    }

    /// `strength-site history confirm --exercise "Chin Up" --as-body-weight`.
    static func asBodyWeight(_ exercise: Exercise) -> String {
        "strength-site history confirm --exercise \(ShellWord.quoted(exercise.name)) --as-body-weight"
    }
}
