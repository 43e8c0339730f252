/// A figure the analytics computes that the dashboard, `stats`, `stats --json` and the About page's
/// list of definitions all show, declared once (the list is `HeadlineFigures.all`): each of them is
/// made from these fields, so a figure added to the list appears in all four.
package struct HeadlineFigure: Sendable {
    /// How a figure's value reads.
    package enum Unit: Sendable, Equatable {
        /// A count of the noun (singular): "3 workouts"; on a tile, "3" over "workouts".
        case count(String)
        /// A volume in the display unit: "12,345 kg"; kilograms in `stats --json`.
        case volume
        /// A number of weeks: "3 weeks".
        case weeks
    }

    /// Where a figure is shown on the dashboard or in `stats`.
    package enum Placement: Sendable, Equatable {
        /// A tile or a row of its own, headed by the label.
        case own
        /// After the value of the figure with that key, in its tile's line under the value or its
        /// row: "141 workouts, 1,969 working sets".
        case after(String)
        /// A remark on the figure with that key, whose unit it shares: the words and the bare number,
        /// in its tile's line under the value or in brackets in its row: "33 weeks (longest 33)".
        case remark(on: String, words: String)
        /// Only in `stats --json` and the About page's list.
        case absent

        /// The key of the figure it is shown with, if it is shown with one.
        var host: String? {
            switch self {
            case .after(let key), .remark(on: let key, words: _): key
            case .own, .absent: nil
            }
        }
    }

    /// Its key in `stats --json` and `stats.json` (where the document's keys are sorted).
    package var key: String
    /// What heads its tile and its row, and its name in the About page's list.
    package var label: String
    package var unit: Unit
    /// Its value, from the analysis: a whole number, or for a volume, kilograms.
    package var value: @Sendable (TrainingAnalytics) -> Double
    /// One paragraph of Markdown for people: how it is defined (docs/ANALYTICS.md lists it).
    package var definition: String
    package var dashboard: Placement
    package var terminal: Placement

    package init(key: String, label: String, unit: Unit, value: @escaping @Sendable (TrainingAnalytics) -> Double, definition: String,
                 dashboard: Placement, terminal: Placement) {
        self.key = key
        self.label = label
        self.unit = unit
        self.value = value
        self.definition = definition
        self.dashboard = dashboard
        self.terminal = terminal
    }

    /// The value as a count: every unit but a volume is one.
    func whole(_ analytics: TrainingAnalytics) -> Int { Int(value(analytics)) }

    /// The value in words: "3 workouts", "12,345 kg", "3 weeks".
    func text(_ analytics: TrainingAnalytics, format: DisplayFormatter) -> String {
        switch unit {
        case .count(let noun): NumberText.counted(whole(analytics), noun)
        case .volume: format.volume(value(analytics))
        case .weeks: StreakText.weeks(whole(analytics))
        }
    }

    /// The value as a tile shows it big: a count without its noun, which goes under it (`tileNoun`).
    func tileValue(_ analytics: TrainingAnalytics, format: DisplayFormatter) -> String {
        switch unit {
        case .count: "\(whole(analytics))"
        case .volume, .weeks: text(analytics, format: format)
        }
    }

    /// What a tile of a count says under its number when no other figure goes there: the noun, in the
    /// plural whatever the count, as a heading names a kind.
    var tileNoun: String {
        switch unit {
        case .count(let noun): NumberText.plural(noun, 2)
        case .volume, .weeks: ""
        }
    }

    /// What it says beside the figure it is placed with: "141 workouts", or a remark's "longest 33".
    func beside(_ analytics: TrainingAnalytics, format: DisplayFormatter, placement: Placement) -> String {
        guard case .remark(on: _, let words) = placement else { return text(analytics, format: format) }
        return "\(words) \(whole(analytics))"
    }

    /// A figure with a tile or a row of its own, and the figures shown with it, each with its placement.
    struct Line {
        var figure: HeadlineFigure
        var companions: [(figure: HeadlineFigure, placement: Placement)]
    }

    /// The lines of `figures` where `placement` (the dashboard's or the terminal's) places them, in order.
    static func lines(of figures: [HeadlineFigure], placedBy placement: KeyPath<HeadlineFigure, Placement>) -> [Line] {
        figures.filter { $0[keyPath: placement] == .own }.map { figure in
            Line(figure: figure, companions: figures.filter { $0[keyPath: placement].host == figure.key }.map { ($0, $0[keyPath: placement]) })
        }
    }
}

extension HeadlineFigure {
    /// The markers around the list of definitions in docs/ANALYTICS.md.
    static let definitionsStart = "<!-- headline-figures: HeadlineFigure.definitions -->\n"
    static let definitionsEnd = "<!-- /headline-figures -->\n"

    /// The figures' definitions as a Markdown list, in their order: what docs/ANALYTICS.md holds
    /// between the markers.
    static func definitions(_ figures: [HeadlineFigure]) -> String {
        figures.map { "- **\($0.label)** (`\($0.key)`): \($0.definition)\n" }.joined()
    }

    /// `document` with the list between the markers made from `figures`, and the markers gone (safe
    /// Markdown would show them as omitted HTML); a document without them is returned as it is.
    static func withDefinitions(of figures: [HeadlineFigure], in document: String) -> String {
        guard let start = document.firstRange(of: definitionsStart),
              let end = document[start.upperBound...].firstRange(of: definitionsEnd) else { return document }
        return document[..<start.lowerBound] + definitions(figures) + document[end.upperBound...]
    }
}
