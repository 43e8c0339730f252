extension GoalOutlookLine {
    /// Made here, at the kinds' tier, since it links to the workout's page.
    init(_ outlook: GoalOutlook, of goal: Goal, workoutName: String?, shared: SharedInputs, from page: String) {
        let parts = shared.goalWording.outlookParts(outlook, of: goal) { _ in workoutName }
        lead = parts.lead
        day = parts.day
        tail = parts.tail
        if case .achieved(let measure) = outlook, let id = measure.workoutID {
            workoutHref = SitePaths.link(from: page, to: WorkoutPageKind.path(id))
        } else {
            workoutHref = ""
        }
    }
}
