/// A README card: a title, up to four labelled figures and a sparkline of weekly volume.
///
/// Standalone SVG (495 × 195, like GitHub readme cards) with its own light and dark palette; the
/// inputs are finished strings and plain numbers, so any analytics can feed it.
struct SummaryCard: Hashable, Sendable {
    /// One labelled figure: `Workouts this year` / `142`.
    struct Figure: Hashable, Sendable {
        /// The small text above the figure.
        var label: String
        /// The figure, already formatted.
        var value: String
    }

    /// Ids of the card's `<title>` and `<desc>` are `id-t` and `id-d`.
    var id: String = "summary-card"
    /// `Alex's training`.
    var title: String
    /// A muted line under the title: `2025 · as of 14 Mar 2025`; empty for none.
    var subtitle: String = ""
    /// The first four are shown, in two columns; labels beyond 24 and values beyond 16 characters are
    /// cut, and text still too wide for its column is squeezed to fit.
    var figures: [Figure]
    /// Under the sparkline: `Weekly volume, last 26 weeks`.
    var sparklineTitle: String
    /// Oldest first.
    var sparklineValues: [Double]
    /// How the sparkline's latest value is printed.
    var sparklineFormat: ValueFormat

    /// Figures shown at most.
    static let figureLimit = 4

    private var latest: Double? { sparklineValues.last(where: \.isFinite) }

    /// The card in words: the `<desc>`.
    var summaryText: String {
        var parts: [String?] = [subtitle]
        parts += figures.prefix(SummaryCard.figureLimit).map { "\($0.label): \($0.value)" }
        let finite = sparklineValues.filter(\.isFinite)
        if let lowest = finite.min(), let highest = finite.max(), let latest {
            parts.append("\(sparklineTitle): lowest \(sparklineFormat.text(lowest)), highest \(sparklineFormat.text(highest)),"
                + " latest \(sparklineFormat.text(latest))")
        } else {
            parts.append("\(sparklineTitle): \(ChartFrame.noData.lowercased())")
        }
        return ChartDescription.sentences(parts)
    }

    /// The standalone `<svg>` document element.
    func svg() -> String {
        let elementID = ChartFrame.elementID(id)
        var out = CardStyle.open(id: elementID, title: title, description: summaryText)
        out += CardStyle.text(ChartText.truncated(title, maximumCharacters: 60), cssClass: "card-title", x: 25, y: 36,
                              fitting: (445, 16))
        if !subtitle.isEmpty {
            out += CardStyle.text(ChartText.truncated(subtitle, maximumCharacters: 80), cssClass: "card-label", x: 25, y: 56,
                                  fitting: (445, 12))
        }
        // Two columns 130 wide, 10 apart, clear of the sparkline at 305.
        for (index, figure) in figures.prefix(SummaryCard.figureLimit).enumerated() {
            let x = 25.0 + Double(index % 2) * 140
            let y = 92.0 + Double(index / 2) * 52
            out += CardStyle.text(ChartText.truncated(figure.label, maximumCharacters: 24), cssClass: "card-label", x: x, y: y,
                                  fitting: (130, 12))
            out += CardStyle.text(ChartText.truncated(figure.value, maximumCharacters: 16), cssClass: "card-value", x: x, y: y + 22,
                                  fitting: (130, 18))
        }

        // The sparkline's box: the right third of the card; its captions may use the padding too.
        let (left, top, width, height) = (305.0, 80.0, 165.0, 58.0)
        if let line = Sparkline.path(sparklineValues, x: left, y: top, width: width, height: height) {
            out += "<path class=\"card-line\" d=\"\(line.d)\" fill=\"none\" stroke-width=\"2\" stroke-linejoin=\"round\" stroke-linecap=\"round\"/>"
                + "<circle class=\"card-dot\" cx=\"\(SVGNumber.text(line.last.x))\" cy=\"\(SVGNumber.text(line.last.y))\" r=\"3\"/>"
        } else {
            out += CardStyle.text(ChartFrame.noData, cssClass: "card-label", x: left + width / 2, y: top + height / 2 + 4, anchor: "middle")
        }
        out += CardStyle.text(ChartText.truncated(sparklineTitle, maximumCharacters: 40), cssClass: "card-small",
                              x: left, y: top + height + 20, fitting: (width + 5, 10))
        if let latest {
            out += CardStyle.text("Latest: " + sparklineFormat.text(latest), cssClass: "card-small", x: left, y: top + height + 34,
                                  fitting: (width + 5, 10))
        }
        return out + "</svg>"
    }
}
