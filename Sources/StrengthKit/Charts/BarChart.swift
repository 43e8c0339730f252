/// Vertical bars, one value per category: workouts or volume per week, workouts by weekday or hour.
///
/// The value axis always includes zero, so bar lengths compare honestly; negative values (not
/// expected) hang below the zero line. With few enough bars, none negative, each also carries its
/// value on top.
struct BarChart: Hashable, Sendable {
    /// One bar.
    struct Bar: Hashable, Sendable {
        /// What the bar stands for.
        var category: ChartCategory
        /// The bar's height, in the chart's unit; non-finite values are left out of the drawing.
        var value: Double

        /// A bar of `value` for `category`.
        init(_ category: ChartCategory, value: Double) {
            self.category = category
            self.value = value
        }

        /// A bar named `label` (`axisLabel` under it, by default the label).
        init(label: String, axisLabel: String? = nil, value: Double) {
            self.init(ChartCategory(label: label, axisLabel: axisLabel), value: value)
        }

        /// The bar for the week starting on `day`: `Week of 3 Mar 2025`, `3 Mar` on the axis.
        static func week(starting day: LocalDay, value: Double) -> Bar {
            Bar(.week(starting: day), value: value)
        }
    }

    /// The bars, left to right, and what they are.
    var content: BarChartContent
    /// Bars in time order: the last bar's label is always shown, and the description names the latest value.
    var isChronological: Bool
    /// The viewBox width; CSS scales the chart, so this sets proportions and relative text size.
    var width: Double
    /// The viewBox height.
    var height: Double

    /// Bars get their value written on top while there are at most this many and the numbers fit.
    static let valueLabelLimit = 12

    /// A bar chart; see the properties for what each input means.
    init(id: String, title: String, note: String = "", categoryName: String, valueName: String, bars: [Bar],
                format: ValueFormat, isChronological: Bool = false, width: Double = 400, height: Double = 220) {
        content = BarChartContent(id: id, title: title, note: note, categoryName: categoryName, valueName: valueName,
                                  bars: bars, format: format)
        self.isChronological = isChronological
        self.width = max(width, 160)
        self.height = max(height, 120)
    }

    /// What the chart shows, in words: the `<desc>`.
    var summaryText: String {
        let (bars, note, format) = (content.bars, content.note, content.format)
        let finite = bars.filter { $0.value.isFinite }
        guard let first = bars.first, let last = bars.last, !finite.isEmpty else {
            return ChartDescription.sentences([note, ChartFrame.noData])
        }
        let range = bars.count == 1 ? "1 bar, \(first.category.label)"
            : "\(bars.count) bars, \(first.category.label) to \(last.category.label)"
        let extremes = ChartDescription.extremes(finite.map { ($0.category.label, $0.value) }, format: format, latest: isChronological)
        return ChartDescription.sentences([note, "\(content.valueName): \(range)", extremes.map(\.sentenceCased)])
    }

    /// The `<svg>` element.
    func svg() -> String {
        let (bars, format) = (content.bars, content.format)
        let elementID = ChartFrame.elementID(content.id)
        var out = ChartFrame.open(id: elementID, kind: "bar", width: width, height: height, title: content.title, description: summaryText)
        let values = bars.map(\.value).filter(\.isFinite)
        guard let lowest = values.min(), let highest = values.max() else {
            return out + ChartFrame.emptyMessage(width: width, height: height) + "</svg>"
        }
        let fontSize = ChartStyle.fontSize
        let scale = NiceScale(minimum: lowest, maximum: highest, targetTickCount: 5, includesZero: true,
                              minimumStep: format.minimumStep, style: format.tickStyle)
        let tickTexts = scale.ticks.map { format.tickLabel($0, step: scale.step) }
        let labelWidth = tickTexts.map { ChartText.width(of: $0, fontSize: fontSize) }.max() ?? 0
        let plotLeft = max(labelWidth + 10, 24)
        let axis = CategoryAxis.fitted(count: bars.count, left: plotLeft, viewWidth: width, lastLabel: bars.last?.category.axisLabel, fontSize: fontSize)

        let valueTexts = bars.map { $0.value.isFinite ? format.tickLabel($0.value, step: format.minimumStep) : "" }
        // Labels go above bars; a negative bar (not expected) would push its label into the axis labels.
        let showsValues = bars.count <= BarChart.valueLabelLimit && lowest >= 0
            && valueTexts.allSatisfy { ChartText.width(of: $0, fontSize: ChartStyle.smallFontSize) <= axis.pitch - 2 }

        out += ChartFrame.unitTitle(format.axisTitle, x: 4, y: 6 + fontSize)
        let plotTop = 6 + fontSize + (showsValues ? 22 : 12)
        let plotBottom = height - 22
        let y = { (value: Double) in scale.position(of: value, from: plotBottom, to: plotTop) }
        out += ChartFrame.gridPath(ys: scale.ticks.map(y), from: plotLeft, to: axis.right)
        out += ChartFrame.valueLabels(zip(tickTexts, scale.ticks).map { ($0, y($1)) }, x: plotLeft - 6, fontSize: fontSize)

        let zero = y(0)
        out += "<g class=\"\(ChartStyle.seriesClass(0))\">"
        for (index, bar) in bars.enumerated() where bar.value.isFinite && bar.value != 0 {
            let top = min(y(bar.value), zero)
            let tip = bar.category.label + ": " + format.text(bar.value)
            out += "<rect x=\"\(SVGNumber.text(axis.barLeft(index)))\" y=\"\(SVGNumber.text(top))\""
                + " width=\"\(SVGNumber.text(axis.barWidth))\" height=\"\(SVGNumber.text(abs(y(bar.value) - zero)))\">"
                + "<title>\(Markup.escape(tip))</title></rect>"
        }
        out += "</g>"
        if showsValues {
            out += "<g class=\"ch-value\" text-anchor=\"middle\" font-size=\"\(SVGNumber.text(ChartStyle.smallFontSize))\">"
            for (index, bar) in bars.enumerated() where bar.value.isFinite {
                out += "<text x=\"\(SVGNumber.text(axis.center(index)))\" y=\"\(SVGNumber.text(y(bar.value) - 4))\">"
                    + Markup.escape(valueTexts[index]) + "</text>"
            }
            out += "</g>"
        }
        out += "<path class=\"ch-axis\" d=\"M\(SVGNumber.text(plotLeft)) \(SVGNumber.text(zero))H\(SVGNumber.text(axis.right))\""
            + " stroke=\"currentColor\" stroke-opacity=\"\(ChartStyle.axisOpacity)\"/>"
        out += axis.labels(bars.map(\.category.axisLabel), keepingLast: isChronological, y: plotBottom + 15,
                           fontSize: fontSize, viewWidth: width)
        return out + "</svg>"
    }

    /// The data as an HTML table: one row per bar.
    func dataTable() -> String { content.dataTable() }

    /// `<figure class="chart chart-bar">` with the chart and its data table under a "Data" disclosure.
    func figure() -> String { content.figure(kind: "bar", svg: svg()) }
}
