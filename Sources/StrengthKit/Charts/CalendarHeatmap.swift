/// A calendar of training days, GitHub style: a column per week, a row per weekday, darker for more.
///
/// Used for the last year on the dashboard and one per year on the calendar page. Any day listed
/// counts as a training day (even with a value of zero); its shade comes from its value relative
/// to the busiest day (see `HeatmapGrid.level(of:maximum:)`), and the legend shows only the shades
/// drawn. A day with a link opens its workout. The weekday names stand right of the newest week:
/// on a phone the chart scrolls, opening at its newest end, and the names stay in view there.
struct CalendarHeatmap: Hashable, Sendable {
    /// A training day and its value (workouts, volume, minutes).
    struct Day: Hashable, Sendable {
        /// The local day of the training.
        var day: LocalDay
        /// What shades the square: workouts, volume, minutes.
        var value: Double
        /// Where the square links to (the day's workout), relative to the page; nil for no link.
        var href: String?
        /// What the tooltip says after the date instead of the value: the workouts' names.
        var label: String?
    }

    /// Prefix of the element ids inside the chart; unique on the page.
    var id: String
    /// The chart's accessible name and the table's caption: `Training days in 2025`.
    var title: String
    /// An optional first sentence for the description.
    var note: String = ""
    /// The first day shown; ranges over two years keep their last 106 weeks.
    var first: LocalDay
    /// The last day shown, usually today or 31 December.
    var last: LocalDay
    /// Training days in any order; days outside `first...last` are ignored, repeated days are summed.
    var days: [Day]
    /// The weekday on the top row.
    var weekStart: Weekday = .monday
    /// How a day's value is printed in tooltips, the table and the description.
    var format: ValueFormat = .number(maximumFractionDigits: 0)
    /// The table's header over the values: `Workouts`.
    var valueName: String = "Workouts"

    static let pitch = 12.0
    static let cell = 10.0
    static let left = 4.0
    static let top = 20.0
    /// Room right of the grid for the weekday names.
    static let rowLabelWidth = 32.0

    /// The first day of the `weeks` calendar weeks that end with the week holding `day`: the start of
    /// a "last year" heatmap (`weeks: 53`) whose columns are whole weeks.
    static func firstDay(ofWeeks weeks: Int, through day: LocalDay, weekStart: Weekday) -> LocalDay {
        day.adding(days: -HeatmapGrid.row(of: day, weekStart: weekStart) - 7 * (max(weeks, 1) - 1))
    }

    /// A level's class and its opacity of the heat colour (see `ChartStyle`).
    static func levelAttributes(_ level: Int) -> String {
        "class=\"ch-h\(level)\" fill-opacity=\"\(ChartStyle.heatOpacity[level])\""
    }

    var grid: HeatmapGrid { HeatmapGrid(first: first, last: last, weekStart: weekStart) }

    /// The training days in range, oldest first, each with the first link and label given for it.
    var trainingDays: [Day] {
        var links: [Int: Day] = [:]
        for day in days where day.href != nil || day.label != nil { links[day.day.daysSinceEpoch] = links[day.day.daysSinceEpoch] ?? day }
        return grid.totals(days).sorted { $0.key < $1.key }.map {
            Day(day: LocalDay(daysSinceEpoch: $0.key), value: $0.value, href: links[$0.key]?.href, label: links[$0.key]?.label)
        }
    }

    /// What the chart shows, in words: the `<desc>`.
    var summaryText: String {
        let grid = self.grid
        let training = trainingDays
        let span = "from \(ChartText.date(grid.first)) to \(ChartText.date(grid.last))"
        guard !training.isEmpty else { return ChartDescription.sentences([note, "No training days \(span)"]) }
        var busiest = training[0]
        for day in training where day.value > busiest.value { busiest = day }
        let count = training.count
        return ChartDescription.sentences([
            note,
            "\(NumberText.counted(count, "training day")) \(span)",
            "Busiest: \(ChartText.date(busiest.day)), \(format.text(busiest.value))",
        ])
    }

    /// The viewBox size for this range; at least wide enough for the bottom row's texts.
    var size: (width: Double, height: Double) {
        (max(CalendarHeatmap.left + Double(grid.columnCount) * CalendarHeatmap.pitch + CalendarHeatmap.rowLabelWidth, 280),
         CalendarHeatmap.top + 7 * CalendarHeatmap.pitch + 28)
    }

