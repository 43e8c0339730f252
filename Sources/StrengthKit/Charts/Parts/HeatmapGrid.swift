/// The geometry of a calendar heatmap: one column per week, one row per weekday (the configured week
/// start on top), month names over the columns where months begin, and the level of each day.
struct HeatmapGrid: Equatable, Sendable {
    /// Longer ranges keep their last 106 weeks (two years): a page shows one heatmap per year.
    static let maximumWeeks = 106

    let first: LocalDay
    let last: LocalDay
    let weekStart: Weekday
    /// The day in row 0 of column 0 (on or before `first`).
    let origin: LocalDay
    let columnCount: Int

    init(first: LocalDay, last: LocalDay, weekStart: Weekday) {
        var (low, high) = first <= last ? (first, last) : (last, first)
        if high.daysSinceEpoch - low.daysSinceEpoch >= HeatmapGrid.maximumWeeks * 7 {
            low = high.adding(days: -(HeatmapGrid.maximumWeeks * 7 - 1))
        }
        self.first = low
        self.last = high
        self.weekStart = weekStart
        origin = low.adding(days: -HeatmapGrid.row(of: low, weekStart: weekStart))
        columnCount = (high.daysSinceEpoch - origin.daysSinceEpoch) / 7 + 1
    }

    /// 0 for the week-start day ... 6 for the day before it.
    static func row(of day: LocalDay, weekStart: Weekday) -> Int {
        (day.isoWeekday - weekStart.isoNumber + 7) % 7
    }

    func row(of day: LocalDay) -> Int { HeatmapGrid.row(of: day, weekStart: weekStart) }

    func column(of day: LocalDay) -> Int { (day.daysSinceEpoch - origin.daysSinceEpoch) / 7 }

    func contains(_ day: LocalDay) -> Bool { first <= day && day <= last }

    /// Runs of whole columns with the same rows in range: the first and last weeks may be partial.
    var bands: [(column: Int, columns: Int, firstRow: Int, lastRow: Int)] {
        let firstRow = row(of: first)
        let lastRow = row(of: last)
        if columnCount == 1 { return [(0, 1, firstRow, lastRow)] }
        var result = [(column: 0, columns: 1, firstRow: firstRow, lastRow: 6)]
        if columnCount > 2 { result.append((1, columnCount - 2, 0, 6)) }
        result.append((columnCount - 1, 1, 0, lastRow))
        return result
    }

    /// Month names over the first column whose top day is in the month; a label with less than three
    /// columns before the next is dropped when it is the first (a partial month at the start), so
    /// names never overlap.
    var monthLabels: [(column: Int, text: String)] {
        var labels: [(column: Int, text: String)] = []
        var previousMonth: (year: Int, month: Int)?
        for column in 0..<columnCount {
            let top = max(origin.adding(days: column * 7), first)
            guard previousMonth.map({ $0 != (top.year, top.month) }) ?? true else { continue }
            previousMonth = (top.year, top.month)
            let label = (column: column, text: DisplayFormatter.monthNames[top.month - 1])
            if let previous = labels.last, column - previous.column < 3 {
                if labels.count == 1 { labels[0] = label }
                continue
            }
            labels.append(label)
        }
        return labels
    }

    /// Short weekday names for rows 0, 2, 4 and 6.
    var rowLabels: [(row: Int, text: String)] {
        stride(from: 0, through: 6, by: 2).map { row in
            let iso = (weekStart.isoNumber - 1 + row) % 7
            return (row, Weekday.allCases[iso].shortName)
        }
    }

    /// Values of the days in range, duplicates summed, keyed by `daysSinceEpoch`; non-finite values count as zero.
    func totals(_ days: [CalendarHeatmap.Day]) -> [Int: Double] {
        var totals: [Int: Double] = [:]
        for entry in days where contains(entry.day) {
            totals[entry.day.daysSinceEpoch, default: 0] += entry.value.isFinite ? entry.value : 0
        }
        return totals
    }

    /// A training day's level, 1 (light) to 4 (heavy): its share of the busiest day in quarters,
    /// rounded up, so any training shows. When no day has a positive value every training day is 4.
    static func level(of value: Double, maximum: Double) -> Int {
        guard maximum > 0, maximum.isFinite else { return 4 }
        guard value > 0 else { return 1 }
        return min(max(Int((4 * value / maximum).rounded(.up)), 1), 4)
    }

    /// Where the squares go and how they look, in viewBox units.
    struct Layout {
        var left: Double
        var top: Double
        var pitch: Double
        var cell: Double
        var radius: Double
    }

    /// The grid's squares. One square is defined once: days without training are a pattern fill over
    /// the range, training days `<use>` the square, grouped by level so no square repeats its style.
    /// `levelAttributes` gives a level's class and styling; `tooltip`, when given, a training day's `<title>`.
    func squares(_ training: [CalendarHeatmap.Day], elementID: String, layout: Layout,
                 levelAttributes: (Int) -> String, tooltip: ((CalendarHeatmap.Day) -> String)?) -> String {
        let n = SVGNumber.text
        let square = "#\(elementID)-c"
        var out = "<defs><rect id=\"\(elementID)-c\" width=\"\(n(layout.cell))\" height=\"\(n(layout.cell))\" rx=\"\(n(layout.radius))\"/>"
            + "<pattern id=\"\(elementID)-e\" width=\"\(n(layout.pitch))\" height=\"\(n(layout.pitch))\" patternUnits=\"userSpaceOnUse\""
            + " x=\"\(n(layout.left))\" y=\"\(n(layout.top))\"><use href=\"\(square)\" \(levelAttributes(0))/></pattern></defs>"
        for band in bands {
            out += "<rect x=\"\(n(layout.left + Double(band.column) * layout.pitch))\" y=\"\(n(layout.top + Double(band.firstRow) * layout.pitch))\""
                + " width=\"\(n(Double(band.columns) * layout.pitch))\" height=\"\(n(Double(band.lastRow - band.firstRow + 1) * layout.pitch))\""
                + " fill=\"url(#\(elementID)-e)\"/>"
        }
        let maximum = training.map(\.value).max() ?? 0
        let byLevel = Dictionary(grouping: training) { HeatmapGrid.level(of: $0.value, maximum: maximum) }
        for level in 1...4 {
            guard let entries = byLevel[level] else { continue }
            out += "<g \(levelAttributes(level))>"
            for entry in entries {
                let use = "<use href=\"\(square)\" x=\"\(n(layout.left + Double(column(of: entry.day)) * layout.pitch))\""
                    + " y=\"\(n(layout.top + Double(row(of: entry.day)) * layout.pitch))\""
                let title = tooltip.map { "<title>\(Markup.escape($0(entry)))</title>" }
                if let href = entry.href {
                    // The link's title is its accessible name and the tooltip.
                    out += "<a href=\"\(Markup.escape(href))\">\(use)/>\(title ?? "")</a>"
                } else {
                    out += title.map { "\(use)>\($0)</use>" } ?? "\(use)/>"
                }
            }
            out += "</g>"
        }
        return out
    }

    /// Legend squares for `levels` (0 to 4, all five unless given), from (`x`, `y`) rightwards
    /// `spacing` apart, using the square `squares(...)` defined.
    static func legendSquares(elementID: String, levels: [Int] = Array(0...4), x: Double, y: Double, spacing: Double,
                              levelAttributes: (Int) -> String) -> String {
        levels.enumerated().map { index, level in
            "<use href=\"#\(elementID)-c\" \(levelAttributes(level)) x=\"\(SVGNumber.text(x + Double(index) * spacing))\" y=\"\(SVGNumber.text(y))\"/>"
        }.joined()
    }
}
