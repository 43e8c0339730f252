/// A lift's `ProgressStatus` and what changed around a stall (`StallChange`) in words: the same for
/// the Progress page, the exercise page and any other place that names a status, so that they say it alike.
/// Described, never prescribed (issue 43): the words say what the numbers did, not what to do.
struct ProgressWording: Sendable {
    let format: DisplayFormatter

    /// The group a status falls in, as a heading: "Stalled", "Not enough data".
    static func label(_ status: ProgressStatus) -> String {
        switch status {
        case .returning: "Returning"
        case .stalled: "Stalled"
        case .declining: "Declining"
        case .gaining: "Gaining"
        case .flat: "Flat"
        case .notEnoughData: "Not enough data"
        }
    }

    /// A value of the series a status reads (`ProgressEvaluator.series`), in its own terms:
    /// `140 kg e1RM`, `12 reps`, `1:30`, `5:00 /km`.
    func value(_ value: Double, type: ExerciseType) -> String {
        switch type {
        case .weightReps: format.estimatedWeight(value) + " e1RM"
        case .bodyweightReps, .repsOnly: NumberText.counted(Int(value.rounded()), "rep")
        case .duration, .weightDuration: format.clock(Int(value.rounded()))
        case .distanceDuration: format.pace(secondsPerKilometer: value)
        }
    }

    /// The status in one sentence, its group's label apart: "Since Sat 12 Sep 2026: 9 sessions without
    /// a new best of 140 kg e1RM.", "+0.4 % a week over the recent window.".
    func detail(_ status: ProgressStatus, type: ExerciseType) -> String {
        switch status {
        case .stalled(let since, let sessions, let best):
            "Since \(format.date(since)): \(NumberText.counted(sessions, "session")) without beating its best of \(value(best, type: type))."
        case .returning(let since, let best):
            "Back since \(format.date(since)) after a break; best before it \(value(best, type: type))."
        case .declining(let share), .gaining(let share), .flat(let share):
            "\(Self.slope(share)) a week, fitted through the weekly bests."
        case .notEnoughData(let count):
            "\(NumberText.counted(count, "weekly value")) in the window; a trend needs \(ProgressEvaluator.minimumWeeklyValues)."
        }
    }

    /// A slope share as a signed percentage, better positive: "+0.4 %", "−1.2 %", "0 %".
    static func slope(_ share: Double) -> String {
        let percent = (share * 1000).rounded() / 10
        let text = NumberText.decimal(abs(percent), maximumFractionDigits: 1) + " %"
        return percent > 0 ? "+" + text : percent < 0 ? "−" + text : text
    }

    /// "sessions a week 2.1 → 1.2; working sets a week 12 → 8; reps 5–8 → 3–5; RPE 8 → 9": the
    /// figures before the stall against during it, a figure left out when a side has none. Each names
    /// its figure first: a rate is no count, and "1 sessions a week" would read wrong.
    static func changeLine(_ change: StallChange) -> String {
        func rate(_ value: Double) -> String { NumberText.decimal(value, maximumFractionDigits: 1) }
        var parts = [
            "sessions a week \(rate(change.sessionsAWeek.before)) → \(rate(change.sessionsAWeek.during))",
            "working sets a week \(rate(change.workingSetsAWeek.before)) → \(rate(change.workingSetsAWeek.during))",
        ]
        if let before = change.repRange.before, let during = change.repRange.during {
            parts.append("reps \(before) → \(during)")
        }
        if let before = change.meanRPE.before, let during = change.meanRPE.during {
            parts.append("RPE \(rate(before)) → \(rate(during))")
        }
        return parts.joined(separator: "; ")
    }
}
