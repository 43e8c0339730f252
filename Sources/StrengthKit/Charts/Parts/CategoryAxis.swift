/// The horizontal axis of a bar chart: equal slots for categories, a bar centred in each, and as many
/// labels as fit without overlapping.
struct CategoryAxis: Equatable, Sendable {
    let count: Int
    let left: Double
    let right: Double

    /// An axis from `left` to near the right edge of the viewBox, leaving room for the last label to
    /// sit centred under its bar rather than pushed against its neighbour.
    static func fitted(count: Int, left: Double, viewWidth: Double, lastLabel: String?, fontSize: Double) -> CategoryAxis {
        let shown = ChartText.truncated(lastLabel ?? "", maximumCharacters: maximumLabelCharacters)
        let halfLabel = ChartText.width(of: shown, fontSize: fontSize) / 2
        let roughPitch = (viewWidth - 6 - left) / Double(max(count, 1))
        let margin = max(6, halfLabel - roughPitch / 2 + 2)
        return CategoryAxis(count: count, left: left, right: max(viewWidth - margin, left + 1))
    }

    /// Labels under bars are cut to this many characters; the table has them whole.
    static let maximumLabelCharacters = 12

    /// The width of one category's slot.
    var pitch: Double { (right - left) / Double(max(count, 1)) }

    /// Bars fill about three quarters of their slot; a thin gap always remains.
    var barWidth: Double { max(min(pitch * 0.72, pitch - 1), 0.5) }

    func center(_ index: Int) -> Double { left + (Double(index) + 0.5) * pitch }

    func barLeft(_ index: Int) -> Double { center(index) - barWidth / 2 }

    /// Every how many slots a label fits, given the widest label.
    static func labelStride(_ labels: [String], pitch: Double, fontSize: Double) -> Int {
        let widest = labels.map { ChartText.width(of: $0, fontSize: fontSize) }.max() ?? 0
        guard pitch > 0 else { return max(labels.count, 1) }
        return max(Int(((widest + 6) / pitch).rounded(.up)), 1)
    }

    /// Which slots get a label. A time series keeps its latest label, other axes their first.
    static func labelledIndices(count: Int, stride: Int, keepingLast: Bool) -> [Int] {
        (0..<count).filter { index in
            keepingLast ? (count - 1 - index) % stride == 0 : index % stride == 0
        }
    }

    /// Labels under the slots at baseline `y`, truncated and kept inside `0...viewWidth`.
    func labels(_ texts: [String], keepingLast: Bool, y: Double, fontSize: Double, viewWidth: Double) -> String {
        let shown = texts.map { ChartText.truncated($0, maximumCharacters: CategoryAxis.maximumLabelCharacters) }
        let stride = CategoryAxis.labelStride(shown, pitch: pitch, fontSize: fontSize)
        var out = "<g class=\"ch-tick\" text-anchor=\"middle\" fill-opacity=\"\(ChartStyle.tickOpacity)\">"
        for index in CategoryAxis.labelledIndices(count: min(count, shown.count), stride: stride, keepingLast: keepingLast) {
            let half = ChartText.width(of: shown[index], fontSize: fontSize) / 2
            let x = min(max(center(index), half + 1), viewWidth - half - 1)
            out += "<text x=\"\(SVGNumber.text(x))\" y=\"\(SVGNumber.text(y))\">\(Markup.escape(shown[index]))</text>"
        }
        return out + "</g>"
    }
}
