/// An exercise's progress, one point per training week (`WeeklyTrend`): the week's value as a dot,
/// a smoothed trend line through the weeks, a ring round each record week and light weeks (deloads)
/// drawn faded. Its data table keeps every session's own value.
///
/// A key under the title names the marks by shape as well as colour, so a ring reads as a record
/// without colour vision. Goals are drawn as dashed lines across the plot, and a goal the trend
/// reaches as a dotted segment from its last week to the day it gets there; the time axis then runs
/// to that day.
struct TrendChart: Hashable, Sendable {
    /// A goal on the chart, in the chart's unit.
    struct Goal: Hashable, Sendable {
        /// What it aims at, for the description and the table: `an e1RM of 140 kg by Tue 1 Jun 2027`.
        var name: String
        /// Written on its line: `Goal 140 kg`.
        var label: String
        var value: Double
        /// Where it stands, a sentence of its own: `On track: …`.
        var outlook: String
        /// The dotted segment; nil when none is drawn.
        var projection: Projection?
    }

    /// A dotted segment from a week's dot to the goal's line on the day the trend reaches it.
    struct Projection: Hashable, Sendable {
        /// The week it starts from, and that week's value.
        var weekStart: LocalDay
        var value: Double
        /// The day the trend reaches the goal.
        var day: LocalDay
    }

    /// Prefix of the element ids inside the chart; unique on the page.
    var id: String
    /// The chart's accessible name and the table's caption: `Estimated 1RM`.
    var title: String
    /// What a week's dot is: `Week's best` or `Week's total`.
    var weekName: String
    /// The weeks to draw, in order.
    var weeks: [WeeklyTrend.Week]
    /// Every session's value for the data table, in the chart's unit.
    var sessions: [LineChart.Point]
    /// How values, axis ticks and the axis title are printed.
    var format: ValueFormat
    /// For paces: the value axis runs downwards so that improvement still points up.
    var lowerIsBetter: Bool
    var goals: [Goal]
    /// The viewBox size; CSS scales the chart.
    var width: Double
    var height: Double

    init(id: String, title: String, weekName: String, weeks: [WeeklyTrend.Week], sessions: [LineChart.Point],
         format: ValueFormat, lowerIsBetter: Bool = false, goals: [Goal] = [], width: Double = 400, height: Double = 230) {
        self.id = id
        self.title = title
        self.weekName = weekName
        self.weeks = weeks.filter { $0.value.isFinite && $0.trend.isFinite }
        self.sessions = sessions.enumerated().filter { $0.element.value.isFinite }
            .sorted { ($0.element.day, $0.offset) < ($1.element.day, $1.offset) }.map(\.element)
        self.format = format
        self.lowerIsBetter = lowerIsBetter
        self.goals = goals.filter { $0.value.isFinite }.map { goal in
            var goal = goal
            if goal.projection.map({ !$0.value.isFinite }) ?? false { goal.projection = nil }
            return goal
        }
        self.width = max(width, 200)
        self.height = max(height, 140)
    }

    /// Weeks past this count keep their tooltips only on records, so a two-year chart stays small.
    static let tooltipLimit = 60
    static let markerRadius = 3.0
    static let recordRingRadius = 6.0
    static let lightOpacity = "0.3"
    static let weekLineOpacity = "0.35"
    /// A goal's line is dashed; a projection's segment, round dots.
    static let goalDashes = "6 4"
    static let projectionDots = "0 6"

