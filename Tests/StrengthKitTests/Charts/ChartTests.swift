import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import StrengthKit

/// Small fixed inputs for the chart goldens, shaped like what the site charts.
enum ChartFixtures {
    static func day(_ text: String) -> LocalDay {
        LocalDay(text) ?? LocalDay(daysSinceEpoch: 0)
    }

    static let kilograms = ValueFormat.number(unit: "kg", maximumFractionDigits: 1)
    static let workouts = ValueFormat.number(maximumFractionDigits: 0)

    /// Bench press e1RM over ten sessions, January to March 2025.
    static let benchE1RM: [LineChart.Point] = [
        ("2025-01-06", 95), ("2025-01-13", 97.5), ("2025-01-20", 97.5), ("2025-01-30", 100), ("2025-02-10", 101.3),
        ("2025-02-17", 100), ("2025-02-24", 103.8), ("2025-03-03", 105), ("2025-03-10", 107.5), ("2025-03-14", 106.7),
    ].map { LineChart.Point(day: day($0.0), value: $0.1) }

    static let benchTopSet: [LineChart.Point] = [
        ("2025-01-06", 85), ("2025-01-13", 87.5), ("2025-01-20", 87.5), ("2025-01-30", 90), ("2025-02-10", 90),
        ("2025-02-17", 90), ("2025-02-24", 92.5), ("2025-03-03", 95), ("2025-03-10", 97.5), ("2025-03-14", 95),
    ].map { LineChart.Point(day: day($0.0), value: $0.1) }

    static var lineChart: LineChart {
        LineChart(id: "bench-e1rm", title: "Bench Press — estimated 1RM", note: "Brzycki, sets of up to 12 reps",
                  series: [.init(name: "Estimated 1RM", points: benchE1RM)], format: kilograms)
    }

    static var twoSeriesChart: LineChart {
        LineChart(id: "bench-trend", title: "Bench Press — e1RM and top set",
                  series: [.init(name: "Estimated 1RM", points: benchE1RM), .init(name: "Top set", points: benchTopSet)],
                  format: kilograms)
    }

    /// 5 km runs over a year: pace in seconds per km, getting faster.
    static var paceChart: LineChart {
        let paces: [(String, Double)] = [
            ("2024-04-02", 342), ("2024-05-14", 335), ("2024-06-20", 331), ("2024-08-01", 326), ("2024-09-10", 322),
            ("2024-10-22", 318), ("2024-12-03", 320), ("2025-01-15", 311), ("2025-02-26", 307), ("2025-03-12", 305),
        ]
        return LineChart(id: "run-pace", title: "Running — best pace",
                         series: [.init(name: "Best pace", points: paces.map { .init(day: day($0.0), value: $0.1) })],
                         format: .clock(unit: "/km", axisTitle: "min /km"), lowerIsBetter: true)
    }

    /// 26 weeks of volume, Mondays from 2 Sep 2024, with a deload and a missed week.
    static var weeklyVolume: BarChart {
        let start = day("2024-09-02")
        let bars = (0..<26).map { week in
            let value: Double = week == 13 ? 0 : week % 4 == 3 ? 9_850 : 14_200 + Double(week * 355 % 2_300)
            return BarChart.Bar.week(starting: start.adding(days: 7 * week), value: value)
        }
        return BarChart(id: "weekly-volume", title: "Volume per week", note: "Working sets only; warm-ups excluded",
                        categoryName: "Week", valueName: "Volume", bars: bars, format: .number(unit: "kg", maximumFractionDigits: 0),
                        isChronological: true)
    }

    static var weekdays: BarChart {
        let counts: [Double] = [31, 4, 29, 6, 27, 12, 0]
        let bars = zip(Weekday.allCases, counts).map { BarChart.Bar(label: $0.rawValue.capitalized, axisLabel: $0.shortName, value: $1) }
        return BarChart(id: "by-weekday", title: "Workouts by weekday", categoryName: "Weekday", valueName: "Workouts",
                        bars: bars, format: workouts)
    }

    static var hours: BarChart {
        let counts: [Double] = [0, 0, 0, 0, 0, 0, 2, 9, 4, 1, 0, 1, 3, 1, 0, 0, 2, 8, 21, 17, 6, 1, 0, 0]
        let bars = counts.enumerated().map { BarChart.Bar(label: Digits.pad($0, 2) + ":00", axisLabel: String($0), value: $1) }
        return BarChart(id: "by-hour", title: "Workouts by hour of day", categoryName: "Hour", valueName: "Workouts",
                        bars: bars, format: workouts)
    }

    static var muscleSets: StackedBarChart {
        let start = day("2025-01-20")
        let categories = (0..<8).map { ChartCategory.week(starting: start.adding(days: 7 * $0)) }
        return StackedBarChart(
            id: "muscle-sets", title: "Working sets per muscle group", note: "Secondary muscle groups count half",
            categoryName: "Week", categories: categories,
            series: [
                .init(name: "Chest", values: [10, 12, 12, 6, 12, 14, 14, 8]),
                .init(name: "Back", values: [12, 12, 14, 7, 14, 14, 16, 8]),
                .init(name: "Quadriceps", values: [8, 9, 10, 5, 10, 10, 12, 6]),
                .init(name: "Shoulders", values: [6.5, 7, 7, 3.5, 8, 8, 9, 4]),
            ],
            format: .number(unit: "sets", maximumFractionDigits: 1, axisTitle: "sets"), isChronological: true)
    }

    /// Training days of 2025 and their minutes: Monday, Wednesday, Friday with gaps and a two-week break in August.
    static var trainingDays: [CalendarHeatmap.Day] {
        let first = day("2025-01-01")
        return (0..<365).compactMap { offset -> CalendarHeatmap.Day? in
            let date = first.adding(days: offset)
            guard [1, 3, 5].contains(date.isoWeekday), offset % 11 != 4, !(date.month == 8 && date.day < 15) else { return nil }
            return CalendarHeatmap.Day(day: date, value: Double(20 + offset * 13 % 61))
        }
    }

    static var heatmap: CalendarHeatmap {
        CalendarHeatmap(id: "year-2025", title: "Training days in 2025", first: day("2025-01-01"), last: day("2025-12-31"),
                        days: trainingDays, weekStart: .monday, format: .number(unit: "min", maximumFractionDigits: 0),
                        valueName: "Minutes")
    }

    static var sparkline: Sparkline {
        let points = weeklyVolume.content.bars.map { Sparkline.Point(label: $0.category.label, value: $0.value) }
        return Sparkline(id: "spark-volume", title: "Weekly volume, last 26 weeks", points: points,
                         format: .number(unit: "kg", maximumFractionDigits: 0), valueName: "Volume")
    }

    static var summaryCard: SummaryCard {
        SummaryCard(title: "Alex's training", subtitle: "2025 so far · as of 14 Mar 2025",
                    figures: [.init(label: "Workouts this year", value: "31"), .init(label: "Total volume", value: "412,650 kg"),
                              .init(label: "Streak", value: "9 weeks"), .init(label: "Best bench e1RM", value: "107.5 kg")],
                    sparklineTitle: "Weekly volume, last 26 weeks", sparklineValues: weeklyVolume.content.bars.map(\.value),
                    sparklineFormat: .number(unit: "kg", maximumFractionDigits: 0))
    }