    /// The `<svg>` element. Days without training are one pattern fill; each training day is a
    /// square with a tooltip (the weekday is its row, so the tooltip leaves it out), inside a link
    /// when it has one. A chart with links is a `group`, not an `img`, whose children would be
    /// hidden from assistive technology.
    func svg() -> String {
        let grid = self.grid
        let elementID = ChartFrame.elementID(id)
        let (width, height) = size
        let (pitch, cell, left, top) = (CalendarHeatmap.pitch, CalendarHeatmap.cell, CalendarHeatmap.left, CalendarHeatmap.top)
        let training = trainingDays
        let fontSize = ChartStyle.fontSize
        var out = ChartFrame.open(id: elementID, kind: "heat", width: width, height: height, title: title, description: summaryText,
                                  fontSize: fontSize, role: training.contains { $0.href != nil } ? "group" : "img")
        let n = SVGNumber.text
        out += "<g class=\"ch-tick\" fill-opacity=\"\(ChartStyle.tickOpacity)\">"
        for label in grid.monthLabels {
            out += "<text x=\"\(n(left + Double(label.column) * pitch))\" y=\"\(n(top - 6))\">\(label.text)</text>"
        }
        let labelsX = left + Double(grid.columnCount) * pitch + 4
        for label in grid.rowLabels {
            out += "<text x=\"\(n(labelsX))\" y=\"\(n(top + Double(label.row) * pitch + cell - 0.5))\">\(label.text)</text>"
        }
        out += "</g>"

        let layout = HeatmapGrid.Layout(left: left, top: top, pitch: pitch, cell: cell, radius: 2)
        out += grid.squares(training, elementID: elementID, layout: layout, levelAttributes: CalendarHeatmap.levelAttributes) {
            ChartText.date($0.day) + ": " + ($0.label ?? format.text($0.value))
        }

        // Bottom row: the count on the left; on the right the shades drawn, "Less □■■ More", or with
        // one shade "□ Rest ■ Training".
        let baseline = top + 7 * pitch + 18
        let maximum = training.map(\.value).max() ?? 0
        let levels = [0] + Set(training.map { HeatmapGrid.level(of: $0.value, maximum: maximum) }).sorted()
        out += "<g class=\"ch-tick\" fill-opacity=\"\(ChartStyle.tickOpacity)\">"
            + "<text x=\"\(n(left))\" y=\"\(n(baseline))\">\(NumberText.counted(training.count, "training day"))</text>"
        let afterX = width - 4
        if levels.count > 2 {
            let swatchesLeft = afterX - ChartText.width(of: "More", fontSize: fontSize) - 4 - Double(levels.count) * pitch
            out += "<text x=\"\(n(swatchesLeft - 4))\" y=\"\(n(baseline))\" text-anchor=\"end\">Less</text>"
                + "<text x=\"\(n(afterX))\" y=\"\(n(baseline))\" text-anchor=\"end\">More</text></g>"
            out += HeatmapGrid.legendSquares(elementID: elementID, levels: levels, x: swatchesLeft, y: baseline - cell + 1, spacing: pitch,
                                             levelAttributes: CalendarHeatmap.levelAttributes)
        } else {
            // Each shade before its name: the square reads as what the name says.
            let trainingX = afterX - ChartText.width(of: "Training", fontSize: fontSize)
            let restX = trainingX - pitch - 10 - ChartText.width(of: "Rest", fontSize: fontSize)
            out += "<text x=\"\(n(restX))\" y=\"\(n(baseline))\">Rest</text><text x=\"\(n(trainingX))\" y=\"\(n(baseline))\">Training</text></g>"
            out += HeatmapGrid.legendSquares(elementID: elementID, levels: [0], x: restX - pitch, y: baseline - cell + 1, spacing: pitch,
                                             levelAttributes: CalendarHeatmap.levelAttributes)
            out += HeatmapGrid.legendSquares(elementID: elementID, levels: Array(levels.dropFirst()), x: trainingX - pitch,
                                             y: baseline - cell + 1, spacing: pitch, levelAttributes: CalendarHeatmap.levelAttributes)
        }
        return out + "</svg>"
    }

    /// The data as an HTML table: one row per training day.
    func dataTable() -> String {
        let grid = self.grid
        let caption = "\(title) (\(ChartText.date(grid.first)) to \(ChartText.date(grid.last)))"
        return DataTable.html(caption: caption, headers: ["Date", valueName],
                              rows: trainingDays.map { [DisplayFormatter.date(of: $0.day), format.text($0.value)] })
    }

    /// `<figure class="chart chart-heat">` with the chart and its data table under a "Data" disclosure.
    func figure() -> String {
        ChartFrame.figure(kind: "heat", title: title, svg: svg(), table: dataTable())
    }
}