    /// What the chart shows, in words: the `<desc>`.
    var summaryText: String {
        guard let first = weeks.first, let last = weeks.last else { return ChartFrame.noData + "." }
        var parts: [String?] = [
            "One point per training week, the \(weekName.lowercased()); a trend line smooths them, rings mark records and faded points light weeks",
        ]
        if lowerIsBetter { parts.append("Lower is better; the value axis runs downwards so that improvement points up") }
        let span = first.weekStart == last.weekStart ? "the week of \(ChartText.date(first.weekStart))"
            : "weeks of \(ChartText.date(first.weekStart)) to \(ChartText.date(last.weekStart))"
        let extremes = ChartDescription.extremes(weeks.map { (ChartText.date($0.weekStart), $0.value) }, format: format, latest: true)
        parts.append("\(NumberText.counted(weeks.count, "training week")), \(span); \(extremes ?? "")")
        parts.append("Trend now \(format.text(last.trend))")
        let records = weeks.filter(\.isRecord)
        if let latest = records.last {
            parts.append("\(NumberText.counted(records.count, "record week")), the latest the week of \(ChartText.date(latest.weekStart))")
        }
        let light = weeks.filter(\.isLight).count
        if light > 0 { parts.append(NumberText.counted(light, "light week")) }
        for goal in goals {
            parts.append("Goal: \(goal.name), the dashed line")
            parts.append(goal.outlook)
            if let projection = goal.projection {
                parts.append("The dotted line runs from the week of \(ChartText.date(projection.weekStart)) to \(ChartText.date(projection.day)), "
                             + "the day the trend reaches the goal")
            }
        }
        return ChartDescription.sentences(parts)
    }