    /// Bench press e1RM per session over twelve weeks with a heavy and a volume day, a deload and records.
    static var trendChart: TrendChart {
        let sessions: [LineChart.Point] = [
            ("2025-01-06", 95), ("2025-01-09", 88), ("2025-01-13", 97.5), ("2025-01-16", 90), ("2025-01-20", 96),
            ("2025-01-27", 100), ("2025-01-30", 92), ("2025-02-03", 80), ("2025-02-10", 101.3), ("2025-02-13", 93),
            ("2025-02-17", 100), ("2025-02-24", 103.8), ("2025-03-10", 107.5), ("2025-03-14", 106.7),
        ].map { LineChart.Point(day: day($0.0), value: $0.1) }
        let trend = WeeklyTrend(points: sessions.map { (day: $0.day, value: $0.value) }, weeks: TrainingWeeks(firstWeekday: .monday),
                                aggregate: .best)
        return TrendChart(id: "bench-e1rm", title: "Estimated 1RM", weekName: "Week's best", weeks: trend.weeks,
                          sessions: sessions, format: kilograms)
    }

    /// The bench press trend with two goals: 115 kg by June, which the trend reaches in May (a dotted
    /// segment from the week of 10 Mar), and 100 kg, achieved in January. The key takes a second row.
    static var trendChartWithGoals: TrendChart {
        let chart = trendChart
        return TrendChart(id: chart.id, title: chart.title, weekName: chart.weekName, weeks: chart.weeks, sessions: chart.sessions,
                           format: chart.format, goals: [
                               TrendChart.Goal(name: "an e1RM of 115 kg by Sun 1 Jun 2025", label: "Goal 115 kg", value: 115,
                                               outlook: "On track: at this rate, the trend of the last 12 weeks gets there on Mon 19 May 2025.",
                                               projection: TrendChart.Projection(weekStart: day("2025-03-10"), value: 107.5,
                                                                                 day: day("2025-05-19"))),
                               TrendChart.Goal(name: "an e1RM of 100 kg", label: "Goal 100 kg", value: 100,
                                               outlook: "Achieved on Mon 27 Jan 2025.", projection: nil),
                          ])
    }

    /// Weekly sets per muscle group, weakest first, against a 10-20 band.
    static var rankedBars: RankedBarChart {
        RankedBarChart(id: "muscle-sets", title: "Working sets per week by muscle group", categoryName: "Muscle group",
                       valueName: "Sets per week",
                       bars: [("Calves", 3), ("Hamstrings", 8.5), ("Chest", 12), ("Back", 22.5)].map { RankedBarChart.Bar(label: $0.0, value: $0.1) },
                       format: .number(maximumFractionDigits: 1), band: 10...20)
    }

    static var heatmapCard: HeatmapCard {
        HeatmapCard(through: day("2025-12-31"), days: trainingDays, weekStart: .monday,
                    format: .number(unit: "min", maximumFractionDigits: 0))
    }

    /// Every chart and card in its golden form, by golden file name.
    static let goldens: [(name: String, content: String)] = {
        [
            ("chart-line.svg", lineChart.svg()),
            ("chart-line-two-series.svg", twoSeriesChart.svg()),
            ("chart-line-pace.svg", paceChart.svg()),
            ("chart-bar-weekly.svg", weeklyVolume.svg()),
            ("chart-bar-weekday.svg", weekdays.svg()),
            ("chart-bar-hour.svg", hours.svg()),
            ("chart-stacked-bar.svg", muscleSets.svg()),
            ("chart-heatmap.svg", heatmap.svg()),
            ("chart-sparkline.svg", sparkline.svg()),
            ("chart-trend.svg", trendChart.svg()),
            ("chart-ranked-bar.svg", rankedBars.svg()),
            ("chart-trend-figure.html", trendChart.figure()),
            ("chart-trend-goals-figure.html", trendChartWithGoals.figure()),
            ("chart-line-figure.html", lineChart.figure()),
            ("chart-bar-figure.html", weekdays.figure()),
            ("chart-stacked-bar-figure.html", muscleSets.figure()),
            ("chart-heatmap-table.html", heatmap.dataTable()),
            ("chart-empty-line.svg", LineChart(id: "empty", title: "Estimated 1RM", series: [], format: kilograms).svg()),
            ("card-summary.svg", summaryCard.svg()),
            ("card-heatmap.svg", heatmapCard.svg()),
        ]
    }()
}

/// Hostile and awkward inputs: every chart must stay valid, escaped and readable with them.
enum ChartEdgeCases {
    static let script = "<script>alert(1)</script>"
    static let attribute = "\"><img src=x onerror=alert(1)>"
    static let scriptEscaped = "&lt;script&gt;alert(1)&lt;/script&gt;"
    static let attributeEscaped = "&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"
    static let longLabel = String(repeating: "Incline Dumbbell Bench Press With Pause ", count: 6)
    static let day = ChartFixtures.day

    static func line(_ values: [Double], id: String = "edge", name: String = "Bench", format: ValueFormat = ChartFixtures.kilograms,
                     lowerIsBetter: Bool = false) -> LineChart {
        let points = values.enumerated().map { LineChart.Point(day: day("2025-01-01").adding(days: 3 * $0.offset), value: $0.element) }
        return LineChart(id: id, title: "Edge", series: [.init(name: name, points: points)], format: format, lowerIsBetter: lowerIsBetter)
    }

    static func bars(_ values: [Double], label: String = "Week") -> BarChart {
        BarChart(id: "edge", title: "Edge", categoryName: "Week", valueName: "Volume",
                 bars: values.enumerated().map { BarChart.Bar(label: "\(label) \($0.offset)", value: $0.element) },
                 format: ChartFixtures.kilograms)
    }

    static func stack(_ values: [[Double]], names: [String]? = nil) -> StackedBarChart {
        let count = values.map(\.count).max() ?? 0
        return StackedBarChart(id: "edge", title: "Edge", categoryName: "Week",
                               categories: (0..<count).map { ChartCategory(label: "W\($0)") },
                               series: values.enumerated().map { .init(name: names?[$0.offset] ?? "Group \($0.offset)", values: $0.element) },
                               format: ChartFixtures.kilograms)
    }

    static func heatmap(_ days: [(String, Double)], first: String = "2025-01-01", last: String = "2025-12-31",
                        weekStart: Weekday = .monday) -> CalendarHeatmap {
        CalendarHeatmap(id: "edge", title: "Edge", first: day(first), last: day(last),
                        days: days.map { .init(day: day($0.0), value: $0.1) }, weekStart: weekStart)
    }

    static func spark(_ values: [Double]) -> Sparkline {
        Sparkline(id: "edge", title: "Edge", points: values.enumerated().map { .init(label: "W\($0.offset)", value: $0.element) },
                  format: ChartFixtures.kilograms)
    }

