/// What a bar chart says, whichever way its bars run: the bars in order, the title and note, the
/// names over the data table's columns and how values print. `BarChart` stands the bars up in
/// columns, `RankedBarChart` lays them down in rows.
struct BarChartContent: Hashable, Sendable {
    /// Prefix of the element ids inside the chart; unique on the page.
    var id: String
    /// The chart's accessible name and the table's caption: `Workouts per week`.
    var title: String
    /// An optional first sentence for the description.
    var note: String
    /// The table's header over the category column: `Week`, `Weekday`, `Muscle group`.
    var categoryName: String
    /// The table's header over the values: `Workouts`, `Sets per week`.
    var valueName: String
    /// In display order: left to right, or top to bottom.
    var bars: [BarChart.Bar]
    /// How values, axis ticks and the axis title are printed.
    var format: ValueFormat

    /// The data as an HTML table: one row per bar, in the chart's order.
    func dataTable() -> String {
        DataTable.html(caption: title, headers: [categoryName, valueName],
                       rows: bars.map { [$0.category.label, ChartText.value($0.value, format)] })
    }

    /// `<figure class="chart chart-KIND">` with `svg` and the data table under a "Data" disclosure.
    func figure(kind: String, svg: String) -> String {
        ChartFrame.figure(kind: kind, title: title, svg: svg, table: dataTable())
    }
}
