/// A time axis over days: ticks every day, week, month, quarter or year — the finest interval whose
/// labels fit — with the year written under the first tick and wherever it changes.
struct DateAxis: Equatable, Sendable {
    /// One labelled tick.
    struct Tick: Equatable, Sendable {
        let day: LocalDay
        /// `3 Mar`, `Mar` or `2025`.
        let label: String
        /// The year under a day or month label where the year starts or changes; otherwise nil.
        let year: String?
    }

    /// The interval between ticks.
    enum Interval: Equatable, Sendable {
        case days(Int)
        case weeks(Int)
        case months(Int)
        case years(Int)
    }

    /// The first and last day of the axis (a lone day gets three days either side, so it sits centred).
    let first: LocalDay
    let last: LocalDay
    let interval: Interval
    let ticks: [Tick]

    init(first: LocalDay, last: LocalDay, maximumTickCount: Int) {
        let (low, high) = first <= last ? (first, last) : (last, first)
        if low == high {
            self.first = low.adding(days: -3)
            self.last = high.adding(days: 3)
        } else {
            self.first = low
            self.last = high
        }
        let limit = max(maximumTickCount, 2)
        let span = self.last.daysSinceEpoch - self.first.daysSinceEpoch
        for interval in DateAxis.candidates(span: span) {
            // Estimate first, so a decade never walks day by day.
            guard DateAxis.estimatedCount(interval, span: span) <= Double(limit) + 1 else { continue }
            let days = DateAxis.tickDays(interval, from: self.first, to: self.last)
            guard days.count <= limit else { continue }
            self.interval = interval
            ticks = DateAxis.label(days, interval: interval)
            return
        }
        interval = .years(Int.max)  // unreachable for real spans; keeps the axis valid with no ticks
        ticks = []
    }

    /// Maps `day` linearly from `first...last` to `start...end`.
    func position(of day: LocalDay, from start: Double, to end: Double) -> Double {
        let span = Double(last.daysSinceEpoch - first.daysSinceEpoch)
        return start + Double(day.daysSinceEpoch - first.daysSinceEpoch) / span * (end - start)
    }

    static func candidates(span: Int) -> [Interval] {
        var result: [Interval] = [.days(1), .days(2), .weeks(1), .weeks(2), .months(1), .months(2), .months(3), .months(6)]
        // 1, 2, 5, 10, 20, 50, ... years, until one step is longer than the whole span.
        var years = 1
        while years <= 20_000 {
            result.append(.years(years))
            if years > span / 365 { break }
            years = String(years).first == "2" ? years / 2 * 5 : years * 2
        }
        return result
    }

    static func estimatedCount(_ interval: Interval, span: Int) -> Double {
        let days: Double = switch interval {
        case .days(let n): Double(n)
        case .weeks(let n): Double(7 * n)
        case .months(let n): 30.4 * Double(n)
        case .years(let n): 365.2 * Double(n)
        }
        return Double(span) / days
    }

    static func tickDays(_ interval: Interval, from first: LocalDay, to last: LocalDay) -> [LocalDay] {
        switch interval {
        case .days(let n):
            return everyNthDay(n, origin: 0, from: first, to: last)
        case .weeks(let n):
            // Counted from Monday 1970-01-05, so week ticks sit on Mondays.
            return everyNthDay(7 * n, origin: 4, from: first, to: last)
        case .months(let n):
            var days: [LocalDay] = []
            var (year, month) = (first.year, first.month)
            while n > 0, let day = LocalDay(year: year, month: month, day: 1), day <= last {
                if day >= first, (month - 1) % n == 0 { days.append(day) }
                (year, month) = month == 12 ? (year + 1, 1) : (year, month + 1)
            }
            return days
        case .years(let n):
            var days: [LocalDay] = []
            var year = first.month == 1 && first.day == 1 ? first.year : first.year + 1
            if n > 1 { year = (year + n - 1) / n * n }
            while n > 0, let day = LocalDay(year: year, month: 1, day: 1), day <= last {
                days.append(day)
                year += n
            }
            return days
        }
    }

    /// Days whose number since `origin` is a multiple of `length`, within `first...last`.
    private static func everyNthDay(_ length: Int, origin: Int, from first: LocalDay, to last: LocalDay) -> [LocalDay] {
        guard length > 0 else { return [] }
        let offset = first.daysSinceEpoch - origin
        // Round up to the next multiple, also for days before the origin.
        var day = origin + (offset >= 0 ? (offset + length - 1) / length : -((-offset) / length)) * length
        var days: [LocalDay] = []
        while day <= last.daysSinceEpoch {
            days.append(LocalDay(daysSinceEpoch: day))
            day += length
        }
        return days
    }

    static func label(_ days: [LocalDay], interval: Interval) -> [Tick] {
        var previousYear: Int?
        return days.map { day in
            defer { previousYear = day.year }
            let year = previousYear == day.year ? nil : String(day.year)
            switch interval {
            case .days, .weeks: return Tick(day: day, label: ChartText.dayAndMonth(day), year: year)
            case .months: return Tick(day: day, label: DisplayFormatter.monthNames[day.month - 1], year: year)
            case .years: return Tick(day: day, label: String(day.year), year: nil)
            }
        }
    }
}

extension DateAxis {
    /// Baseline, tick marks and two-line date labels (the year only where it starts or changes), for
    /// a plot from `left` to `right` with its baseline at `bottom`; `x` places a day.
    func markup(x: (LocalDay) -> Double, left: Double, right: Double, bottom: Double, fontSize: Double,
                chartWidth: Double) -> String {
        var marks = "M\(SVGNumber.text(left)) \(SVGNumber.text(bottom))H\(SVGNumber.text(right))"
        var labels = "<g class=\"ch-tick\" text-anchor=\"middle\" fill-opacity=\"\(ChartStyle.tickOpacity)\">"
        for tick in ticks {
            let position = x(tick.day)
            marks += "M\(SVGNumber.text(position)) \(SVGNumber.text(bottom))v4"
            // Keep labels inside the viewBox at the ends.
            let widest = max(tick.label.count, tick.year?.count ?? 0)
            let half = ChartText.width(of: String(repeating: "0", count: widest), fontSize: fontSize) / 2
            let center = min(max(position, half + 1), chartWidth - half - 1)
            labels += "<text x=\"\(SVGNumber.text(center))\" y=\"\(SVGNumber.text(bottom + 15))\">\(Markup.escape(tick.label))</text>"
            if let year = tick.year {
                labels += "<text x=\"\(SVGNumber.text(center))\" y=\"\(SVGNumber.text(bottom + 28))\">\(year)</text>"
            }
        }
        return "<path class=\"ch-axis\" d=\"\(marks)\" stroke=\"currentColor\" stroke-opacity=\"\(ChartStyle.axisOpacity)\"/>"
            + labels + "</g>"
    }
}