    static func summary(_ values: [Double], figures: [SummaryCard.Figure] = []) -> SummaryCard {
        SummaryCard(title: "Edge", figures: figures, sparklineTitle: "Weekly volume", sparklineValues: values,
                    sparklineFormat: ChartFixtures.kilograms)
    }

    static func heatmapCard(_ days: [(String, Double)], through: String = "2025-06-30") -> HeatmapCard {
        HeatmapCard(through: day(through), days: days.map { .init(day: day($0.0), value: $0.1) })
    }

    /// Named documents (SVG, or HTML fragments) covering empty, one point, all zeros, negative, huge,
    /// non-finite and very long inputs for every chart kind.
    static let documents: [(name: String, markup: String)] = {
        let huge = [1e15, 3e15, 2e15]
        let absurd = [-1e308, 1e308, .nan, .infinity]
        let hostileFigures = [SummaryCard.Figure(label: script, value: attribute), .init(label: longLabel, value: longLabel)]
        return [
            ("line empty", line([]).svg()),
            ("line one point", line([100]).svg()),
            ("line all zeros", line([0, 0, 0]).svg()),
            ("line negative", line([-20, 5, -3]).svg()),
            ("line huge", line(huge).svg()),
            ("line absurd", line(absurd).svg()),
            ("line pace one point", line([305], format: .clock(unit: "/km"), lowerIsBetter: true).svg()),
            ("line long name", LineChart(id: longLabel, title: longLabel, series: [.init(name: longLabel, points: []),
                .init(name: longLabel, points: [.init(day: day("2025-01-01"), value: 1)])], format: ChartFixtures.kilograms).svg()),
            ("line same day", LineChart(id: "s", title: "t", series: [.init(name: "a", points: [
                .init(day: day("2025-01-01"), value: 1), .init(day: day("2025-01-01"), value: 2)])], format: ChartFixtures.kilograms).figure()),
            ("line 400 points", line((0..<400).map { 100 + Double($0 % 37) }).figure()),
            ("line ten years", LineChart(id: "y", title: "t", series: [.init(name: "a", points: [
                .init(day: day("2001-01-01"), value: 1), .init(day: day("2024-06-01"), value: 2)])], format: ChartFixtures.kilograms).svg()),
            ("line centuries", LineChart(id: "y", title: "t", series: [.init(name: "a", points: [
                .init(day: day("0001-01-01"), value: 1), .init(day: day("9999-12-31"), value: 2)])], format: ChartFixtures.kilograms).svg()),
            ("bar empty", bars([]).figure()),
            ("bar one", bars([42]).svg()),
            ("bar all zeros", bars([0, 0, 0, 0]).svg()),
            ("bar negative", bars([-5, 10, -20]).svg()),
            ("bar huge", bars(huge).svg()),
            ("bar absurd", bars(absurd).figure()),
            ("bar long labels", bars([1, 2, 3], label: longLabel).svg()),
            ("bar 400", bars((0..<400).map(Double.init)).svg()),
            ("stack empty", stack([]).figure()),
            ("stack no categories", stack([[], []]).svg()),
            ("stack one", stack([[3]]).svg()),
            ("stack zeros", stack([[0, 0], [0, 0]]).svg()),
            ("stack negative and ragged", stack([[-4, 5, 6], [3], [.nan, 1e15, 2]]).figure()),
            ("stack twelve series", stack((0..<12).map { [Double($0), 1, 2] }, names: (0..<12).map { _ in longLabel }).svg()),
            ("heatmap empty", heatmap([]).figure()),
            ("heatmap one day", heatmap([("2025-03-14", 1)], first: "2025-03-14", last: "2025-03-14").figure()),
            ("heatmap zeros", heatmap([("2025-03-14", 0), ("2025-03-15", 0)]).svg()),
            ("heatmap negative, absurd, outside", heatmap([("2025-03-14", -3), ("2025-03-15", .nan), ("2024-01-01", 9),
                                                           ("2025-04-01", 1e300)]).svg()),
            ("heatmap reversed range", heatmap([("2025-03-14", 1)], first: "2025-12-31", last: "2025-01-01").svg()),
            ("heatmap whole calendar", heatmap([("2025-03-14", 1)], first: "0001-01-01", last: "9999-12-31", weekStart: .sunday).svg()),
            ("spark empty", spark([]).figure()),
            ("spark one", spark([5]).svg()),
            ("spark zeros", spark([0, 0, 0]).svg()),
            ("spark absurd", spark(absurd).figure()),
            ("summary empty", summary([]).svg()),
            ("summary hostile", summary(huge + [-1], figures: hostileFigures + hostileFigures + hostileFigures).svg()),
            ("heatmap card empty", heatmapCard([]).svg()),
            ("heatmap card zeros", heatmapCard([("2025-06-30", 0)]).svg()),
        ]
    }()

    /// Each chart kind with hostile text in every text input: title, note, names, labels, units, id.
    static let hostile: [(name: String, markup: String)] = {
        let hostileFormat = ValueFormat.number(unit: script, maximumFractionDigits: 1, axisTitle: attribute)
        let points = [LineChart.Point(day: day("2025-01-01"), value: 1), .init(day: day("2025-01-08"), value: 2)]
        let category = ChartCategory(label: script, axisLabel: attribute)
        return [
            ("line", LineChart(id: attribute, title: script, note: attribute, series: [.init(name: script, points: points),
                .init(name: attribute, points: points)], format: hostileFormat).figure()),
            ("bar", BarChart(id: script, title: attribute, note: script, categoryName: script, valueName: attribute,
                             bars: [.init(category, value: 3)], format: hostileFormat).figure()),
            ("stack", StackedBarChart(id: script, title: attribute, note: script, categoryName: attribute, categories: [category],
                                      series: [.init(name: script, values: [1]), .init(name: attribute, values: [2])],
                                      format: hostileFormat).figure()),
            ("heatmap", CalendarHeatmap(id: attribute, title: script, note: attribute, first: day("2025-01-01"), last: day("2025-02-01"),
                                        days: [.init(day: day("2025-01-02"), value: 1)], format: hostileFormat,
                                        valueName: script).figure()),
            ("sparkline", Sparkline(id: script, title: attribute, points: [.init(label: script, value: 1)], format: hostileFormat,
                                    labelName: attribute, valueName: script).figure()),
            ("summary card", SummaryCard(id: attribute, title: script, subtitle: attribute,
                                         figures: [.init(label: script, value: attribute)], sparklineTitle: script,
                                         sparklineValues: [1, 2], sparklineFormat: hostileFormat).svg()),
            ("heatmap card", HeatmapCard(id: script, title: attribute, through: day("2025-06-30"),
                                         days: [.init(day: day("2025-06-01"), value: 1)], format: hostileFormat).svg()),
        ]
    }()
}

/// Parses markup with Foundation's XML parser; HTML fragments are wrapped in one root element.
struct XMLCheck {
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [String] = []
        var attributes: [String] = []
        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                    attributes attributeDict: [String: String] = [:]) {
            elements.append(elementName)
            attributes += attributeDict.keys
        }
    }

    var isWellFormed: Bool
    var elements: [String]
    var attributes: [String]
    var error: String

    init(_ markup: String) {
        let wrapped = markup.hasPrefix("<svg") ? markup : "<root>\(markup)</root>"
        let parser = XMLParser(data: Data(wrapped.utf8))
        let collector = Collector()
        parser.delegate = collector
        isWellFormed = parser.parse()
        elements = collector.elements
        attributes = collector.attributes
        error = parser.parserError.map { String(describing: $0) } ?? ""
    }
}

