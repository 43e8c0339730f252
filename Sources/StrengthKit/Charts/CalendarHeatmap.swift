/// A calendar of training days, GitHub style: a column per week, a row per weekday, darker for more.
///
/// Used for the last year on the dashboard and one per year on the calendar page. Any day listed
/// counts as a training day (even with a value of zero); its shade comes from its value relative
/// to the busiest day (see `HeatmapGrid.level(of:maximum:)`).
struct CalendarHeatmap: Hashable, Sendable {
    /// A training day and its value (workouts, volume, minutes).
    struct Day: Hashable, Sendable {
        /// The local day of the training.
        var day: LocalDay
        /// What shades the square: workouts, volume, minutes.
        var value: Double

        /// `value` on `day`.
        init(day: LocalDay, value: Double) {
            self.day = day
            self.value = value
        }
    }

    /// Prefix of the element ids inside the chart; unique on the page.
    var id: String
    /// The chart's accessible name and the table's caption: `Training days in 2025`.
    var title: String
    /// An optional first sentence for the description.
    var note: String
    /// The first day shown; ranges over two years keep their last 106 weeks.
    var first: LocalDay
    /// The last day shown, usually today or 31 December.
    var last: LocalDay
    /// Training days in any order; days outside `first...last` are ignored, repeated days are summed.
    var days: [Day]
    /// The weekday on the top row.
    var weekStart: Weekday
    /// How a day's value is printed in tooltips, the table and the description.
    var format: ValueFormat
    /// The table's header over the values: `Workouts`.
    var valueName: String

    static let pitch = 12.0
    static let cell = 10.0
    static let left = 30.0
    static let top = 18.0

    /// A heatmap of `days` between `first` and `last`; see the properties for the rest.
    init(id: String, title: String, note: String = "", first: LocalDay, last: LocalDay, days: [Day],
                weekStart: Weekday = .monday, format: ValueFormat = .number(maximumFractionDigits: 0),
                valueName: String = "Workouts") {
        self.id = id
        self.title = title
        self.note = note
        self.first = first
        self.last = last
        self.days = days
        self.weekStart = weekStart
        self.format = format
        self.valueName = valueName
    }

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

    /// The training days in range, oldest first.
    var trainingDays: [Day] {
        grid.totals(days).sorted { $0.key < $1.key }.map { Day(day: LocalDay(daysSinceEpoch: $0.key), value: $0.value) }
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
        (max(CalendarHeatmap.left + Double(grid.columnCount) * CalendarHeatmap.pitch + 4, 250),
         CalendarHeatmap.top + 7 * CalendarHeatmap.pitch + 26)
    }

    /// The `<svg>` element. Days without training are one pattern fill; each training day is a
    /// square with a tooltip (the weekday is its row, so the tooltip leaves it out).
    func svg() -> String {
        let grid = self.grid
        let elementID = ChartFrame.elementID(id)
        let (width, height) = size
        let (pitch, cell, left, top) = (CalendarHeatmap.pitch, CalendarHeatmap.cell, CalendarHeatmap.left, CalendarHeatmap.top)
        var out = ChartFrame.open(id: elementID, kind: "heat", width: width, height: height, title: title,
                                  description: summaryText, fontSize: ChartStyle.smallFontSize)
        let n = SVGNumber.text
        out += "<g class=\"ch-tick\" fill-opacity=\"\(ChartStyle.tickOpacity)\">"
        for label in grid.monthLabels {
            out += "<text x=\"\(n(left + Double(label.column) * pitch))\" y=\"\(n(top - 6))\">\(label.text)</text>"
        }
        out += "</g><g class=\"ch-tick\" text-anchor=\"end\" fill-opacity=\"\(ChartStyle.tickOpacity)\">"
        for label in grid.rowLabels {
            out += "<text x=\"\(n(left - 5))\" y=\"\(n(top + Double(label.row) * pitch + cell - 1.5))\">\(label.text)</text>"
        }
        out += "</g>"

        let training = trainingDays
        let layout = HeatmapGrid.Layout(left: left, top: top, pitch: pitch, cell: cell, radius: 2)
        out += grid.squares(training, elementID: elementID, layout: layout, levelAttributes: CalendarHeatmap.levelAttributes) {
            ChartText.date($0.day) + ": " + format.text($0.value)
        }

        // Bottom row: the count on the left, "Less ■■■■■ More" on the right.
        let baseline = top + 7 * pitch + 16
        let count = training.count
        out += "<g class=\"ch-tick\" fill-opacity=\"\(ChartStyle.tickOpacity)\">"
            + "<text x=\"\(n(left))\" y=\"\(n(baseline))\">\(NumberText.counted(count, "training day"))</text>"
        let moreX = width - 4
        let swatchesLeft = moreX - ChartText.width(of: "More", fontSize: ChartStyle.smallFontSize) - 4 - 5 * pitch
        out += "<text x=\"\(n(swatchesLeft - 4))\" y=\"\(n(baseline))\" text-anchor=\"end\">Less</text>"
            + "<text x=\"\(n(moreX))\" y=\"\(n(baseline))\" text-anchor=\"end\">More</text></g>"
        out += HeatmapGrid.legendSquares(elementID: elementID, x: swatchesLeft, y: baseline - cell + 1, spacing: pitch,
                                         levelAttributes: CalendarHeatmap.levelAttributes)
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