    /// The `<svg>` element.
    func svg() -> String {
        let elementID = ChartFrame.elementID(id)
        let values = weeks.flatMap { [$0.value, $0.trend] } + goals.map(\.value)
        guard let firstWeek = weeks.first, let lastWeek = weeks.last,
              let lowest = values.min(), let highest = values.max() else {
            return ChartFrame.open(id: elementID, kind: "trend", width: width, height: height, title: title, description: summaryText)
                + ChartFrame.emptyMessage(width: width, height: height) + "</svg>"
        }
        let fontSize = ChartStyle.fontSize
        var out = ChartFrame.open(id: elementID, kind: "trend", width: width, height: height, title: title, description: summaryText)
        let (keyMarkup, keyRows) = key(x: 8, y: 6)
        out += keyMarkup
        let plot = ValuePlot(lowest: lowest, highest: highest, format: format, lowerIsBetter: lowerIsBetter,
                             top: 6 + Double(keyRows) * ChartLegend.rowHeight + 4, width: width, height: height)
        out += plot.markup
        let (plotLeft, plotRight, plotBottom, y) = (plot.left, plot.right, plot.bottom, plot.y)

        // Points sit inside the plot by a record ring's radius, so rings at the ends do not touch the axis.
        let inset = TrendChart.recordRingRadius + 2
        // Each week is drawn in its middle, so a one-week chart still has an axis a week wide.
        // The axis runs on to the last day a projection reaches.
        let lastDay = ([lastWeek.weekStart.adding(days: 6)] + goals.compactMap(\.projection?.day)).max() ?? lastWeek.weekStart
        let axis = DateAxis(first: firstWeek.weekStart, last: lastDay, maximumTickCount: Int((plotRight - plotLeft) / 56))
        let x = { (day: LocalDay) in axis.position(of: day, from: plotLeft + inset, to: plotRight - inset) }
        let middle = { (week: WeeklyTrend.Week) in
            (x(week.weekStart) + x(week.weekStart.adding(days: 6))) / 2
        }
        out += axis.markup(x: x, left: plotLeft, right: plotRight, bottom: plotBottom, fontSize: fontSize, chartWidth: width)

        func path(_ weeks: [WeeklyTrend.Week], _ value: (WeeklyTrend.Week) -> Double) -> String {
            weeks.enumerated().map { offset, week in
                (offset == 0 ? "M" : "") + SVGNumber.text(middle(week)) + " " + SVGNumber.text(y(value(week)))
            }.joined(separator: " ")
        }
        // Goals behind the weeks: a dashed line across the plot, its label above its left end.
        for goal in goals {
            let goalY = SVGNumber.text(y(goal.value))
            out += "<path class=\"ch-goal \(ChartStyle.goalClass)\" d=\"M\(SVGNumber.text(plotLeft)) \(goalY)H\(SVGNumber.text(plotRight))\""
                + " fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.5\" stroke-dasharray=\"\(TrendChart.goalDashes)\">"
                + "<title>\(Markup.escape("Goal: " + goal.name))</title></path>"
            out += "<text class=\"ch-goal-label \(ChartStyle.goalClass)\" x=\"\(SVGNumber.text(plotLeft + 4))\""
                + " y=\"\(SVGNumber.text(y(goal.value) - 4))\">\(Markup.escape(goal.label))</text>"
        }
        // The thin line joins ordinary weeks only: a deload is a faded dot, not a saw-tooth.
        let ordinary = weeks.filter { !$0.isLight }
        if ordinary.count > 1 {
            out += "<path class=\"\(ChartStyle.seriesClass(0))\" d=\"\(path(ordinary, \.value))\" fill=\"none\" stroke=\"currentColor\""
                + " stroke-opacity=\"\(TrendChart.weekLineOpacity)\" stroke-width=\"1.5\" stroke-linejoin=\"round\"/>"
        }
        if weeks.count > 1 {
            out += "<path class=\"ch-trace \(ChartStyle.seriesClass(1))\" d=\"\(path(weeks, \.trend))\" fill=\"none\" stroke=\"currentColor\""
                + " stroke-width=\"2.5\" stroke-linejoin=\"round\" stroke-linecap=\"round\"/>"
        }
        // Projections over the trend and under the dots, so that each starts at its week's dot.
        for goal in goals {
            guard let projection = goal.projection else { continue }
            let start = (x(projection.weekStart) + x(projection.weekStart.adding(days: 6))) / 2
            out += "<path class=\"ch-projection \(ChartStyle.goalClass)\" d=\"M\(SVGNumber.text(start)) \(SVGNumber.text(y(projection.value)))"
                + "L\(SVGNumber.text(x(projection.day))) \(SVGNumber.text(y(goal.value)))\" fill=\"none\" stroke=\"currentColor\""
                + " stroke-width=\"3\" stroke-linecap=\"round\" stroke-dasharray=\"\(TrendChart.projectionDots)\">"
                + "<title>\(Markup.escape("Projected: the trend reaches the goal on \(ChartText.date(projection.day))"))</title></path>"
        }
        out += "<g class=\"\(ChartStyle.seriesClass(0))\">"
        let tooltips = weeks.count <= TrendChart.tooltipLimit
        for week in weeks {
            let cx = SVGNumber.text(middle(week)), cy = SVGNumber.text(y(week.value))
            let tip = tooltips || week.isRecord ? "<title>\(Markup.escape(tooltip(week)))</title>" : ""
            if week.isRecord {
                out += "<circle cx=\"\(cx)\" cy=\"\(cy)\" r=\"\(SVGNumber.text(TrendChart.recordRingRadius))\" fill=\"none\""
                    + " stroke=\"currentColor\" stroke-width=\"1.5\"/>"
            }
            let faded = week.isLight ? " fill-opacity=\"\(TrendChart.lightOpacity)\"" : ""
            out += "<circle cx=\"\(cx)\" cy=\"\(cy)\" r=\"\(SVGNumber.text(TrendChart.markerRadius))\"\(faded)>\(tip)</circle>"
        }
        return out + "</g></svg>"
    }

    /// `Week of 3 Mar 2025: 102.5 kg, a record`.
    private func tooltip(_ week: WeeklyTrend.Week) -> String {
        let mark = week.isRecord ? ", a record" : week.isLight ? ", a light week" : ""
        return "Week of \(ChartText.date(week.weekStart)): \(format.text(week.value))\(mark)"
    }

