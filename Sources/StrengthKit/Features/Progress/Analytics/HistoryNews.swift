/// What a change to the history did: the goals it achieved, which were not achieved before it, and
/// the stalls its sessions broke (`StallBreak`). Made here once for every command that adds workouts
/// or sets — `log`, `workout finish` and `history edit` say each on its line, `import` sums the goals
/// up in one — so that no command tells it apart from another, and goals and stalls travel together.
package struct HistoryNews: Sendable {
    /// The goals set before the change, not achieved then and achieved after it, in the order they were set.
    package let achieved: [GoalStatus]
    /// The stalls the changed workouts broke, by exercise id and day.
    package let stallsBroken: [StallBreak]

    /// The news of going from `before` to `after`, both evaluated on `today` (nothing dated after it
    /// counts). `stalls` reads the stalls the changed workouts broke: `import` leaves it off, since it
    /// says only the goals and a 5,000-workout import need not be analysed for them.
    package init(before: ProjectData, after: ProjectData, today: LocalDay, stalls: Bool = true) {
        achieved = Self.achieved(before: before, after: after, today: today)
        stallsBroken = stalls ? Self.stallsBroken(before: before, after: after, today: today) : []
    }

    private static func achieved(before: ProjectData, after: ProjectData, today: LocalDay) -> [GoalStatus] {
        // Without goals there is no news, and a 5,000-workout import need not be walked twice for it.
        guard !before.goals.isEmpty else { return [] }
        // Only the goals set before: an export document that brings its own achieved goals restores them, it does not achieve them.
        let pending = Set(GoalEvaluator.evaluate(before.goals, in: before, today: today).filter { $0.achievement == nil }.map(\.goal.id))
        return GoalEvaluator.evaluate(after.goals.filter { pending.contains($0.id) }, in: after, today: today)
            .filter { $0.achievement != nil }
    }

    /// The stalls broken by the workouts that are new or changed, less those the same day's sessions
    /// broke before the change: renaming a workout that broke a stall is no news.
    private static func stallsBroken(before: ProjectData, after: ProjectData, today: LocalDay) -> [StallBreak] {
        let unchanged = Set(before.workouts)
        let changed = after.workouts.filter { !unchanged.contains($0) }
        let breaks = StallBreak.breaks(by: changed, in: after, today: today)
        guard !breaks.isEmpty else { return [] }
        let zone = before.timeZone
        let breakDays = Set(breaks.map(\.day))
        let sameDays = before.workouts.filter { breakDays.contains($0.start.local(in: zone).day) }
        let old = Set(StallBreak.breaks(by: sameDays, in: before, today: today).map { [$0.exercise, $0.day.description, $0.since.description] })
        return breaks.filter { !old.contains([$0.exercise, $0.day.description, $0.since.description]) }
    }

    /// One line a goal, then one a stall broken: `Goal achieved: Squat e1RM 140 kg — 141.3 kg e1RM
    /// (goal squat-e1rm)`, `Squat: first new best since 12 Sep, after 9 sessions`.
    package func lines(goals: GoalWording, stalls: StallNews) -> [String] {
        achieved.map(goals.achieved) + stallsBroken.map(stalls.line)
    }

    /// The goals in one line, for an import's summary: `2 goals achieved: Squat e1RM 140 kg (goal
    /// squat-e1rm), 4 workouts a week (goal four-a-week).`, or what a dry run would achieve; `nil` when
    /// there is no news.
    package func summary(wording: GoalWording, dryRun: Bool) -> String? {
        guard !achieved.isEmpty else { return nil }
        let goals = achieved.map { "\(wording.target($0.goal)) (goal \($0.goal.id))" }
        return (dryRun ? "Would achieve " + NumberText.counted(achieved.count, "goal") : NumberText.counted(achieved.count, "goal") + " achieved")
            + ": " + goals.joined(separator: ", ") + "."
    }
}
