extension DashboardPageKind {
    /// The dashboard's goals: each with its progress (a bar and its percentage), its current value and
    /// its outlook as `goal list` words them, the day an achieved goal was met linked to its workout,
    /// and a link to its exercise. Only those the site publishes (`SiteContext.goals`).
    static func goals(_ site: SiteContext, from page: String) -> [Page.Goal] {
        let wording = site.shared.goalWording
        return site.goals.map { status in
            let goal = status.goal
            return Page.Goal(
                anchor: "goal-" + goal.id, title: wording.title(goal),
                href: goal.target.exercise.map { SitePaths.link(from: page, to: ExercisePageKind.path($0)) } ?? "",
                percent: status.progressPercent.map(String.init) ?? "", progress: wording.progress(status),
                current: wording.current(status),
                outlook: GoalOutlookLine(status.outlook, of: goal, workoutName: status.achievement?.workoutID.map(site.workoutName),
                                         shared: site.shared, from: page),
                isAchieved: status.achievement != nil)
        }
    }
}
