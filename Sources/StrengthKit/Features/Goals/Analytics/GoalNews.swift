/// What a change to the history did to the goals: the goals it achieved, which were not achieved
/// before it. Made here once for every command that adds workouts or sets — `log`, `workout finish`
/// and `history edit` say each goal on its line, `import` sums them up in one — so that no command
/// tells it apart from another.
package struct GoalNews: Sendable {
    /// The goals set before the change, not achieved then and achieved after it, in the order they were set.
    package let achieved: [GoalStatus]

    /// The news of going from `before` to `after`, both evaluated on `today` (nothing dated after it counts).
    package init(before: ProjectData, after: ProjectData, today: LocalDay) {
        // Without goals there is no news, and a 5,000-workout import need not be walked twice for it.
        guard !before.goals.isEmpty else {
            achieved = []
            return
        }
        // Only the goals set before: an export document that brings its own achieved goals restores them, it does not achieve them.
        let pending = Set(GoalEvaluator.evaluate(before.goals, in: before, today: today).filter { $0.achievement == nil }.map(\.goal.id))
        achieved = GoalEvaluator.evaluate(after.goals.filter { pending.contains($0.id) }, in: after, today: today)
            .filter { $0.achievement != nil }
    }

    /// One line a goal: `Goal achieved: Squat e1RM 140 kg — 141.3 kg e1RM (goal squat-e1rm)`.
    package func lines(wording: GoalWording) -> [String] {
        achieved.map(wording.achieved)
    }

    /// All of it in one line, for an import's summary: `2 goals achieved: Squat e1RM 140 kg (goal
    /// squat-e1rm), 4 workouts a week (goal four-a-week).`, or what a dry run would achieve; `nil` when
    /// there is no news.
    package func summary(wording: GoalWording, dryRun: Bool) -> String? {
        guard !achieved.isEmpty else { return nil }
        let goals = achieved.map { "\(wording.target($0.goal)) (goal \($0.goal.id))" }
        return (dryRun ? "Would achieve " + NumberText.counted(achieved.count, "goal") : NumberText.counted(achieved.count, "goal") + " achieved")
            + ": " + goals.joined(separator: ", ") + "."
    }
}
