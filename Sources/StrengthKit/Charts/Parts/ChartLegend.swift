/// A legend of colour swatches and series names that wraps onto further rows when it runs out of width.
enum ChartLegend {
    static let rowHeight = 16.0
    static let swatch = 10.0

    /// The legend's markup with its top-left corner at (`x`, `y`), and the height it takes.
    static func render(names: [String], x: Double, y: Double, maximumWidth: Double,
                       fontSize: Double = ChartStyle.fontSize) -> (markup: String, height: Double) {
        guard !names.isEmpty else { return ("", 0) }
        var out = "<g class=\"ch-legend\">"
        var cursor = x
        var row = 0.0
        for (index, fullName) in names.enumerated() {
            let name = ChartText.truncated(fullName, maximumCharacters: 28)
            let itemWidth = swatch + 4 + ChartText.width(of: name, fontSize: fontSize) + 12
            if cursor > x, cursor + itemWidth > x + maximumWidth {
                cursor = x
                row += 1
            }
            let top = y + row * rowHeight
            out += "<rect class=\"\(ChartStyle.seriesClass(index))\" x=\"\(SVGNumber.text(cursor))\" y=\"\(SVGNumber.text(top + 1))\""
                + " width=\"\(SVGNumber.text(swatch))\" height=\"\(SVGNumber.text(swatch))\" rx=\"2\"/>"
            out += "<text x=\"\(SVGNumber.text(cursor + swatch + 4))\" y=\"\(SVGNumber.text(top + swatch))\">\(Markup.escape(name))</text>"
            cursor += itemWidth
        }
        return (out + "</g>", (row + 1) * rowHeight)
    }
}
