/// A goal and its status in words, in the display unit, or in the unit the goal was typed in
/// (`Goal.typedUnit`): what `goal list|show`, `stats`, `log` and the site say of it, so that they all
/// say it alike.
package struct GoalWording: Sendable {
    let format: DisplayFormatter
    let exerciseNames: [String: String]
    let workoutNames: [String: String]
    let repCap: Int

    package init(data: ProjectData) {
        self.init(format: DisplayFormatter(unit: data.settings.units),
                  exerciseNames: data.library.namesByID,
                  workoutNames: Dictionary(data.workouts.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first }),
                  repCap: data.settings.oneRepMax.repCap)
    }

    /// The site's wording, from what every page reads; it names the workout that achieved a goal only
    /// when told its name (`outlookParts`), so it needs no table of every workout.
    init(format: DisplayFormatter, exerciseNames: [String: String], workoutNames: [String: String] = [:], repCap: Int) {
        self.format = format
        self.exerciseNames = exerciseNames
        self.workoutNames = workoutNames
        self.repCap = repCap
    }

    package func exerciseName(_ id: String) -> String { exerciseNames[id] ?? id }

    /// The goal's weights in the unit it was typed in (`--e1rm 200lb` in a kg project), else the display unit.
    func formatter(of goal: Goal) -> DisplayFormatter {
        goal.typedUnit.map { DisplayFormatter(unit: $0) } ?? format
    }

    /// `Squat e1RM 140 kg`, `Bench Press 100 kg × 5`, `Body weight 80 kg`, `4 workouts a week`.
    package func target(_ goal: Goal) -> String {
        let format = formatter(of: goal)
        return switch goal.target {
        case .e1rm(let exercise, let kg): "\(exerciseName(exercise)) e1RM \(format.weight(kg))"
        case .set(let exercise, let kg, let reps): "\(exerciseName(exercise)) \(format.weight(kg)) × \(reps)"
        case .bodyWeight(let kg): "Body weight \(format.weight(kg))"
        case .workoutsPerWeek(let count): NumberText.counted(count, "workout") + " a week"
        }
    }

    /// `Squat e1RM 140 kg by Tue 1 Jun 2027`.
    package func title(_ goal: Goal) -> String {
        target(goal) + (goal.deadline.map { " by " + format.date($0) } ?? "")
    }

    /// The current value and what it is: `127.5 kg, the best e1RM of the last 12 weeks (Mon 23 Nov 2026)`,
    /// or of `the 12 weeks to Tue 10 Jan 2023` when the recent window follows an older history;
    /// for workouts a week, the mean of the complete weeks and this week's apart, so that a run this week
    /// began is never read against a mean that leaves it out.
    package func current(_ status: GoalStatus) -> String {
        let format = formatter(of: status.goal)
        let window = status.window.phrase(date: format.date)
        return switch status.goal.target {
        case .e1rm:
            status.current.map { "\(format.estimatedWeight($0.value)), the best e1RM of \(window) (\(format.date($0.day)))" }
                ?? "no session in \(window)"
        case .set(_, _, let reps):
            status.current.map { "\(format.weight($0.value)) for \(reps) or more reps, the heaviest in \(window) (\(format.date($0.day)))" }
                ?? "no set of \(reps) or more reps in \(window)"
        case .bodyWeight:
            status.current.map { "\(format.weight($0.value)) on \(format.date($0.day))" } ?? "no body weight logged yet"
        case .workoutsPerWeek(let count):
            frequency(status, target: count)
        }
    }

    /// `0.75 a week over the last 4 complete weeks; 3 so far this week`, and `; 3 or more for 5 weeks in a
    /// row` when complete weeks met the target (the run then counts this week too once it has).
    private func frequency(_ status: GoalStatus, target: Int) -> String {
        let thisWeek = status.workoutsThisWeek ?? 0
        let run = status.weeksMet ?? 0
        var text = "\(NumberText.decimal(status.current?.value ?? 0, maximumFractionDigits: 2)) a week over the last "
            + "\(GoalEvaluator.frequencyWeeks) complete weeks; \(thisWeek) so far this week"
        if run > (thisWeek >= target ? 1 : 0) { text += "; \(target) or more for " + NumberText.counted(run, "week") + " in a row" }
        return text
    }

    /// `62 %`, or `—` when there is nothing to measure it by yet.
    package func progress(_ status: GoalStatus) -> String {
        status.progressPercent.map { "\($0) %" } ?? "—"
    }

    /// Where the goal stands in one sentence: achieved, on track, or why not.
    package func outlook(_ status: GoalStatus) -> String {
        let parts = outlookParts(status.outlook, of: status.goal) { workoutNames[$0] ?? $0 }
        return parts.lead + parts.day + parts.tail
    }

    /// The outlook sentence in three parts: the words before the day an achieved goal was met, that day
    /// (empty for the other outlooks, whose sentence is all `lead`), and the words after, naming the
    /// workout when `workoutName` knows it — so that the site can link the day to the workout.
    func outlookParts(_ outlook: GoalOutlook, of goal: Goal,
                      workoutName: (String) -> String?) -> (lead: String, day: String, tail: String) {
        switch outlook {
        case .achieved(let measure):
            return ("Achieved on ", format.date(measure.day), (measure.workoutID.flatMap(workoutName).map { " (\($0))" } ?? "") + ".")
        case .deadlinePassed(let day):
            return ("Not achieved by the deadline, \(format.date(day)).", "", "")
        case .onTrack(let day):
            return ("On track: at this rate, the trend of \(Self.trendWeeks) gets there on \(format.date(day)).", "", "")
        case .afterDeadline(let day):
            return ("Not on track at this rate: the trend of \(Self.trendWeeks) gets there on \(format.date(day)), after the deadline.", "", "")
        case .notTowardTarget:
            return ("Not on track at this rate: the trend of \(Self.trendWeeks) is flat or moving away from the target.", "", "")
        // None at all: the history ended before these weeks, and the current value beside it is of the
        // recent window of that older history, so "0 weeks" would read as a contradiction of it.
        case .notEnoughData(weeks: 0):
            return ("No projection: nothing toward it in \(Self.trendWeeks), so no trend to project.", "", "")
        case .notEnoughData(let weeks):
            return ("Not enough recent data: \(NumberText.counted(weeks, "week")) with a value in the last \(GoalProjection.weeks), and a trend needs "
                    + "\(GoalProjection.minimumPoints).", "", "")
        case .notProjected:
            if case .set(_, _, let reps) = goal.target {
                return ("No projection: a set of \(NumberText.counted(reps, "rep")) is beyond the \(repCap)-rep cap of the e1RM estimates.", "", "")
            }
            return ("", "", "")
        }
    }

    /// "the last 12 weeks": the calendar weeks a projection runs through, which end with this week.
    package static let trendWeeks = "the last " + NumberText.counted(GoalProjection.weeks, "week")

    /// What `log`, `workout finish` and `history edit` say of a goal the workout achieved (`HistoryNews`).
    package func achieved(_ status: GoalStatus) -> String {
        "Goal achieved: \(target(status.goal))" + (status.achievement.map { " — \(achievedValue($0, of: status.goal))" } ?? "")
            + " (goal \(status.goal.id))"
    }

    /// The value that achieved it: `141.3 kg e1RM`, `100 kg × 5`, `79.8 kg`, `4 a week`.
    private func achievedValue(_ measure: GoalMeasure, of goal: Goal) -> String {
        let format = formatter(of: goal)
        return switch goal.target {
        case .e1rm: "\(format.estimatedWeight(measure.value)) e1RM"
        case .set(_, _, let reps): "\(format.weight(measure.value)) for \(reps) or more reps"
        case .bodyWeight: format.weight(measure.value)
        case .workoutsPerWeek: "\(NumberText.decimal(measure.value, maximumFractionDigits: 2)) a week over " + NumberText.counted(GoalEvaluator.frequencyWeeks, "week")
        }
    }
}
