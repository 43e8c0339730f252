/// A README card: training days of the last 52 weeks as a GitHub-style calendar heatmap.
///
/// Standalone SVG (495 × 195) with its own light and dark palette. Shades follow the same rule as
/// `CalendarHeatmap`; the newest column is the week holding `through`.
struct HeatmapCard: Hashable, Sendable {
    /// Ids of the card's `<title>` and `<desc>` are `id-t` and `id-d`.
    var id: String = "heatmap-card"
    /// `Training days`.
    var title: String = "Training days"
    /// The last day shown (today, passed in: nothing here reads the clock).
    var through: LocalDay
    /// Training days in any order; earlier days are ignored, repeated days summed.
    var days: [CalendarHeatmap.Day]
    /// The weekday on the top row.
    var weekStart: Weekday = .monday
    /// How a day's value is printed in the description.
    var format: ValueFormat = .number(unit: "workouts", maximumFractionDigits: 0)

    /// Columns shown: this week and the 51 before it.
    static let weekCount = 52

    /// The same days as a `CalendarHeatmap`, which supplies the grid, the levels and the description.
    var heatmap: CalendarHeatmap {
        CalendarHeatmap(id: id, title: title,
                        first: CalendarHeatmap.firstDay(ofWeeks: HeatmapCard.weekCount, through: through, weekStart: weekStart),
                        last: through, days: days, weekStart: weekStart, format: format)
    }

    /// The standalone `<svg>` document element.
    func svg() -> String {
        let heatmap = self.heatmap
        let grid = heatmap.grid
        let training = heatmap.trainingDays
        let elementID = ChartFrame.elementID(id)
        var out = CardStyle.open(id: elementID, title: title, description: heatmap.summaryText)
        let (pitch, cell, left, top) = (8.0, 6.5, 52.0, 88.0)
        out += CardStyle.text(ChartText.truncated(title, maximumCharacters: 60), cssClass: "card-title", x: 25, y: 36,
                              fitting: (445, 16))
        let count = training.count
        out += CardStyle.text("\(NumberText.counted(count, "training day")), \(ChartText.date(grid.first)) to \(ChartText.date(grid.last))",
                              cssClass: "card-label", x: 25, y: 56)
        for label in grid.monthLabels {
            out += CardStyle.text(label.text, cssClass: "card-small", x: left + Double(label.column) * pitch, y: top - 6)
        }
        for label in grid.rowLabels {
            out += CardStyle.text(label.text, cssClass: "card-small", x: left - 6, y: top + Double(label.row) * pitch + cell, anchor: "end")
        }

        let layout = HeatmapGrid.Layout(left: left, top: top, pitch: pitch, cell: cell, radius: 1.5)
        out += grid.squares(training, elementID: elementID, layout: layout, levelAttributes: { "class=\"card-h\($0)\"" }, tooltip: nil)

        let right = left + Double(grid.columnCount) * pitch - (pitch - cell)
        let baseline = top + 7 * pitch + 24
        let swatchesLeft = right - ChartText.width(of: "More", fontSize: 10) - 6 - 5 * (cell + 3) + 3
        out += CardStyle.text("Less", cssClass: "card-small", x: swatchesLeft - 5, y: baseline, anchor: "end")
        out += HeatmapGrid.legendSquares(elementID: elementID, x: swatchesLeft, y: baseline - cell, spacing: cell + 3,
                                         levelAttributes: { "class=\"card-h\($0)\"" })
        out += CardStyle.text("More", cssClass: "card-small", x: right, y: baseline, anchor: "end")
        return out + "</svg>"
    }
}
