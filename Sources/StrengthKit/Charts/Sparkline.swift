/// A small line with no axes, for summary cards: weekly volume over the last months.
///
/// The last point is marked. The value range is the data's own (not from zero), so the shape shows
/// change; the description and table give the numbers.
struct Sparkline: Hashable, Sendable {
    /// One value and what it is (`Week of 3 Mar 2025`).
    struct Point: Hashable, Sendable {
        /// What the value belongs to, for the table and description.
        var label: String
        /// The value; non-finite values are left out.
        var value: Double
    }

    /// Prefix of the element ids inside the chart; unique on the page.
    var id: String
    /// The chart's accessible name and the table's caption: `Weekly volume, last 26 weeks`.
    var title: String
    /// Oldest first.
    var points: [Point]
    /// How values are printed in the description and table.
    var format: ValueFormat
    /// The table's header over the labels.
    var labelName: String
    /// The table's header over the values.
    var valueName: String
    /// The viewBox width.
    var width: Double
    /// The viewBox height.
    var height: Double

    /// A sparkline of `points`; see the properties for the rest.
    init(id: String, title: String, points: [Point], format: ValueFormat, labelName: String = "Week",
                valueName: String = "Value", width: Double = 120, height: Double = 32) {
        self.id = id
        self.title = title
        self.points = points
        self.format = format
        self.labelName = labelName
        self.valueName = valueName
        self.width = max(width, 20)
        self.height = max(height, 10)
    }

    /// What the sparkline shows, in words: the `<desc>`.
    var summaryText: String {
        let finite = points.filter { $0.value.isFinite }
        guard let first = finite.first, let last = finite.last else { return ChartFrame.noData + "." }
        let extremes = ChartDescription.extremes(finite.map { ($0.label, $0.value) }, format: format, latest: true)
        let range = finite.count == 1 ? "1 value, \(first.label)" : "\(finite.count) values, \(first.label) to \(last.label)"
        return ChartDescription.sentences([range, extremes.map(\.sentenceCased)])
    }

    /// The `<svg>` element.
    func svg() -> String {
        let elementID = ChartFrame.elementID(id)
        var out = ChartFrame.open(id: elementID, kind: "spark", width: width, height: height, title: title,
                                  description: summaryText, fontSize: ChartStyle.smallFontSize)
        guard let line = Sparkline.path(points.map(\.value), x: 3, y: 3, width: width - 6, height: height - 6) else {
            return out + "<text class=\"ch-empty\" x=\"\(SVGNumber.text(width / 2))\" y=\"\(SVGNumber.text(height / 2 + 3.5))\""
                + " text-anchor=\"middle\" fill-opacity=\"\(ChartStyle.tickOpacity)\">\(ChartFrame.noData)</text></svg>"
        }
        out += "<g class=\"\(ChartStyle.seriesClass(0))\"><path class=\"ch-trace\" d=\"\(line.d)\" fill=\"none\" stroke=\"currentColor\""
            + " stroke-width=\"1.5\" stroke-linejoin=\"round\" stroke-linecap=\"round\"/>"
            + "<circle cx=\"\(SVGNumber.text(line.last.x))\" cy=\"\(SVGNumber.text(line.last.y))\" r=\"2.5\"/></g>"
        return out + "</svg>"
    }

    /// Path data for `values` scaled into the rectangle, and the last point; nil when no value is finite.
    /// Non-finite values are skipped. One value, or all values equal, is a flat line across the middle.
    static func path(_ values: [Double], x: Double, y: Double, width: Double, height: Double)
        -> (d: String, last: (x: Double, y: Double))? {
        let indexed = values.enumerated().filter { $0.element.isFinite }
        guard let lowest = indexed.map(\.element).min(), let highest = indexed.map(\.element).max(),
              let final = indexed.last else { return nil }
        let spread = highest - lowest
        let slots = Double(max(values.count - 1, 1))
        func point(_ index: Int, _ value: Double) -> (x: Double, y: Double) {
            let px = values.count == 1 ? x + width / 2 : x + Double(index) / slots * width
            let py = spread > 0 && spread.isFinite ? y + height - (value - lowest) / spread * height : y + height / 2
            return (px, py)
        }
        var d = indexed.enumerated().map { order, entry in
            let p = point(entry.offset, entry.element)
            return (order == 0 ? "M" : "") + SVGNumber.text(p.x) + " " + SVGNumber.text(p.y)
        }.joined(separator: " ")
        if indexed.count == 1 {
            // A single value: a short flat stroke so there is a line to see, not only the dot.
            let p = point(final.offset, final.element)
            d = "M\(SVGNumber.text(x)) \(SVGNumber.text(p.y))H\(SVGNumber.text(x + width))"
        }
        return (d, point(final.offset, final.element))
    }

    /// The data as an HTML table: one row per point.
    func dataTable() -> String {
        DataTable.html(caption: title, headers: [labelName, valueName],
                       rows: points.map { [$0.label, ChartText.value($0.value, format)] })
    }

    /// `<figure class="chart chart-spark">` with the sparkline and its data table under a "Data" disclosure.
    func figure() -> String {
        ChartFrame.figure(kind: "spark", title: title, svg: svg(), table: dataTable())
    }
}
