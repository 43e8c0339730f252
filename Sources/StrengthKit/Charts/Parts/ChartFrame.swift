/// The parts every inline chart shares: the `<svg>` root with its accessible name, the
/// "No data yet" message, and the `<figure>` that pairs a chart with its data table.
enum ChartFrame {
    /// A page-unique id prefix made safe for XML: letters, digits, `-` and `_`, starting with a letter.
    static func elementID(_ prefix: String) -> String {
        let kept = prefix.unicodeScalars.filter { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
        }
        let text = String(String.UnicodeScalarView(kept))
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic else { return "chart-" + text }
        return text
    }

    /// `<svg ...><title/><desc/>`: `role="img"` (or `group` for a chart with links) with
    /// `aria-labelledby` naming both, a `viewBox` and no width or height, so the page's CSS sizes it.
    static func open(id: String, kind: String, width: Double, height: Double, title: String, description: String,
                     fontSize: Double = ChartStyle.fontSize, role: String = "img") -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"ch ch-\(kind)\" viewBox=\"0 0 \(SVGNumber.text(width)) \(SVGNumber.text(height))\""
            + " role=\"\(role)\" aria-labelledby=\"\(id)-t \(id)-d\" fill=\"currentColor\" font-size=\"\(SVGNumber.text(fontSize))\">"
            + "<title id=\"\(id)-t\">\(Markup.escape(title))</title><desc id=\"\(id)-d\">\(Markup.escape(description))</desc>"
    }

    static let noData = "No data yet"

    /// The centred "No data yet" text for a chart without values.
    static func emptyMessage(width: Double, height: Double) -> String {
        "<text class=\"ch-empty\" x=\"\(SVGNumber.text(width / 2))\" y=\"\(SVGNumber.text(height / 2 + 5))\""
            + " text-anchor=\"middle\" font-size=\"\(SVGNumber.text(ChartStyle.messageFontSize))\" fill-opacity=\"\(ChartStyle.tickOpacity)\">"
            + "\(noData)</text>"
    }

    /// `<figure class="chart chart-KIND">` with a visible caption, the chart and its table folded under
    /// "Data"; without a table when the page shows the chart's numbers in a table of its own.
    static func figure(kind: String, title: String, svg: String, table: String?) -> String {
        "<figure class=\"chart chart-\(kind)\"><figcaption>\(Markup.escape(title))</figcaption>\(svg)"
            + (table.map { "<details><summary>Data</summary>\($0)</details>" } ?? "") + "</figure>"
    }

    /// `M40 20H390M40 60H390`: horizontal grid lines as one path.
    static func gridPath(ys: [Double], from left: Double, to right: Double) -> String {
        let d = ys.map { "M\(SVGNumber.text(left)) \(SVGNumber.text($0))H\(SVGNumber.text(right))" }.joined()
        return "<path class=\"ch-grid\" d=\"\(d)\" stroke=\"currentColor\" stroke-opacity=\"\(ChartStyle.gridOpacity)\"/>"
    }

    /// Tick labels right-aligned against the value axis.
    static func valueLabels(_ labels: [(text: String, y: Double)], x: Double, fontSize: Double) -> String {
        var out = "<g class=\"ch-tick\" text-anchor=\"end\" fill-opacity=\"\(ChartStyle.tickOpacity)\">"
        for label in labels {
            out += "<text x=\"\(SVGNumber.text(x))\" y=\"\(SVGNumber.text(label.y + fontSize * 0.35))\">\(Markup.escape(label.text))</text>"
        }
        return out + "</g>"
    }

    /// The value axis title (the unit), above the axis at the top left.
    static func unitTitle(_ text: String, x: Double, y: Double) -> String {
        guard !text.isEmpty else { return "" }
        return "<text class=\"ch-unit\" x=\"\(SVGNumber.text(x))\" y=\"\(SVGNumber.text(y))\" fill-opacity=\"\(ChartStyle.tickOpacity)\">"
            + Markup.escape(ChartText.truncated(text, maximumCharacters: 48)) + "</text>"
    }
}
