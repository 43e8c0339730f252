/// A least-squares line through values by day: `value(on:)` = `intercept` + `slopePerDay` × days
/// after `origin`. Goals project along it and the progress statuses read its slope, so that a lift's
/// trend means the same thing on both.
struct FittedLine: Hashable, Sendable {
    var origin: LocalDay
    /// The line's value on `origin`.
    var intercept: Double
    var slopePerDay: Double

    /// The ordinary least-squares fit of `points` (at least two distinct days), with days counted
    /// from `origin`: slope = Σ(x − x̄)(y − ȳ) / Σ(x − x̄)², intercept = ȳ − slope · x̄.
    init?(_ points: [(day: LocalDay, value: Double)], origin: LocalDay) {
        guard points.count >= 2 else { return nil }
        let xs = points.map { Double($0.day.daysSinceEpoch - origin.daysSinceEpoch) }
        let ys = points.map(\.value)
        let count = Double(points.count)
        let meanX = xs.reduce(0, +) / count
        let meanY = ys.reduce(0, +) / count
        var sxx = 0.0
        var sxy = 0.0
        for (x, y) in zip(xs, ys) {
            sxx += (x - meanX) * (x - meanX)
            sxy += (x - meanX) * (y - meanY)
        }
        guard sxx > 0 else { return nil }
        self.origin = origin
        slopePerDay = sxy / sxx
        intercept = meanY - slopePerDay * meanX
    }

    func value(on day: LocalDay) -> Double {
        intercept + slopePerDay * Double(day.daysSinceEpoch - origin.daysSinceEpoch)
    }

    /// The slope per week rounded to a thousandth (a gram, for kilograms): a line that moves less is flat.
    var slopePerWeek: Double { (slopePerDay * 7 * 1000).rounded() / 1000 }

    /// The first day on which the line has reached `target`: (target − intercept) / slope days after
    /// `origin`, rounded up to a whole day; `nil` when the line is flat. The days are first rounded to
    /// a ten-thousandth (under nine seconds), so that 21 days computed as 21.000000001 — kilograms
    /// converted from pounds carry such dust — stay 21.
    func day(reaching target: Double) -> LocalDay? {
        guard slopePerWeek != 0 else { return nil }
        let days = ((target - intercept) / slopePerDay * 10_000).rounded() / 10_000
        guard days.isFinite, abs(days) < 1e6 else { return nil }
        return origin.adding(days: Int(days.rounded(.up)))
    }
}
