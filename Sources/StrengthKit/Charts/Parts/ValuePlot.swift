/// The plot area of a chart of values over days (`LineChart`, `TrendChart`): a nice value scale,
/// the rectangle left for the marks once the tick labels have their width, and the markup of the
/// axis title, the grid lines and the tick labels.
struct ValuePlot {
    let scale: NiceScale
    let left: Double
    let right: Double
    let top: Double
    let bottom: Double
    /// The value axis runs downwards, so that a falling pace still points up.
    let lowerIsBetter: Bool
    /// Axis title, grid lines and value labels.
    let markup: String

    /// A plot for values from `lowest` to `highest` in a chart `width` × `height`, whose content
    /// above it (a legend) ends at `top`.
    init(lowest: Double, highest: Double, format: ValueFormat, lowerIsBetter: Bool, top: Double, width: Double, height: Double) {
        let fontSize = ChartStyle.fontSize
        let scale = NiceScale(minimum: lowest, maximum: highest, targetTickCount: 5,
                              minimumStep: format.minimumStep, style: format.tickStyle)
        let tickTexts = scale.ticks.map { format.tickLabel($0, step: scale.step) }
        let axisTitle = lowerIsBetter ? [format.axisTitle, "lower is better"].filter { !$0.isEmpty }.joined(separator: ", ")
            : format.axisTitle
        let labelWidth = tickTexts.map { ChartText.width(of: $0, fontSize: fontSize) }.max() ?? 0
        self.scale = scale
        self.lowerIsBetter = lowerIsBetter
        self.top = top + fontSize + 12
        self.bottom = height - 32
        self.left = max(labelWidth + 10, 24)
        self.right = width - 10
        var markup = ChartFrame.unitTitle(axisTitle, x: 4, y: top + fontSize)
        let ys = scale.ticks.map { ValuePlot.position(of: $0, scale: scale, top: top + fontSize + 12, bottom: height - 32,
                                                      lowerIsBetter: lowerIsBetter) }
        markup += ChartFrame.gridPath(ys: ys, from: left, to: right)
        markup += ChartFrame.valueLabels(Array(zip(tickTexts, ys)), x: left - 6, fontSize: fontSize)
        self.markup = markup
    }

    /// The vertical position of `value`.
    func y(_ value: Double) -> Double {
        ValuePlot.position(of: value, scale: scale, top: top, bottom: bottom, lowerIsBetter: lowerIsBetter)
    }

    private static func position(of value: Double, scale: NiceScale, top: Double, bottom: Double, lowerIsBetter: Bool) -> Double {
        lowerIsBetter ? scale.position(of: value, from: top, to: bottom) : scale.position(of: value, from: bottom, to: top)
    }
}
