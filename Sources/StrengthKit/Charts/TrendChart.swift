/// An exercise's progress, one point per training week (`WeeklyTrend`): the week's value as a dot,
/// a smoothed trend line through the weeks, a ring round each record week and light weeks (deloads)
/// drawn faded. Its data table keeps every session's own value.
///
/// A key under the title names the marks by shape as well as colour, so a ring reads as a record
/// without colour vision.
struct TrendChart: Hashable, Sendable {
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
    /// The viewBox size; CSS scales the chart.
    var width: Double
    var height: Double

    init(id: String, title: String, weekName: String, weeks: [WeeklyTrend.Week], sessions: [LineChart.Point],
         format: ValueFormat, lowerIsBetter: Bool = false, width: Double = 400, height: Double = 230) {
        self.id = id
        self.title = title
        self.weekName = weekName
        self.weeks = weeks.filter { $0.value.isFinite && $0.trend.isFinite }
        self.sessions = sessions.enumerated().filter { $0.element.value.isFinite }
            .sorted { ($0.element.day, $0.offset) < ($1.element.day, $1.offset) }.map(\.element)
        self.format = format
        self.lowerIsBetter = lowerIsBetter
        self.width = max(width, 200)
        self.height = max(height, 140)
    }

    /// Weeks past this count keep their tooltips only on records, so a two-year chart stays small.
    static let tooltipLimit = 60
    static let markerRadius = 3.0
    static let recordRingRadius = 6.0
    static let lightOpacity = "0.3"
    static let weekLineOpacity = "0.35"

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
        return ChartDescription.sentences(parts)
    }

    /// The `<svg>` element.
    func svg() -> String {
        let elementID = ChartFrame.elementID(id)
        let values = weeks.flatMap { [$0.value, $0.trend] }
        guard let firstWeek = weeks.first, let lastWeek = weeks.last,
              let lowest = values.min(), let highest = values.max() else {
            return ChartFrame.open(id: elementID, kind: "trend", width: width, height: height, title: title, description: summaryText)
                + ChartFrame.emptyMessage(width: width, height: height) + "</svg>"
        }
        let fontSize = ChartStyle.fontSize
        var out = ChartFrame.open(id: elementID, kind: "trend", width: width, height: height, title: title, description: summaryText)
        out += key(x: 8, y: 6)
        let plot = ValuePlot(lowest: lowest, highest: highest, format: format, lowerIsBetter: lowerIsBetter,
                             top: 6 + ChartLegend.rowHeight + 4, width: width, height: height)
        out += plot.markup
        let (plotLeft, plotRight, plotBottom, y) = (plot.left, plot.right, plot.bottom, plot.y)

        // Points sit inside the plot by a record ring's radius, so rings at the ends do not touch the axis.
        let inset = TrendChart.recordRingRadius + 2
        // Each week is drawn in its middle, so a one-week chart still has an axis a week wide.
        let axis = DateAxis(first: firstWeek.weekStart, last: lastWeek.weekStart.adding(days: 6),
                            maximumTickCount: Int((plotRight - plotLeft) / 56))
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

    /// The key: a dot for the weeks, a line for the trend, and a ring and a faded dot when the chart has them.
    private func key(x: Double, y: Double) -> String {
        let fontSize = ChartStyle.fontSize
        let middle = y + ChartLegend.swatch / 2 + 1
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
        var out = "<g class=\"ch-legend\">"
        var cursor = x
        for item in items {
            out += "<g transform=\"translate(\(SVGNumber.text(cursor)) \(SVGNumber.text(middle)))\">\(item.mark)</g>"
            out += "<text x=\"\(SVGNumber.text(cursor + 16))\" y=\"\(SVGNumber.text(y + ChartLegend.swatch))\">\(Markup.escape(item.label))</text>"
            cursor += 16 + ChartText.width(of: item.label, fontSize: fontSize) + 10
        }
        return out + "</g>"
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
        return DataTable.html(caption: title + ", every session", headers: ["Date", title, "Week"], rows: rows)
    }

    /// `<figure class="chart chart-trend">` with the chart and its table of sessions under "Data".
    func figure() -> String {
        ChartFrame.figure(kind: "trend", title: title, svg: svg(), table: dataTable())
    }
}
