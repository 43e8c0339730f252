extension DashboardPageKind {
    /// "2 lifts have stalled", linking the Progress page's stalled group; empty when none has, so that
    /// the dashboard says nothing rather than "0 lifts".
    static func stalled(_ site: SiteContext) -> String {
        let count = ProgressPageKind.statuses(site).count { $0.status.key == "stalled" }
        guard count > 0 else { return "" }
        return NumberText.counted(count, "lift") + (count == 1 ? " has" : " have") + " stalled"
    }

    /// What stalled means, from the evaluator's thresholds.
    static var stalledNote: String {
        "no new best in at least \(NumberText.counted(ProgressEvaluator.stallWeeks, "week")) and "
            + NumberText.counted(ProgressEvaluator.stallSessions, "session")
    }
}
