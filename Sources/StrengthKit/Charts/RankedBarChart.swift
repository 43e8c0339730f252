/// Horizontal bars, one row per named category in the order given, with every name written beside
/// its bar: muscle groups by weekly sets, weakest first. Vertical bars keep only the labels that fit,
/// so a dozen muscle groups would lose most of their names; rows never do.
///
/// An optional band (a weekly-sets target) is shaded behind the bars, so below, within and above
/// read at a glance.
struct RankedBarChart: Hashable, Sendable {
    /// One row: a bar as the upright chart has it, named by its label (the axis label goes unused).
    /// Non-finite values draw no bar; negative ones draw from zero as zero.
    typealias Bar = BarChart.Bar

    /// The rows, top to bottom, and what they are.
    var content: BarChartContent
    /// A target range shaded behind the bars, in the chart's unit.
    var band: ClosedRange<Double>?
    /// The viewBox width; the height follows the number of rows.
    var width: Double

    static let rowHeight = 20.0
    static let barHeight = 13.0
    static let labelCharacters = 18

    init(id: String, title: String, note: String = "", categoryName: String, valueName: String, bars: [Bar],
         format: ValueFormat, band: ClosedRange<Double>? = nil, width: Double = 400) {
        content = BarChartContent(id: id, title: title, note: note, categoryName: categoryName, valueName: valueName,
                                  bars: bars, format: format)
        self.band = band
        self.width = max(width, 240)
    }

    private var top: Double { band == nil ? 20 : 34 }

    /// The viewBox height: the axis on top, then one row per bar.
    var height: Double { top + Double(content.bars.count) * RankedBarChart.rowHeight + 6 }

    /// What the chart shows, in words: the `<desc>`.
    var summaryText: String {
        let (note, format) = (content.note, content.format)
        let finite = content.bars.filter { $0.value.isFinite }
        guard !finite.isEmpty else { return ChartDescription.sentences([note, ChartFrame.noData]) }
        var parts: [String?] = [note, "\(NumberText.counted(finite.count, "row")), top to bottom"]
        parts.append(ChartDescription.extremes(finite.map { ($0.category.label, $0.value) }, format: format, latest: false))
        if let band {
            let below = finite.filter { $0.value < band.lowerBound }.count
            let above = finite.filter { $0.value > band.upperBound }.count
            parts.append("\(below) below the band of \(format.text(band.lowerBound)) to \(format.text(band.upperBound)), "
                         + "\(finite.count - below - above) within it, \(above) above it")
        }
        return ChartDescription.sentences(parts)
    }

    /// The `<svg>` element.
    func svg() -> String {
        let (bars, format) = (content.bars, content.format)
        let elementID = ChartFrame.elementID(content.id)
        let fontSize = ChartStyle.fontSize
        var out = ChartFrame.open(id: elementID, kind: "rank", width: width, height: height, title: content.title, description: summaryText)
        let finite = bars.map(\.value).filter(\.isFinite)
        guard !bars.isEmpty, !finite.isEmpty else {
            return out + ChartFrame.emptyMessage(width: width, height: max(height, 60)) + "</svg>"
        }
        let labels = bars.map { ChartText.truncated($0.category.label, maximumCharacters: RankedBarChart.labelCharacters) }
        let labelWidth = min(labels.map { ChartText.width(of: $0, fontSize: fontSize) }.max() ?? 0, width * 0.4)
        let values = bars.map { $0.value.isFinite ? format.text($0.value) : "" }
        let valueWidth = values.map { ChartText.width(of: $0, fontSize: fontSize) }.max() ?? 0
        let left = 4 + labelWidth + 8
        let right = width - valueWidth - 10
        let scale = NiceScale(minimum: 0, maximum: max(finite.max() ?? 0, band?.upperBound ?? 0, 0), targetTickCount: 4,
                              minimumStep: format.minimumStep, style: format.tickStyle)
        let x = { (value: Double) in scale.position(of: max(value, 0), from: left, to: right) }
        let n = SVGNumber.text
        let plotTop = top, plotBottom = height - 6

        if let band {
            let from = x(band.lowerBound), to = x(band.upperBound)
            out += "<rect class=\"ch-band\" x=\"\(n(from))\" y=\"\(n(plotTop - 2))\" width=\"\(n(max(to - from, 1)))\""
                + " height=\"\(n(plotBottom - plotTop + 2))\" fill-opacity=\"0.08\"/>"
            out += "<text class=\"ch-tick\" x=\"\(n((from + to) / 2))\" y=\"\(n(12))\" text-anchor=\"middle\""
                + " fill-opacity=\"\(ChartStyle.tickOpacity)\">target \(Markup.escape(format.text(band.lowerBound)))–"
                + "\(Markup.escape(format.text(band.upperBound)))</text>"
        }
        let gridD = scale.ticks.map { "M\(n(x($0))) \(n(plotTop - 2))V\(n(plotBottom))" }.joined()
        out += "<path class=\"ch-grid\" d=\"\(gridD)\" stroke=\"currentColor\" stroke-opacity=\"\(ChartStyle.gridOpacity)\"/>"
        out += "<g class=\"ch-tick\" text-anchor=\"middle\" fill-opacity=\"\(ChartStyle.tickOpacity)\">"
        for tick in scale.ticks {
            out += "<text x=\"\(n(x(tick)))\" y=\"\(n(plotTop - 6))\">\(Markup.escape(format.tickLabel(tick, step: scale.step)))</text>"
        }
        out += "</g><g class=\"ch-tick\" text-anchor=\"end\">"
        for (index, label) in labels.enumerated() {
            let middle = plotTop + (Double(index) + 0.5) * RankedBarChart.rowHeight
            out += "<text x=\"\(n(left - 8))\" y=\"\(n(middle + fontSize * 0.35))\">\(Markup.escape(label))</text>"
        }
        out += "</g><g class=\"\(ChartStyle.seriesClass(0))\">"
        for (index, bar) in bars.enumerated() where bar.value.isFinite {
            let middle = plotTop + (Double(index) + 0.5) * RankedBarChart.rowHeight
            let end = x(bar.value)
            out += "<rect x=\"\(n(left))\" y=\"\(n(middle - RankedBarChart.barHeight / 2))\" width=\"\(n(max(end - left, 0)))\""
                + " height=\"\(n(RankedBarChart.barHeight))\" rx=\"2\"><title>\(Markup.escape(bar.category.label + ": " + values[index]))</title></rect>"
        }
        out += "</g><g class=\"ch-value\" fill-opacity=\"\(ChartStyle.tickOpacity)\">"
        for (index, bar) in bars.enumerated() where bar.value.isFinite {
            let middle = plotTop + (Double(index) + 0.5) * RankedBarChart.rowHeight
            out += "<text x=\"\(n(x(bar.value) + 4))\" y=\"\(n(middle + fontSize * 0.35))\">\(Markup.escape(values[index]))</text>"
        }
        return out + "</g></svg>"
    }

    /// The data as an HTML table, one row per bar in the chart's order.
    func dataTable() -> String { content.dataTable() }

    /// `<figure class="chart chart-rank">` with the chart and its table under "Data".
    func figure() -> String { content.figure(kind: "rank", svg: svg()) }
}
