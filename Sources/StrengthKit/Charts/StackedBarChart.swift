/// Bars split into coloured layers: weekly working sets or volume per muscle group.
///
/// Layers stack in series order from the bottom, with a legend above the plot. Negative values
/// (not expected) are drawn as zero but stay in the table. Past `ChartStyle.seriesColorCount`
/// series, colours repeat; for many groups, small multiples of `BarChart` read better.
struct StackedBarChart: Hashable, Sendable {
    /// One layer: a value for each category, in the categories' order.
    struct Series: Hashable, Sendable {
        /// Shown in the legend, tooltips and as a table column header.
        var name: String
        /// Aligned with the chart's categories; missing values count as zero, extra ones are ignored.
        var values: [Double]
    }

    /// Prefix of the element ids inside the chart; unique on the page.
    var id: String
    /// The chart's accessible name and the table's caption: `Working sets per muscle group`.
    var title: String
    /// An optional first sentence for the description (secondary muscles count half, for example).
    var note: String
    /// The table's header over the category column: `Week`.
    var categoryName: String
    /// The bars, left to right.
    var categories: [ChartCategory]
    /// The layers, bottom to top.
    var series: [Series]
    /// How values, axis ticks and the axis title are printed.
    var format: ValueFormat
    /// Categories in time order: the last label is always shown and the description names the latest total.
    var isChronological: Bool
    /// The viewBox width; CSS scales the chart, so this sets proportions and relative text size.
    var width: Double
    /// The viewBox height; a legend of more than one row adds to it.
    var height: Double

    /// A stacked bar chart; see the properties for what each input means.
    init(id: String, title: String, note: String = "", categoryName: String, categories: [ChartCategory],
                series: [Series], format: ValueFormat, isChronological: Bool = false,
                width: Double = 400, height: Double = 240) {
        self.id = id
        self.title = title
        self.note = note
        self.categoryName = categoryName
        self.categories = categories
        self.series = series
        self.format = format
        self.isChronological = isChronological
        self.width = max(width, 160)
        self.height = max(height, 120)
    }

    /// The value of `series` for category `index`: zero when missing, negative or not finite.
    private func drawnValue(_ series: Series, _ index: Int) -> Double {
        guard index < series.values.count, series.values[index].isFinite else { return 0 }
        return max(series.values[index], 0)
    }

    /// Each category's stack height.
    var totals: [Double] {
        categories.indices.map { index in series.reduce(0) { $0 + drawnValue($1, index) } }
    }

    /// What the chart shows, in words: the `<desc>`.
    var summaryText: String {
        guard let first = categories.first, let last = categories.last, !series.isEmpty else {
            return ChartDescription.sentences([note, ChartFrame.noData])
        }
        let range = categories.count == 1 ? "1 bar, \(first.label)" : "\(categories.count) bars, \(first.label) to \(last.label)"
        let names = series.map(\.name).joined(separator: ", ")
        let extremes = ChartDescription.extremes(zip(categories, totals).map { ($0.label, $1) }, format: format, latest: isChronological)
        return ChartDescription.sentences([note, "\(range), stacked by \(names)", extremes.map { "Totals: " + $0 }])
    }

    /// The `<svg>` element.
    func svg() -> String {
        let elementID = ChartFrame.elementID(id)
        let totals = self.totals
        guard !categories.isEmpty, !series.isEmpty, let highest = totals.max() else {
            return ChartFrame.open(id: elementID, kind: "stack", width: width, height: height, title: title, description: summaryText)
                + ChartFrame.emptyMessage(width: width, height: height) + "</svg>"
        }
        let fontSize = ChartStyle.fontSize
        // A legend over one row makes the chart taller rather than the plot smaller.
        let legend = ChartLegend.render(names: series.map(\.name), x: 8, y: 6, maximumWidth: width - 16)
        let height = self.height + max(legend.height - ChartLegend.rowHeight, 0)
        var out = ChartFrame.open(id: elementID, kind: "stack", width: width, height: height, title: title, description: summaryText)
        out += legend.markup
        let top = 6 + legend.height + 4
        let scale = NiceScale(minimum: 0, maximum: highest, targetTickCount: 5, includesZero: true,
                              minimumStep: format.minimumStep, style: format.tickStyle)
        let tickTexts = scale.ticks.map { format.tickLabel($0, step: scale.step) }
        let labelWidth = tickTexts.map { ChartText.width(of: $0, fontSize: fontSize) }.max() ?? 0
        let plotLeft = max(labelWidth + 10, 24)
        let axis = CategoryAxis.fitted(count: categories.count, left: plotLeft, viewWidth: width, lastLabel: categories.last?.axisLabel, fontSize: fontSize)
        out += ChartFrame.unitTitle(format.axisTitle, x: 4, y: top + fontSize)
        let plotTop = top + fontSize + 12
        let plotBottom = height - 22
        let y = { (value: Double) in scale.position(of: value, from: plotBottom, to: plotTop) }
        out += ChartFrame.gridPath(ys: scale.ticks.map(y), from: plotLeft, to: axis.right)
        out += ChartFrame.valueLabels(zip(tickTexts, scale.ticks).map { ($0, y($1)) }, x: plotLeft - 6, fontSize: fontSize)

        var stacked = Array(repeating: 0.0, count: categories.count)
        for (seriesIndex, layer) in series.enumerated() {
            out += "<g class=\"\(ChartStyle.seriesClass(seriesIndex))\">"
            for (index, category) in categories.enumerated() {
                let value = drawnValue(layer, index)
                guard value > 0 else { continue }
                let bottom = y(stacked[index])
                stacked[index] += value
                let tip = "\(category.label), \(layer.name): \(format.text(value))"
                out += "<rect x=\"\(SVGNumber.text(axis.barLeft(index)))\" y=\"\(SVGNumber.text(y(stacked[index])))\""
                    + " width=\"\(SVGNumber.text(axis.barWidth))\" height=\"\(SVGNumber.text(bottom - y(stacked[index])))\">"
                    + "<title>\(Markup.escape(tip))</title></rect>"
            }
            out += "</g>"
        }
        out += "<path class=\"ch-axis\" d=\"M\(SVGNumber.text(plotLeft)) \(SVGNumber.text(plotBottom))H\(SVGNumber.text(axis.right))\""
            + " stroke=\"currentColor\" stroke-opacity=\"\(ChartStyle.axisOpacity)\"/>"
        out += axis.labels(categories.map(\.axisLabel), keepingLast: isChronological, y: plotBottom + 15,
                           fontSize: fontSize, viewWidth: width)
        return out + "</svg>"
    }

    /// The data as an HTML table: a row per category, a column per series and the total.
    func dataTable() -> String {
        let totals = self.totals
        let rows = categories.enumerated().map { index, category in
            [category.label] + series.map { layer in
                index < layer.values.count ? ChartText.value(layer.values[index], format) : "—"
            } + [format.text(totals[index])]
        }
        return DataTable.html(caption: title, headers: [categoryName] + series.map(\.name) + ["Total"], rows: rows)
    }

    /// `<figure class="chart chart-stack">` with the chart and its data table under a "Data" disclosure;
    /// the chart alone when `tableBeside`: the page shows the numbers in a table of its own.
    func figure(tableBeside: Bool = false) -> String {
        ChartFrame.figure(kind: "stack", title: title, svg: svg(), table: tableBeside ? nil : dataTable())
    }
}