@Suite struct ChartTests {
    typealias Fixtures = ChartFixtures
    typealias Edge = ChartEdgeCases

    // MARK: Goldens

    @Test(arguments: ChartFixtures.goldens.map(\.name))
    func matchesGolden(name: String) {
        let content = ChartFixtures.goldens.first { $0.name == name }?.content ?? ""
        assertGolden(content, named: name)
    }

    // MARK: Nice ticks and scales

    /// (minimum, maximum, includes zero, minimum step, style) → (lower, upper, step), by hand.
    static let scales: [(Double, Double, Bool, Double, NiceScale.Style, Double, Double, Double)] = [
        (0, 42, true, 1, .decimal, 0, 50, 10),             // 42 / 5 = 8.4 → 10
        (95, 107.5, false, 0.1, .decimal, 95, 110, 5),     // 12.5 / 5 = 2.5 → 5
        (0, 16_475, true, 1, .decimal, 0, 20_000, 5_000),  // 3,295 → 5,000
        (0.3, 0.7, false, 0.01, .decimal, 0.3, 0.7, 0.1),  // 0.08 → 0.1; no extra tick from 0.3 / 0.1 = 2.9999…
        (-30, 50, true, 1, .decimal, -40, 60, 20),         // 80 / 5 = 16 → 20
        (10, 40, true, 1, .decimal, 0, 40, 10),            // bars start at zero: 40 / 5 = 8 → 10
        (0, 0, true, 1, .decimal, 0, 1, 1),                // all zero counts: 0...1, never a 0.2 step
        (0, 0, true, 0.1, .decimal, 0, 1, 0.2),            // all zero kilograms
        (100, 100, false, 0.1, .decimal, 90, 110, 5),      // one value: ±10 % → 90...110, 20 / 5 = 4 → 5
        (0, 0, false, 1, .decimal, -1, 1, 1),              // one zero on a line chart: ±1
        (-5, -5, true, 1, .decimal, -5, 0, 1),             // one negative bar
        (305, 342, false, 1, .clock, 300, 350, 10),        // pace 5:05...5:42: 7.4 s → 10 s
        (300, 300, false, 1, .clock, 270, 330, 15),        // one pace: ±30 s, 12 s → 15 s
        (1800, 5400, false, 1, .clock, 1800, 5400, 900),   // 30...90 min: 720 s → 15 min
        (0, 1e300, true, 1, .decimal, 0, 1e300, 2e299),    // huge but finite
    ]

    @Test(arguments: scales)
    func niceScale(_ row: (Double, Double, Bool, Double, NiceScale.Style, Double, Double, Double)) {
        let scale = NiceScale(minimum: row.0, maximum: row.1, includesZero: row.2, minimumStep: row.3, style: row.4)
        #expect(abs(scale.lower - row.5) <= abs(row.7) * 1e-9)
        #expect(abs(scale.upper - row.6) <= abs(row.7) * 1e-9)
        #expect(abs(scale.step - row.7) <= abs(row.7) * 1e-9)
        #expect(scale.ticks.count == Int(((row.6 - row.5) / row.7).rounded()) + 1)
    }

    @Test(arguments: [(0.08, 0.1), (1, 1), (2, 2), (2.1, 5), (3.5, 5), (5.01, 10), (8.4, 10), (0.002, 0.002), (3295, 5000)])
    func decimalStepsAreOneTwoOrFive(rough: Double, expected: Double) {
        #expect(abs(NiceScale.niceStep(rough, style: .decimal) - expected) < expected * 1e-9)
    }

    @Test(arguments: [(7.4, 10.0), (12, 15), (25, 30), (40, 60), (100, 120), (700, 900), (4000, 7200), (100_000, 172_800), (0.3, 0.5)])
    func clockStepsAreWholeSecondsMinutesOrHours(rough: Double, expected: Double) {
        #expect(NiceScale.niceStep(rough, style: .clock) == expected)
    }

    @Test func absurdRangesKeepTwoTicksInsteadOfCrashing() {
        for (low, high) in [(-1e308, 1e308), (.nan, .infinity), (-.infinity, 5)] {
            let scale = NiceScale(minimum: low, maximum: high)
            #expect(scale.ticks.count >= 2)
            #expect(scale.upper > scale.lower)
            #expect(scale.ticks.allSatisfy { $0.isFinite })
        }
    }

    @Test func scalePositionMapsLinearlyAndCanRunUpwards() {
        let scale = NiceScale(minimum: 0, maximum: 42, includesZero: true, minimumStep: 1)   // 0...50
        #expect(scale.position(of: 25, from: 200, to: 0) == 100)
        #expect(scale.position(of: 0, from: 200, to: 0) == 200)
        #expect(scale.position(of: 50, from: 200, to: 0) == 0)
        #expect(scale.position(of: 10, from: 30, to: 130) == 50)
    }

    // MARK: Date axis

    @Test func tenWeeksGetFortnightlyMondayTicksWithTheYearUnderTheFirst() {
        let axis = DateAxis(first: Fixtures.day("2025-01-06"), last: Fixtures.day("2025-03-14"), maximumTickCount: 6)
        #expect(axis.interval == .weeks(2))
        #expect(axis.ticks.map(\.label) == ["6 Jan", "20 Jan", "3 Feb", "17 Feb", "3 Mar"])
        #expect(axis.ticks.map(\.year) == ["2025", nil, nil, nil, nil])
        #expect(axis.ticks.allSatisfy { $0.day.isoWeekday == 1 })
    }

    @Test func aYearGetsEveryOtherMonthWithTheYearWhereItChanges() {
        let axis = DateAxis(first: Fixtures.day("2024-04-02"), last: Fixtures.day("2025-03-12"), maximumTickCount: 6)
        #expect(axis.interval == .months(2))
        #expect(axis.ticks.map(\.label) == ["May", "Jul", "Sep", "Nov", "Jan", "Mar"])
        #expect(axis.ticks.map(\.year) == ["2024", nil, nil, nil, "2025", nil])
    }

    @Test func decadesGetYearTicks() {
        let axis = DateAxis(first: Fixtures.day("2015-01-01"), last: Fixtures.day("2024-12-31"), maximumTickCount: 6)
        #expect(axis.interval == .years(2))
        #expect(axis.ticks.map(\.label) == ["2016", "2018", "2020", "2022", "2024"])
        #expect(axis.ticks.allSatisfy { $0.year == nil })
    }

    @Test func aSingleDaySitsInTheMiddleOfASevenDayAxis() {
        let day = Fixtures.day("2025-03-14")
        let axis = DateAxis(first: day, last: day, maximumTickCount: 6)
        #expect(axis.first == Fixtures.day("2025-03-11"))
        #expect(axis.last == Fixtures.day("2025-03-17"))
        #expect(axis.position(of: day, from: 0, to: 300) == 150)
        #expect(!axis.ticks.isEmpty)
    }

