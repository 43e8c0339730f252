import Foundation

/// A value axis: a range widened to "nice" bounds and the evenly spaced ticks inside it.
///
/// Steps are 1, 2 or 5 × 10ⁿ for plain numbers, and whole seconds, minutes or hours
/// (1, 2, 5, 10, 15, 30 s, 1, 2, 5, 10, 15, 30 min, 1 h, ...) for times, so a pace axis reads
/// `4:30, 4:45, 5:00` rather than `4:10, 4:50, 5:30`.
struct NiceScale: Equatable, Sendable {
    /// How steps are chosen.
    enum Style: Hashable, Sendable {
        case decimal
        case clock
    }

    let lower: Double
    let upper: Double
    let step: Double
    let ticks: [Double]

    /// - Parameters:
    ///   - includesZero: bars start at zero, so their lengths compare honestly.
    ///   - minimumStep: the data's own precision (1 for counts), so an axis of counts never shows `0.5`.
    init(minimum: Double, maximum: Double, targetTickCount: Int = 5, includesZero: Bool = false,
         minimumStep: Double = 0, style: Style = .decimal) {
        var low = minimum.isFinite ? minimum : 0
        var high = maximum.isFinite ? maximum : 0
        if low > high { swap(&low, &high) }
        if includesZero {
            low = min(low, 0)
            high = max(high, 0)
        }
        if low == high {
            // One value, or all values equal: give it room around it (or above zero, for bars).
            let padding = max(abs(low) * 0.1, minimumStep, 1)
            if includesZero, low == 0 {
                high = padding
            } else if includesZero {
                (low, high) = low > 0 ? (0, low) : (low, 0)
            } else {
                (low, high) = (low - padding, high + padding)
            }
        }
        let rough = (high - low) / Double(max(targetTickCount, 1))
        let step = max(NiceScale.niceStep(rough, style: style), minimumStep)
        // The small tolerance keeps 0.3 / 0.1 = 2.9999999999999996 from adding a tick below the data.
        let firstIndex = (low / step + 1e-9).rounded(.down)
        let lastIndex = (high / step - 1e-9).rounded(.up)
        let intervals = lastIndex - firstIndex
        guard step.isFinite, step > 0, intervals.isFinite, intervals >= 1, intervals <= 1000 else {
            // Only absurd inputs (ranges near Double's limits) get here; the axis shows just its ends.
            lower = low
            upper = high > low ? high : low + 1
            self.step = upper - lower
            ticks = [lower, upper]
            return
        }
        lower = firstIndex * step
        upper = lastIndex * step
        self.step = step
        ticks = (0...Int(intervals)).map { (firstIndex + Double($0)) * step }
    }

    /// The smallest nice step at least as big as `rough`.
    static func niceStep(_ rough: Double, style: Style) -> Double {
        guard rough.isFinite, rough > 0 else { return 1 }
        if style == .clock, rough >= 1 {
            let steps: [Double] = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200, 86400]
            if let step = steps.first(where: { $0 >= rough }) { return step }
            return 86400 * niceStep(rough / 86400, style: .decimal)
        }
        let magnitude = pow(10, log10(rough).rounded(.down))
        let fraction = rough / magnitude
        let tolerance = 1e-9
        let nice: Double = fraction <= 1 + tolerance ? 1 : fraction <= 2 + tolerance ? 2 : fraction <= 5 + tolerance ? 5 : 10
        return nice * magnitude
    }

    /// Maps `value` linearly from `lower...upper` to `start...end` (pass `end < start` for a y axis
    /// that grows upwards).
    func position(of value: Double, from start: Double, to end: Double) -> Double {
        start + (value - lower) / (upper - lower) * (end - start)
    }
}
