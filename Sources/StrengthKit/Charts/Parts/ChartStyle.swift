/// The contract between the inline charts and the site's stylesheet: which classes the charts write,
/// and which CSS custom properties a stylesheet is expected to define.
///
/// Charts carry no colours of their own. The `<svg>` root sets `fill="currentColor"`, so text and
/// marks take the page's text colour, and grid lines, axes and tick labels are that colour at a
/// lower opacity (presentation attributes, so a stylesheet can override them). A chart is therefore
/// readable in light and dark even with no chart CSS at all; the stylesheet adds series colours.
///
/// Classes written into the SVG:
/// - `ch` on every chart root, plus its kind: `ch-line`, `ch-trend`, `ch-bar`, `ch-rank`, `ch-stack`, `ch-heat`, `ch-spark`.
/// - `ch-grid` (horizontal grid lines), `ch-axis` (baseline and tick marks), `ch-tick` (axis labels),
///   `ch-unit` (the value axis title), `ch-value` (numbers over bars), `ch-legend`, `ch-band` (a target range
///   shaded behind ranked bars), `ch-empty`
///   ("No data yet"), `ch-trace` on the path of a line or sparkline, `ch-goal` (a goal's dashed line across a
///   trend chart), `ch-goal-label` (its value written on it) and `ch-projection` (the dotted segment to the
///   day the trend reaches it), all three in the goal's series colour (`goalClass`).
/// - `ch-s1` ... `ch-s8`: a series (line, bars, stack layer, legend swatch). Marks are drawn in
///   `currentColor`, so a stylesheet colours a series by setting `color`:
///   `.ch-s1 { color: var(--chart-1) }`. Series past the eighth reuse the palette from the start.
/// - `ch-h0` (a day without training) and `ch-h1` ... `ch-h4` (training days, light to heavy) on the
///   calendar heatmap; levels 1-4 are drawn at opacities 0.3, 0.5, 0.75 and 1 of their `color`:
///   `.ch-h1, .ch-h2, .ch-h3, .ch-h4 { color: var(--chart-heat) }`.
///
/// Classes written into the HTML: `chart` and `chart-<kind>` on the `<figure>`, `chart-data` on
/// the data `<table>`.
///
/// Custom properties the site's stylesheet should define, for light and for dark:
/// `--chart-1` ... `--chart-8` (series), `--chart-heat` (heatmap training days).
///
/// The README cards (`SummaryCard`, `HeatmapCard`) are standalone files, so they embed their own
/// palette (`CardStyle`) instead.
enum ChartStyle {
    /// Series colours in the palette; the ninth series reuses the first colour.
    static let seriesColorCount = 8

    /// `ch-s1` for the first series (index 0).
    static func seriesClass(_ index: Int) -> String {
        "ch-s\(index % seriesColorCount + 1)"
    }

    /// The series colour of goals on a trend chart: the third, apart from the weeks' and the trend's.
    static let goalClass = seriesClass(2)

    /// Opacity of heatmap levels 0 (no training, drawn in the text colour) to 4.
    static let heatOpacity = ["0.1", "0.3", "0.5", "0.75", "1"]

    /// Opacity of the grid lines, axes and tick labels drawn in the text colour.
    static let gridOpacity = "0.12"
    static let axisOpacity = "0.45"
    static let tickOpacity = "0.75"

    /// Font sizes in viewBox units. A 400-unit-wide chart shown 340 px wide (a phone) still prints
    /// tick labels at about 10 px; the heatmap (10) is given a minimum width by the site's CSS instead.
    static let fontSize = 12.0
    static let smallFontSize = 10.0
    static let messageFontSize = 15.0
}