    @Test func reversedAndAdjacentDaysWork() {
        let axis = DateAxis(first: Fixtures.day("2025-01-02"), last: Fixtures.day("2025-01-01"), maximumTickCount: 6)
        #expect(axis.first == Fixtures.day("2025-01-01"))
        #expect(axis.interval == .days(1))
        #expect(axis.ticks.map(\.label) == ["1 Jan", "2 Jan"])
        #expect(axis.position(of: Fixtures.day("2025-01-02"), from: 10, to: 110) == 110)
    }

    @Test func everyRangeStaysWithinTheTickLimit() {
        let start = Fixtures.day("2023-11-20")
        for span in [1, 2, 5, 6, 7, 13, 14, 30, 45, 60, 90, 120, 200, 365, 400, 800, 1100, 2000, 5000, 40_000] {
            for limit in [2, 3, 6, 10] {
                let axis = DateAxis(first: start, last: start.adding(days: span), maximumTickCount: limit)
                #expect(!axis.ticks.isEmpty && axis.ticks.count <= limit, "span \(span), limit \(limit): \(axis.ticks.count) ticks")
                #expect(axis.ticks.allSatisfy { axis.first <= $0.day && $0.day <= axis.last })
            }
        }
    }

    // MARK: Coordinates

    /// Two points 0 and 10: ticks 0...10 by 2, widest label "10" = 2 × 12 × 0.6 = 14.4, so the plot
    /// starts at 24.4; points are inset 8 from 24.4 and 390 (400 − 10); y runs 188 (220 − 32) to 30 (6 + 12 + 12).
    @Test func lineChartCoordinatesAreHandComputed() {
        let chart = LineChart(id: "c", title: "t", series: [.init(name: "a", points: [
            .init(day: Fixtures.day("2025-01-01"), value: 0), .init(day: Fixtures.day("2025-01-11"), value: 10),
        ])], format: .number(maximumFractionDigits: 0))
        let svg = chart.svg()
        #expect(svg.contains("d=\"M32.4 188 382 30\""))
        #expect(svg.contains("<circle cx=\"32.4\" cy=\"188\" r=\"3\"><title>1 Jan 2025: 0</title></circle>"))
        // The same chart with lower values better puts 0 at the top.
        var pace = chart
        pace.lowerIsBetter = true
        #expect(pace.svg().contains("d=\"M32.4 30 382 188\""))
    }

    /// Bars 5 and 10: axis 0...10, plot from 24.4 to 394 → slots of 184.8, bars 72 % = 133.056 wide,
    /// the first starting at 24.4 + 92.4 − 66.528 = 50.272. Value labels fit, so the plot runs from
    /// 40 (6 + 12 + 22) to 198 (220 − 22): 5 is at 119, 79 high.
    @Test func barChartCoordinatesAreHandComputed() {
        let chart = BarChart(id: "c", title: "t", categoryName: "Day", valueName: "Sets",
                             bars: [.init(label: "A", value: 5), .init(label: "B", value: 10)], format: .number(maximumFractionDigits: 0))
        let svg = chart.svg()
        #expect(svg.contains("<rect x=\"50.3\" y=\"119\" width=\"133.1\" height=\"79\"><title>A: 5</title></rect>"))
        #expect(svg.contains("<rect x=\"235.1\" y=\"40\" width=\"133.1\" height=\"158\"><title>B: 10</title></rect>"))
        #expect(svg.contains("<text x=\"116.8\" y=\"115\">5</text>"))
    }

    @Test func categoryAxisGeometry() {
        let axis = CategoryAxis(count: 4, left: 40, right: 400)
        #expect(axis.pitch == 90)
        #expect(axis.center(0) == 85)
        #expect(axis.center(3) == 355)
        #expect(abs(axis.barWidth - 64.8) < 1e-9)
        #expect(abs(axis.barLeft(0) - 52.6) < 1e-9)
        // 30 Dec is 6 × 12 × 0.6 = 43.2 wide, + 6 = 49.2 over slots of 14.6 → every 4th label.
        #expect(CategoryAxis.labelStride(["9 Sep", "30 Dec"], pitch: 14.6, fontSize: 12) == 4)
        #expect(CategoryAxis.labelledIndices(count: 26, stride: 4, keepingLast: true) == [1, 5, 9, 13, 17, 21, 25])
        #expect(CategoryAxis.labelledIndices(count: 24, stride: 5, keepingLast: false) == [0, 5, 10, 15, 20])
    }

    @Test(arguments: [(12.34, "12.3"), (-0.04, "0"), (0.05, "0.1"), (100, "100"), (2e6, "1000000"), (Double.nan, "0"), (-Double.infinity, "0")])
    func svgNumbersHaveAtMostOneDecimal(value: Double, expected: String) {
        #expect(SVGNumber.text(value) == expected)
    }

    // MARK: Value text

    @Test(arguments: [
        (ValueFormat.number(unit: "kg", maximumFractionDigits: 0), 1250.4, "1,250 kg"),
        (.number(unit: "kg", maximumFractionDigits: 1), 102.5, "102.5 kg"),
        (.number(unit: "kg", maximumFractionDigits: 2), 102.50, "102.5 kg"),
        (.number(maximumFractionDigits: 1), -1234.5, "-1,234.5"),
        (.number(maximumFractionDigits: 0), 1_234_567, "1,234,567"),
        (.number(maximumFractionDigits: 0), 1e20, "1e+20"),
        (.clock(unit: "/km"), 305, "5:05 /km"),
        (.clock(), 3900, "1:05:00"),
        (.clock(), -30, "-0:30"),
        (.clock(), 59.6, "1:00"),
    ])
    func valueText(format: ValueFormat, value: Double, expected: String) {
        #expect(format.text(value) == expected)
    }

    @Test(arguments: [
        (ValueFormat.number(maximumFractionDigits: 0), 20_000.0, 5_000.0, "20k"),
        (.number(maximumFractionDigits: 0), 12_500, 2_500, "12.5k"),
        (.number(maximumFractionDigits: 0), 2_500, 500, "2,500"),
        (.number(maximumFractionDigits: 1), 102.5, 2.5, "102.5"),
        (.number(maximumFractionDigits: 1), 0.6, 0.2, "0.6"),
        (.number(maximumFractionDigits: 0), 1_500_000, 500_000, "1.5M"),
        (.number(maximumFractionDigits: 0), 200_000, 100_000, "0.2M"),
        (.number(maximumFractionDigits: 0), 150_000, 50_000, "150k"),
        (.number(maximumFractionDigits: 0), 0, 5_000, "0"),
        (.number(maximumFractionDigits: 0), -40, 20, "-40"),
        (.clock(), 300, 15, "5:00"),
    ])
    func tickLabels(format: ValueFormat, value: Double, step: Double, expected: String) {
        #expect(format.tickLabel(value, step: step) == expected)
    }

    // MARK: Escaping

