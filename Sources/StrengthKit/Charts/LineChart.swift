/// A line chart of values over days: estimated 1RM, top set, session volume, best pace, session length.
///
/// Days are spaced by date, not by session, so a break in training shows as a gap. With more than one
/// series a legend is drawn. Every point has a tooltip while there are at most `markerLimit` of them.
struct LineChart: Hashable, Sendable {
    /// One value on one day.
    struct Point: Hashable, Sendable {
        /// The day of the session.
        var day: LocalDay
        /// The value, in the chart's unit; non-finite values are left out.
        var value: Double
    }

    /// A named line.
    struct Series: Hashable, Sendable {
        /// Shown in the legend and as the table's column header.
        var name: String
        /// In any order; drawn sorted by day (points on the same day keep their order).
        var points: [Point]
    }

    /// Prefix of the element ids inside the chart; unique on the page.
    var id: String
    /// The chart's accessible name and the table's caption: `Bench Press — estimated 1RM`.
    var title: String
    /// An optional first sentence for the description (how the numbers are computed, for example).
    var note: String
    /// One or more lines; from two on, a legend names them.
    var series: [Series]
    /// How values, axis ticks and the axis title are printed.
    var format: ValueFormat
    /// For paces and times: the value axis runs downwards so that improvement still points up.
    var lowerIsBetter: Bool
    /// The viewBox width; CSS scales the chart, so this sets proportions and relative text size.
    var width: Double
    /// The viewBox height; a legend of more than one row adds to it.
    var height: Double

    /// Points up to this count get a marker and a tooltip; longer series are a plain line.
    static let markerLimit = 60

    /// A line chart; see the properties for what each input means.
    init(id: String, title: String, note: String = "", series: [Series], format: ValueFormat,
                lowerIsBetter: Bool = false, width: Double = 400, height: Double = 220) {
        self.id = id
        self.title = title
        self.note = note
        self.series = series
        self.format = format
        self.lowerIsBetter = lowerIsBetter
        self.width = max(width, 160)
        self.height = max(height, 120)
    }

    /// The series with non-finite values dropped and points in day order.
    var cleanSeries: [Series] {
        series.map { line in
            let sorted = line.points.enumerated()
                .filter { $0.element.value.isFinite }
                .sorted { ($0.element.day, $0.offset) < ($1.element.day, $1.offset) }
                .map(\.element)
            return Series(name: line.name, points: sorted)
        }
    }

    /// What the chart shows, in words: the `<desc>`.
    var summaryText: String {
        let lines = cleanSeries.filter { !$0.points.isEmpty }
        guard !lines.isEmpty else { return ChartDescription.sentences([note, ChartFrame.noData]) }
        var parts: [String?] = [note]
        if lowerIsBetter { parts.append("Lower is better; the value axis runs downwards so that improvement points up") }
        for line in lines {
            guard let first = line.points.first, let last = line.points.last else { continue }
            let count = line.points.count
            let span = first.day == last.day ? "on \(ChartText.date(first.day))"
                : "from \(ChartText.date(first.day)) to \(ChartText.date(last.day))"
            let extremes = ChartDescription.extremes(line.points.map { (ChartText.date($0.day), $0.value) }, format: format, latest: true)
            parts.append("\(line.name): \(NumberText.counted(count, "point")) \(span); \(extremes ?? "")")
        }
        return ChartDescription.sentences(parts)
    }

    /// The `<svg>` element.
    func svg() -> String {
        let elementID = ChartFrame.elementID(id)
        let lines = cleanSeries
        let points = lines.flatMap(\.points)
        guard let firstDay = points.map(\.day).min(), let lastDay = points.map(\.day).max(),
              let lowest = points.map(\.value).min(), let highest = points.map(\.value).max() else {
            return ChartFrame.open(id: elementID, kind: "line", width: width, height: height, title: title, description: summaryText)
                + ChartFrame.emptyMessage(width: width, height: height) + "</svg>"
        }
        let fontSize = ChartStyle.fontSize
        // A legend (for two or more lines) over one row makes the chart taller rather than the plot smaller.
        let legend = ChartLegend.render(names: lines.count > 1 ? lines.map(\.name) : [], x: 8, y: 6, maximumWidth: width - 16)
        let height = self.height + max(legend.height - ChartLegend.rowHeight, 0)
        var out = ChartFrame.open(id: elementID, kind: "line", width: width, height: height, title: title, description: summaryText)
        out += legend.markup
        let plot = ValuePlot(lowest: lowest, highest: highest, format: format, lowerIsBetter: lowerIsBetter,
                             top: legend.height > 0 ? 6 + legend.height + 4 : 6, width: width, height: height)
        out += plot.markup
        let (plotLeft, plotRight, plotBottom, y) = (plot.left, plot.right, plot.bottom, plot.y)

        // Points sit a little inside the plot, so markers at the ends do not touch the axis.
        let inset = 8.0
        let maximumTicks = Int((plotRight - plotLeft) / 56)
        let axis = DateAxis(first: firstDay, last: lastDay, maximumTickCount: maximumTicks)
        let x = { (day: LocalDay) in axis.position(of: day, from: plotLeft + inset, to: plotRight - inset) }
        out += axis.markup(x: x, left: plotLeft, right: plotRight, bottom: plotBottom, fontSize: fontSize, chartWidth: width)

        let named = lines.count > 1
        for (index, line) in lines.enumerated() where !line.points.isEmpty {
            out += "<g class=\"\(ChartStyle.seriesClass(index))\">"
            if line.points.count > 1 {
                let d = line.points.enumerated().map { offset, point in
                    (offset == 0 ? "M" : "") + SVGNumber.text(x(point.day)) + " " + SVGNumber.text(y(point.value))
                }.joined(separator: " ")
                out += "<path class=\"ch-trace\" d=\"\(d)\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\""
                    + " stroke-linejoin=\"round\" stroke-linecap=\"round\"/>"
            }
            if line.points.count <= LineChart.markerLimit {
                for point in line.points {
                    let tip = (named ? line.name + ", " : "") + ChartText.date(point.day) + ": " + format.text(point.value)
                    out += "<circle cx=\"\(SVGNumber.text(x(point.day)))\" cy=\"\(SVGNumber.text(y(point.value)))\" r=\"3\">"
                        + "<title>\(Markup.escape(tip))</title></circle>"
                }
            }
            out += "</g>"
        }
        return out + "</svg>"
    }

    /// The data as an HTML table: one row per day, one column per series.
    func dataTable() -> String {
        let lines = cleanSeries
        let days = Set(lines.flatMap { $0.points.map(\.day) }).sorted()
        let cells: [[LocalDay: [String]]] = lines.map { line in
            Dictionary(grouping: line.points, by: \.day).mapValues { $0.map { format.text($0.value) } }
        }
        let rows = days.map { day in
            [ChartText.date(day)] + cells.map { $0[day]?.joined(separator: ", ") ?? "—" }
        }
        return DataTable.html(caption: title, headers: ["Date"] + lines.map(\.name), rows: rows)
    }

    /// `<figure class="chart chart-line">` with the chart and its data table under a "Data" disclosure.
    func figure() -> String {
        ChartFrame.figure(kind: "line", title: title, svg: svg(), table: dataTable())
    }
}
