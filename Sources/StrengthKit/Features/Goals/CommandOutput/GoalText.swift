/// The terminal text of `goal list|show` and the goals `stats` lists. Pure: statuses in, text out.
package enum GoalText {
    package static func list(_ statuses: [GoalStatus], wording: GoalWording) -> String {
        guard !statuses.isEmpty else {
            return "No goals yet. Set one with `strength-site goal add \"Squat\" --e1rm 140kg --by 2027-06-01`.\n"
        }
        return statuses.map { summary($0, wording: wording, indent: "") }.joined(separator: "\n")
    }

    /// Up to three lines: the goal and its id, progress and the current value, the outlook.
    static func summary(_ status: GoalStatus, wording: GoalWording, indent: String) -> String {
        var lines = ["\(wording.title(status.goal)) (\(status.goal.id))",
                     "  " + (status.progressPercent.map { "\($0) % — now " } ?? "Now: ") + wording.current(status)]
        let outlook = wording.outlook(status)
        if !outlook.isEmpty { lines.append("  " + outlook) }
        return lines.map { indent + $0 }.joined(separator: "\n") + "\n"
    }

    package static func detail(_ status: GoalStatus, wording: GoalWording) -> String {
        let goal = status.goal
        let format = wording.formatter(of: goal)
        var lines = ["\(wording.title(goal)) (\(goal.id))",
                     "  Set on \(format.date(goal.added)), " + (goal.startValue.map { "from " + value($0, of: goal, format: format) } ?? "with no value yet"),
                     "  Now: \(wording.current(status))",
                     "  Progress: \(wording.progress(status))"]
        let outlook = wording.outlook(status)
        if !outlook.isEmpty { lines.append("  " + outlook) }
        if status.achievement == nil, let projection = status.projection, let line = projection.line {
            let weekly = line.slopePerDay * 7
            lines.append("  Trend: \(weekly < 0 ? "−" : "+")\(format.estimatedWeight(abs(weekly))) a week, through "
                         + "\(NumberText.counted(projection.points.count, "weekly value")) of \(GoalWording.trendWeeks)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What `goal add` says before the goal: that it was added, and already achieved when the history
    /// has met it (`GoalStatus.achievement`), so the one line does not read as a goal still ahead.
    package static func addedHeading(_ status: GoalStatus) -> String {
        status.achievement == nil ? "Added goal" : "Added goal, already achieved"
    }

    /// A goal's value in its terms: `100 kg`, `2.5 a week`.
    static func value(_ value: Double, of goal: Goal, format: DisplayFormatter) -> String {
        switch goal.target {
        case .e1rm: format.estimatedWeight(value)
        case .set, .bodyWeight: format.weight(value)
        case .workoutsPerWeek: NumberText.decimal(value, maximumFractionDigits: 2) + " a week"
        }
    }
}