    @Test func markupEscapesEveryMarkupCharacter() {
        #expect(Markup.escape(Edge.script) == Edge.scriptEscaped)
        #expect(Markup.escape(Edge.attribute) == Edge.attributeEscaped)
        #expect(Markup.escape("Tom's \"heavy\" day & more") == "Tom&#39;s &quot;heavy&quot; day &amp; more")
        #expect(Markup.escape("a\u{0}b\u{1B}c\td\u{FFFE}") == "abc\td")
        #expect(Markup.escape("Kniebeuge → 😀") == "Kniebeuge → 😀")
    }

    @Test(arguments: [Edge.script, Edge.attribute, "Tom's \"heavy\" day & more", "a\u{0}b\u{1B}c\td\u{FFFE}", "Kniebeuge → 😀",
                      "ﬁ\u{FEFF}x\u{FFFF}", "", "<", "line\r\nbreak"])
    func appendingEscapedTextIsEscape(text: String) {
        var output = Array("kept ".utf8)
        Markup.appendEscaped(text, to: &output)
        #expect(output == Array(("kept " + Markup.escape(text)).utf8))
    }

    @Test(arguments: ChartEdgeCases.hostile.map(\.name))
    func userTextNeverBecomesMarkup(name: String) {
        let markup = Edge.hostile.first { $0.name == name }?.markup ?? ""
        #expect(markup.contains(Edge.scriptEscaped) || markup.contains("&lt;script&gt;"))
        #expect(!markup.contains("<script"))
        #expect(!markup.contains("<img"))
        #expect(!markup.contains("onerror=alert(1)>"))
        let parsed = XMLCheck(markup)
        #expect(parsed.isWellFormed, "\(parsed.error)")
        #expect(!parsed.elements.contains("script") && !parsed.elements.contains("img"))
        #expect(!parsed.attributes.contains("onerror") && !parsed.attributes.contains("onload"))
    }

    @Test func idsAreSanitisedToXMLNames() {
        #expect(ChartFrame.elementID("bench-e1rm") == "bench-e1rm")
        #expect(ChartFrame.elementID("x\" onload=\"alert(1)") == "xonloadalert1")
        #expect(ChartFrame.elementID("2025") == "chart-2025")
        #expect(ChartFrame.elementID("") == "chart-")
        #expect(ChartFrame.elementID("Übung") == "bung")
    }

    // MARK: Valid, self-contained, deterministic

    static let everyDocument: [(name: String, markup: String)] = {
        ChartFixtures.goldens.map { ($0.name, $0.content) } + ChartEdgeCases.documents
    }()

    @Test(arguments: everyDocument.map(\.name))
    func parsesAsXMLAndReadsWell(name: String) {
        let markup = Self.everyDocument.first { $0.name == name }?.markup ?? ""
        let parsed = XMLCheck(markup)
        #expect(parsed.isWellFormed, "\(name): \(parsed.error)")
        #expect(!markup.contains("NaN") && !markup.contains("inf\""), "\(name) prints a non-number")
        if markup.hasPrefix("<svg") {
            #expect(markup.contains("role=\"img\""))
            #expect(parsed.elements.prefix(3) == ["svg", "title", "desc"])
            #expect(markup.contains("viewBox=\"0 0 "))
        }
    }

    @Test(arguments: everyDocument.map(\.name))
    func makesNoExternalReference(name: String) {
        let markup = Self.everyDocument.first { $0.name == name }?.markup ?? ""
        let withoutNamespace = markup.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
        #expect(!withoutNamespace.contains("http"))
        #expect(!withoutNamespace.contains("//"))
        #expect(!markup.contains("<script"))
        #expect(!markup.contains("@import"))
        #expect(!markup.contains("<image") && !markup.contains("<foreignObject"))
        // Every reference is to an element of the same document.
        for marker in ["href=\"", "url("] {
            var rest = Substring(markup)
            while let range = rest.range(of: marker) {
                rest = rest[range.upperBound...]
                #expect(rest.hasPrefix("#"), "\(name): \(marker)\(rest.prefix(20))")
            }
        }
    }

    @Test func idsAreUniqueWithinEachChart() {
        for (name, markup) in Self.everyDocument {
            var ids: [Substring] = []
            var rest = Substring(markup)
            while let range = rest.range(of: " id=\"") {
                rest = rest[range.upperBound...]
                ids.append(rest.prefix { $0 != "\"" })
            }
            #expect(Set(ids).count == ids.count, "\(name): \(ids)")
        }
    }

    @Test func sameInputGivesTheSameBytes() {
        let first = ChartFixtures.goldens.map(\.content) + ChartEdgeCases.documents.map(\.markup)
        let second = ChartFixtures.goldens.map(\.content) + ChartEdgeCases.documents.map(\.markup)
        #expect(first == second)
        // Input order of training days does not matter.
        var shuffled = ChartFixtures.heatmap
        shuffled.days.reverse()
        #expect(shuffled.svg() == ChartFixtures.heatmap.svg())
    }

    // MARK: Empty and awkward data

    @Test func emptyChartsSayNoDataYet() {
        let empties = [Edge.line([]).svg(), Edge.bars([]).svg(), Edge.stack([]).svg(), Edge.spark([]).svg(), Edge.summary([]).svg()]
        for svg in empties {
            #expect(svg.contains(">No data yet<"))
            #expect(XMLCheck(svg).isWellFormed)
        }
        #expect(Edge.line([]).summaryText == "No data yet.")
        #expect(Edge.line([]).dataTable().contains("<td colspan=\"2\">No data yet</td>"))
        #expect(Edge.heatmap([]).summaryText == "No training days from 1 Jan 2025 to 31 Dec 2025.")
        #expect(Edge.heatmapCard([]).svg().contains(">0 training days, "))
    }

