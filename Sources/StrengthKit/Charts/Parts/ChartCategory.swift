/// One place on a bar chart's category axis: a week, a weekday, an hour.
struct ChartCategory: Hashable, Sendable {
    /// The full name, used in the data table, tooltips and description: `Week of 3 Mar 2025`, `Monday`.
    var label: String
    /// The short name under the bar: `3 Mar`, `Mon`, `18`. Thinned out automatically when bars are narrow.
    var axisLabel: String

    /// A category named `label`, shown as `axisLabel` (by default the label itself) under its bar.
    init(label: String, axisLabel: String? = nil) {
        self.label = label
        self.axisLabel = axisLabel ?? label
    }

    /// The week starting on `day`: `Week of 3 Mar 2025`, with `3 Mar` on the axis.
    static func week(starting day: LocalDay) -> ChartCategory {
        ChartCategory(label: "Week of \(ChartText.date(day))", axisLabel: ChartText.dayAndMonth(day))
    }
}
