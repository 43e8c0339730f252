import Foundation

/// One value per training week, a smoothed trend through them, the weeks that set a record and the
/// light weeks (deloads) — what an exercise's trend chart draws instead of a line through every session.
///
/// A heavy day and a volume day in the same week make a saw-tooth when every session is a point; the
/// week's best (or, for volume, its total) is one honest point per week. The trend is an exponentially
/// weighted average of those points that light weeks do not pull down: a deload is planned, not lost
/// strength. A run of low weeks longer than `longestLightRun` is no deload but the new level, so those
/// weeks count as ordinary and the trend follows them.
struct WeeklyTrend: Hashable, Sendable {
    /// How a week's sessions become its one value.
    enum Aggregate: Hashable, Sendable {
        /// The week's best session value (highest, or lowest when lower is better).
        case best
        /// The sum of the week's session values (volume).
        case total
    }

    /// One training week.
    struct Week: Hashable, Sendable {
        /// The first day of the week.
        var weekStart: LocalDay
        /// The week's best or total.
        var value: Double
        /// The smoothed trend at this week, after this week's value (light weeks leave it unchanged).
        var trend: Double
        /// Better than every earlier week (the first week sets no record).
        var isRecord: Bool
        /// Well below the trend in a short run: a deload or an easy week, drawn lighter.
        var isLight: Bool
    }

    /// Training weeks in order; weeks without a session are absent.
    var weeks: [Week]

    /// How much of the distance to a new week's value the trend moves in one week.
    static let smoothing = 0.35
    /// Low runs of up to this many weeks are light weeks; a longer run is the new level.
    static let longestLightRun = 2
    /// After a break of more than this many weeks the old trend says nothing about the new week, so
    /// it is not judged light.
    static let longestGapWeeks = 4

    /// Weekly values from `points` (one per session, any order; non-finite values are skipped).
    /// A week is light when its value is under `lightFraction` of the trend before it (over its
    /// inverse when `lowerIsBetter`).
    init(points: [(day: LocalDay, value: Double)], weeks calendar: TrainingWeeks, aggregate: Aggregate,
         lowerIsBetter: Bool = false, lightFraction: Double = 0.9) {
        // Points come oldest first (otherwise they are put in week order, keeping their order within
        // a week), so each week's points are neighbours and fold in the order given, as they would
        // into a dictionary of weeks — without hashing and sorting one.
        var weekly = points.filter(\.value.isFinite).map { (start: calendar.weekStart(of: $0.day), value: $0.value) }
        if !zip(weekly, weekly.dropFirst()).allSatisfy({ $0.start <= $1.start }) {
            weekly = weekly.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
        }
        var starts: [LocalDay] = []
        var values: [Double] = []
        for (start, value) in weekly {
            guard starts.last == start, let last = values.last else {
                starts.append(start)
                values.append(value)
                continue
            }
            switch aggregate {
            case .total: values[values.count - 1] = last + value
            case .best: values[values.count - 1] = lowerIsBetter ? min(last, value) : max(last, value)
            }
        }
        let better = { (a: Double, b: Double) in lowerIsBetter ? a < b : a > b }
        let isLow = { (value: Double, trend: Double) in
            lowerIsBetter ? value > trend / lightFraction : value < trend * lightFraction
        }
        let gapWeeks = { (index: Int) in
            index == 0 ? 0 : (starts[index].daysSinceEpoch - starts[index - 1].daysSinceEpoch) / 7
        }

        var light = Array(repeating: false, count: starts.count)
        var trends = Array(repeating: 0.0, count: starts.count)
        var trend: Double?
        var index = 0
        while index < starts.count {
            guard let current = trend else {
                trend = values[index]
                trends[index] = values[index]
                index += 1
                continue
            }
            // A low run is judged as a whole against the trend before it.
            var end = index
            while end < starts.count, gapWeeks(end) <= WeeklyTrend.longestGapWeeks, isLow(values[end], current) { end += 1 }
            if end > index, end - index <= WeeklyTrend.longestLightRun {
                for lightIndex in index..<end {
                    light[lightIndex] = true
                    trends[lightIndex] = current
                }
                index = end
                continue
            }
            // An ordinary week, or a long low run taken whole, so that its tail is not judged again.
            var level = current
            for ordinary in index..<max(end, index + 1) {
                let kept = pow(1 - WeeklyTrend.smoothing, Double(max(gapWeeks(ordinary), 1)))
                level = values[ordinary] + (level - values[ordinary]) * kept
                trends[ordinary] = level
            }
            trend = level
            index = max(end, index + 1)
        }

        var best: Double?
        weeks = starts.indices.map { index in
            let value = values[index]
            let isRecord = best.map { better(value, $0) } ?? false
            if best.map({ better(value, $0) }) ?? true { best = value }
            return Week(weekStart: starts[index], value: value, trend: trends[index], isRecord: isRecord, isLight: light[index])
        }
    }

    /// The weeks that start on or after `day`, for a chart of the recent years of a long history;
    /// records and the trend still count every earlier week.
    func weeks(from day: LocalDay) -> [Week] {
        weeks.filter { $0.weekStart >= day }
    }
}