    @Test func descriptionsSummariseRangeExtremesAndLatest() {
        #expect(Fixtures.lineChart.summaryText == "Brzycki, sets of up to 12 reps. Estimated 1RM: 10 points from 6 Jan 2025 to 14 Mar 2025; "
                + "lowest 95 kg (6 Jan 2025), highest 107.5 kg (10 Mar 2025), latest 106.7 kg (14 Mar 2025).")
        #expect(Fixtures.weekdays.summaryText == "Workouts: 7 bars, Monday to Sunday. Lowest 0 (Sunday), highest 31 (Monday).")
        #expect(Fixtures.paceChart.summaryText.hasPrefix("Lower is better; the value axis runs downwards so that improvement points up."))
        #expect(Edge.line([100]).summaryText == "Bench: 1 point on 1 Jan 2025; lowest 100 kg (1 Jan 2025), highest 100 kg (1 Jan 2025), "
                + "latest 100 kg (1 Jan 2025).")
    }

    @Test func aBetterPaceIsDrawnHigher() {
        let svg = Edge.line([342, 305], format: .clock(unit: "/km"), lowerIsBetter: true).svg()
        let ys = circleYs(svg)
        #expect(ys.count == 2 && ys[1] < ys[0])
        #expect(svg.contains(">/km, lower is better<"))
    }

    @Test func aLongTrendChartKeepsTooltipsForRecordsAndFadesLightWeeks() {
        // 80 weeks: 100 kg, a new best every tenth week unless it is the eighth, which is a deload (70 kg).
        let points = (0..<80).map { week in
            LineChart.Point(day: ChartFixtures.day("2024-01-01").adding(days: 7 * week),
                            value: week % 8 == 7 ? 70 : week % 10 == 9 ? 100 + Double(week) / 10 : 100)
        }
        let trend = WeeklyTrend(points: points.map { (day: $0.day, value: $0.value) }, weeks: TrainingWeeks(firstWeekday: .monday),
                                aggregate: .best)
        let chart = TrendChart(id: "long", title: "Estimated 1RM", weekName: "Week's best", weeks: trend.weeks, sessions: points,
                               format: ChartFixtures.kilograms)
        let svg = chart.svg()
        let records = trend.weeks.filter(\.isRecord).count
        let light = trend.weeks.filter(\.isLight).count
        #expect(records == 6 && light == 10)   // records in weeks 9, 19, 29, 49, 59, 69; 39 and 79 are deloads
        #expect(svg.components(separatedBy: "<title>Week of").count - 1 == records)
        #expect(svg.components(separatedBy: "r=\"3\" fill-opacity=\"0.3\">").count - 1 == light)
        #expect(svg.components(separatedBy: "r=\"6\" fill=\"none\"").count - 1 == records)
        #expect(chart.summaryText.contains("6 record weeks") && chart.summaryText.contains("10 light weeks"))
        // The table keeps every session.
        #expect(chart.dataTable().components(separatedBy: "<tr>").count - 2 == 80)
    }

    /// A goal is a dashed line across the plot, and its projection a dotted segment from its week's dot
    /// to the goal's line on the day the trend gets there — the end of the time axis, which runs on to it
    /// (the plot's right edge less the inset: 400 - 10 - 8 = 382). Both are said in the description and
    /// the table, and the key names them, on a second row when the first is full.
    @Test func aGoalIsADashedLineAndItsProjectionADottedSegmentToTheEndOfTheAxis() throws {
        let chart = ChartFixtures.trendChartWithGoals
        let svg = chart.svg()
        let projection = try #require(svg.firstMatch(of: /class="ch-projection ch-s3" d="M([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)"/))
        #expect(projection.output.3 == "382")
        // It starts on the dot of the week of 10 Mar (107.5 kg), and ends on the 115 kg line.
        #expect(svg.contains("<circle cx=\"\(projection.output.1)\" cy=\"\(projection.output.2)\" r=\"3\">"))
        let goalLine = try #require(svg.firstMatch(of: /class="ch-goal ch-s3" d="M[\d.]+ ([\d.]+)H390"/))
        #expect(goalLine.output.1 == projection.output.4)
        #expect(svg.contains("stroke-dasharray=\"6 4\"") && svg.contains("stroke-dasharray=\"0 6\""))
        #expect(svg.components(separatedBy: "class=\"ch-goal ch-s3\"").count - 1 == 2)
        #expect(svg.contains(">Goal 115 kg</text>") && svg.contains(">Goal 100 kg</text>"))
        // The axis's last tick is May, which the chart without goals never reaches.
        #expect(svg.contains(">May</text>") && !ChartFixtures.trendChart.svg().contains(">May</text>"))
        // The key's Projection wraps onto a second row, 16 below the first.
        #expect(svg.contains("<text x=\"358.4\" y=\"16\">Goal</text>") && svg.contains("<text x=\"24\" y=\"32\">Projection</text>"))
        #expect(chart.summaryText.hasSuffix("Goal: an e1RM of 115 kg by Sun 1 Jun 2025, the dashed line. On track: at this rate, the trend "
                                            + "of the last 12 weeks gets there on Mon 19 May 2025. The dotted line runs from the week of "
                                            + "10 Mar 2025 to 19 May 2025, the day the trend reaches the goal. Goal: an e1RM of 100 kg, the "
                                            + "dashed line. Achieved on Mon 27 Jan 2025."))
        let table = chart.dataTable()
        #expect(table.contains("<caption>Estimated 1RM, every session and the goals</caption>"))
        #expect(table.hasSuffix("<tr><th scope=\"row\">19 May 2025</th><td>115 kg</td><td>projected: the trend reaches the goal (dotted line)</td></tr>"
                                + "<tr><th scope=\"row\">Goal</th><td>115 kg</td><td>an e1RM of 115 kg by Sun 1 Jun 2025 (dashed line)</td></tr>"
                                + "<tr><th scope=\"row\">Goal</th><td>100 kg</td><td>an e1RM of 100 kg (dashed line)</td></tr></tbody></table>"))
        #expect(XMLCheck(chart.figure()).isWellFormed)
    }

    @Test func rankedBarsKeepEveryNameAndSayWhereTheyStandAgainstTheBand() {
        let chart = ChartFixtures.rankedBars
        let svg = chart.svg()
        for name in ["Calves", "Hamstrings", "Chest", "Back"] { #expect(svg.contains(">\(name)</text>")) }
        #expect(chart.summaryText.contains("2 below the band of 10 to 20, 1 within it, 1 above it"))
        // Scale 0-30 (ticks 0, 10, 20, 30); labels end at x = 4 + width("Hamstrings") = 4 + 72 = 76, bars start at 84
        // and 30 sits at 400 - width("22.5") - 10 = 361.2: 10 sets is 84 + 277.2 / 3 = 176.4, the band 92.4 wide; chest's
        // 12 sets 277.2 × 12 / 30 = 110.88 wide, in the third row: centre 34 + 2.5 × 20 = 84, top 84 - 6.5.
        #expect(svg.contains("<rect class=\"ch-band\" x=\"176.4\" y=\"32\" width=\"92.4\""))
        #expect(svg.contains("<rect x=\"84\" y=\"77.5\" width=\"110.9\" height=\"13\" rx=\"2\"><title>Chest: 12</title></rect>"))
    }

    @Test func negativeBarsHangBelowZeroAndStacksIgnoreThem() {
        let svg = Edge.bars([-5, 10]).svg()
        #expect(svg.contains("<title>Week 0: -5 kg</title>"))
        let stack = Edge.stack([[-4, 5]])
        #expect(stack.totals == [0, 5])
        #expect(stack.dataTable().contains("<td>-4 kg</td>"))
    }

    @Test func longLabelsAreCutOnTheChartButWholeInTheTable() {
        let chart = Edge.bars([1, 2], label: Edge.longLabel)
        let svg = chart.svg()
        #expect(svg.contains(">Incline Dum…<"))
        #expect(chart.dataTable().contains(Edge.longLabel + " 0"))
    }

    // MARK: Heatmap

    @Test(arguments: [(0.0, 10.0, 1), (2.5, 10, 1), (2.6, 10, 2), (5, 10, 2), (7.5, 10, 3), (7.6, 10, 4), (10, 10, 4), (-1, 10, 1),
                      (3, 0, 4), (0, 0, 4), (-2, -1, 4), (1e300, 1e300, 4)])
    func heatLevelIsTheShareOfTheBusiestDayInQuarters(value: Double, maximum: Double, level: Int) {
        #expect(HeatmapGrid.level(of: value, maximum: maximum) == level)
    }

    @Test func heatmapGridFollowsTheWeekStart() {
        let monday = HeatmapGrid(first: Fixtures.day("2025-01-01"), last: Fixtures.day("2025-12-31"), weekStart: .monday)
        #expect(monday.origin == Fixtures.day("2024-12-30"))
        #expect(monday.columnCount == 53)
        #expect(monday.row(of: Fixtures.day("2025-01-01")) == 2)            // a Wednesday
        #expect(monday.rowLabels.map(\.text) == ["Mon", "Wed", "Fri", "Sun"])
        #expect(monday.monthLabels.prefix(4).map(\.column) == [0, 5, 9, 14])   // Feb 3, Mar 3, Apr 7 top their columns
        #expect(monday.monthLabels.map(\.text) == DisplayFormatter.monthNames)

        let sunday = HeatmapGrid(first: Fixtures.day("2025-01-01"), last: Fixtures.day("2025-12-31"), weekStart: .sunday)
        #expect(sunday.origin == Fixtures.day("2024-12-29"))
        #expect(sunday.rowLabels.map(\.text) == ["Sun", "Tue", "Thu", "Sat"])

        // 2012 is a leap year that began on a Sunday: with Monday weeks it needs 54 columns.
        let leap = HeatmapGrid(first: Fixtures.day("2012-01-01"), last: Fixtures.day("2012-12-31"), weekStart: .monday)
        #expect(leap.columnCount == 54)
        #expect(leap.bands.map(\.firstRow) == [6, 0, 0])
        #expect(leap.bands.map(\.lastRow) == [6, 6, 0])
    }

    @Test func heatmapSumsRepeatedDaysAndIgnoresDaysOutsideTheRange() {
        let chart = Edge.heatmap([("2025-03-14", 1), ("2025-03-14", 2), ("2024-12-31", 5), ("2026-01-01", 5)])
        #expect(chart.trainingDays == [.init(day: Fixtures.day("2025-03-14"), value: 3)])
        #expect(chart.svg().contains("<title>14 Mar 2025: 3</title>"))
    }

    @Test func heatmapDaysLinkToTheirWorkoutsAndTheChartIsThenAGroup() {
        let linked = CalendarHeatmap(id: "days", title: "Days", first: Fixtures.day("2025-03-01"), last: Fixtures.day("2025-03-31"),
                                     days: [.init(day: Fixtures.day("2025-03-14"), value: 1, href: "../workouts/a&b.html", label: "Upper A"),
                                            .init(day: Fixtures.day("2025-03-15"), value: 1)])
        let svg = linked.svg()
        #expect(svg.contains(" role=\"group\" "))
        #expect(svg.contains("<a href=\"../workouts/a&amp;b.html\"><use href=\"#days-c\" x=\"28\" y=\"68\"/><title>14 Mar 2025: Upper A</title></a>"))
        #expect(svg.contains("<use href=\"#days-c\" x=\"28\" y=\"80\"><title>15 Mar 2025: 1</title></use>"))
        #expect(Edge.heatmap([("2025-03-14", 1)]).svg().contains(" role=\"img\" "))
    }

    /// The legend shows the shades the chart draws: one shade is "Rest" and "Training", more run from less to more.
    @Test func heatmapLegendShowsOnlyTheShadesDrawn() {
        func legendLevels(_ svg: String) -> [String] {
            let legend = svg.components(separatedBy: "training day").last ?? ""
            return legend.components(separatedBy: "class=\"ch-h").dropFirst().map { String($0.prefix(1)) }
        }
        let single = Edge.heatmap([("2025-03-14", 1), ("2025-03-17", 1)]).svg()
        #expect(legendLevels(single) == ["0", "4"])
        #expect(single.contains(">Rest</text>") && single.contains(">Training</text>") && !single.contains(">Less<"))
        let mixed = Edge.heatmap([("2025-03-14", 1), ("2025-03-17", 4)]).svg()   // levels 1 and 4
        #expect(legendLevels(mixed) == ["0", "1", "4"])
        #expect(mixed.contains(">Less</text>") && mixed.contains(">More</text>"))
    }

    @Test func heatmapRangesOverTwoYearsKeepTheirLastYears() {
        let grid = HeatmapGrid(first: Fixtures.day("0001-01-01"), last: Fixtures.day("2025-12-31"), weekStart: .monday)
        #expect(grid.columnCount <= HeatmapGrid.maximumWeeks + 1)
        #expect(grid.last == Fixtures.day("2025-12-31"))
    }

    @Test func heatmapCardShowsTheLast52Weeks() {
        let card = Fixtures.heatmapCard.heatmap
        #expect(card.grid.columnCount == HeatmapCard.weekCount)
        #expect(card.grid.first == Fixtures.day("2025-01-06"))   // the Monday 51 weeks before the week of 31 Dec 2025
        #expect(card.grid.last == Fixtures.day("2025-12-31"))
        // A Sunday-start "last year" through Saturday 14 Jun 2025: its week began Sunday 8 Jun 2025, and
        // 52 weeks (364 days) before that is Sunday 9 Jun 2024.
        #expect(CalendarHeatmap.firstDay(ofWeeks: 53, through: Fixtures.day("2025-06-14"), weekStart: .sunday) == Fixtures.day("2024-06-09"))
        #expect(CalendarHeatmap.firstDay(ofWeeks: 1, through: Fixtures.day("2025-06-16"), weekStart: .monday) == Fixtures.day("2025-06-16"))
    }

    // MARK: Size

    @Test func chartsStaySmall() {
        #expect(Fixtures.weeklyVolume.svg().utf8.count < 6_000)
        #expect(Fixtures.weeklyVolume.figure().utf8.count < 10_000)
        #expect(Fixtures.heatmap.svg().utf8.count < 20_000)
        // Training every single day of a year is the heatmap's worst case.
        let everyDay = (0..<365).map { (Fixtures.day("2025-01-01").adding(days: $0).description, Double($0 % 90)) }
        #expect(Edge.heatmap(everyDay).svg().utf8.count < 30_000)
        #expect(Fixtures.heatmapCard.svg().utf8.count < 12_000)
        #expect(Fixtures.summaryCard.svg().utf8.count < 4_000)
    }

    // MARK: Golden helper

    @Test func goldenDifferenceNamesTheFirstDifferingLineAndColumn() {
        let report = GoldenDifference(expected: "<a>\n<b x=\"1\"/>\n", actual: "<a>\n<b x=\"2\"/>\n").description(name: "x.svg")
        #expect(report.hasPrefix("__Golden__/x.svg differs at line 2, column 7"))
        #expect(report.contains("expected: <b x=\"1\"/>"))
        #expect(report.contains("actual:   <b x=\"2\"/>"))
        let longer = GoldenDifference(expected: "a", actual: "a\nb").description(name: "y")
        #expect(longer.contains("line 2, column 1"))
        #expect(longer.contains("expected: (no such line)"))
    }

    private func circleYs(_ svg: String) -> [Double] {
        svg.components(separatedBy: "<circle ").dropFirst().compactMap { part in
            guard let range = part.range(of: "cy=\"") else { return nil }
            return Double(part[range.upperBound...].prefix { $0 != "\"" })
        }
    }
}