    /// The key: a dot for the weeks, a line for the trend, and a ring, a faded dot, a dashed and a
    /// dotted line when the chart has them; on further rows when a row runs out of width. Its markup
    /// and how many rows it takes.
    private func key(x: Double, y: Double) -> (markup: String, rows: Int) {
        let fontSize = ChartStyle.fontSize
        var items: [(mark: String, label: String)] = [
            ("<circle class=\"\(ChartStyle.seriesClass(0))\" cx=\"5\" cy=\"0\" r=\"\(SVGNumber.text(TrendChart.markerRadius))\"/>", weekName),
            ("<path class=\"\(ChartStyle.seriesClass(1))\" d=\"M0 0H12\" stroke=\"currentColor\" stroke-width=\"2.5\"/>", "Trend"),
        ]
        if weeks.contains(where: \.isRecord) {
            items.append(("<g class=\"\(ChartStyle.seriesClass(0))\"><circle cx=\"6\" cy=\"0\" r=\"5\" fill=\"none\" stroke=\"currentColor\""
                          + " stroke-width=\"1.5\"/><circle cx=\"6\" cy=\"0\" r=\"2\"/></g>", "Record"))
        }
        if weeks.contains(where: \.isLight) {
            items.append(("<circle class=\"\(ChartStyle.seriesClass(0))\" cx=\"5\" cy=\"0\" r=\"\(SVGNumber.text(TrendChart.markerRadius))\""
                          + " fill-opacity=\"\(TrendChart.lightOpacity)\"/>", "Light week"))
        }
        if !goals.isEmpty {
            items.append(("<path class=\"\(ChartStyle.goalClass)\" d=\"M0 0H13\" stroke=\"currentColor\" stroke-width=\"1.5\""
                          + " stroke-dasharray=\"4 3\"/>", "Goal"))
        }
        if goals.contains(where: { $0.projection != nil }) {
            items.append(("<path class=\"\(ChartStyle.goalClass)\" d=\"M1 0H13\" stroke=\"currentColor\" stroke-width=\"3\""
                          + " stroke-linecap=\"round\" stroke-dasharray=\"\(TrendChart.projectionDots)\"/>", "Projection"))
        }
        var out = "<g class=\"ch-legend\">"
        var cursor = x
        var row = 0
        for item in items {
            let itemWidth = 16 + ChartText.width(of: item.label, fontSize: fontSize)
            if cursor > x, cursor + itemWidth > width - x {
                cursor = x
                row += 1
            }
            let top = y + Double(row) * ChartLegend.rowHeight
            out += "<g transform=\"translate(\(SVGNumber.text(cursor)) \(SVGNumber.text(top + ChartLegend.swatch / 2 + 1)))\">\(item.mark)</g>"
            out += "<text x=\"\(SVGNumber.text(cursor + 16))\" y=\"\(SVGNumber.text(top + ChartLegend.swatch))\">\(Markup.escape(item.label))</text>"
            cursor += itemWidth + 10
        }
        return (out + "</g>", row + 1)
    }

    /// Every session's value as an HTML table, newest last, with its week's mark.
    func dataTable() -> String {
        let marks = Dictionary(weeks.map { ($0.weekStart, $0.isRecord ? "record week" : $0.isLight ? "light week" : "") },
                               uniquingKeysWith: { first, _ in first })
        // Sessions and weeks are both in order: each session's week is found by walking the weeks once.
        var week = -1
        let rows = sessions.map { point in
            while week + 1 < weeks.count, weeks[week + 1].weekStart <= point.day { week += 1 }
            return [ChartText.date(point.day), format.text(point.value), week >= 0 ? marks[weeks[week].weekStart] ?? "" : ""]
        }
        // After the sessions, the days the trend reaches a goal, then the goals themselves.
        let projected = goals.compactMap { goal in goal.projection.map { (day: $0.day, value: goal.value) } }.sorted { $0.day < $1.day }
            .map { [ChartText.date($0.day), format.text($0.value), "projected: the trend reaches the goal (dotted line)"] }
        let goalRows = goals.map { ["Goal", format.text($0.value), "\($0.name) (dashed line)"] }
        return DataTable.html(caption: title + ", every session" + (goals.isEmpty ? "" : goals.count == 1 ? " and the goal" : " and the goals"),
                              headers: ["Date", title, "Week"], rows: rows + projected + goalRows)
    }

    /// `<figure class="chart chart-trend">` with the chart and its table of sessions under "Data".
    func figure() -> String {
        ChartFrame.figure(kind: "trend", title: title, svg: svg(), table: dataTable())
    }
}
