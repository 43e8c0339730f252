/// How a chart prints its values: `1,250 kg`, `102.5 kg`, `5:05 /km`, `12`.
///
/// Locale-free: `.` decimal point, `,` thousands separator, so the same value always gives the same bytes.
struct ValueFormat: Hashable, Sendable {
    /// Numbers or times.
    enum Style: Hashable, Sendable {
        /// Decimal numbers with thousands separators and up to this many fraction digits.
        case number(maximumFractionDigits: Int)
        /// Values are seconds, shown as `m:ss` or `h:mm:ss`; axis steps are whole seconds, minutes or hours.
        case clock
    }

    /// Numbers or times.
    var style: Style
    /// Appended to every value after a space (`kg`, `/km`, `sets`); empty for plain counts.
    var unit: String
    /// Written above the value axis; by default the unit.
    var axisTitle: String

    /// A format of `style` with `unit`; the axis title defaults to the unit.
    init(_ style: Style, unit: String = "", axisTitle: String? = nil) {
        self.style = style
        self.unit = unit
        self.axisTitle = axisTitle ?? unit
    }

    /// `1,250 kg`, `102.5 kg`: grouped thousands, trailing zeros trimmed.
    static func number(unit: String = "", maximumFractionDigits: Int = 1, axisTitle: String? = nil) -> ValueFormat {
        ValueFormat(.number(maximumFractionDigits: max(0, min(maximumFractionDigits, 6))), unit: unit, axisTitle: axisTitle)
    }

    /// Seconds as `5:05 /km`, `1:05:00`.
    static func clock(unit: String = "", axisTitle: String? = nil) -> ValueFormat {
        ValueFormat(.clock, unit: unit, axisTitle: axisTitle)
    }

    /// The value with its unit, for tables, tooltips and descriptions.
    func text(_ value: Double) -> String {
        let number = switch style {
        case .number(let digits): ValueFormat.grouped(value, maximumFractionDigits: digits)
        case .clock: ValueFormat.clockText(value)
        }
        return unit.isEmpty ? number : number + " " + unit
    }

    /// An axis label without the unit, with as many decimals as the step needs; big steps are
    /// shortened to `20k`, `1.5M`, `2B`, `3T` so the value axis stays narrow. Each suffix starts at a
    /// tenth of its size (a 0...1,000,000 axis steps by 200,000: `0.2M` ... `1M`, never `1,000k`).
    func tickLabel(_ value: Double, step: Double) -> String {
        if case .clock = style { return ValueFormat.clockText(value) }
        if value == 0 { return "0" }
        let suffixes: [(threshold: Double, divisor: Double, suffix: String)] = [
            (1e11, 1e12, "T"), (1e8, 1e9, "B"), (1e5, 1e6, "M"), (1e3, 1e3, "k"),
        ]
        for unit in suffixes where step >= unit.threshold {
            return ValueFormat.grouped(value / unit.divisor, maximumFractionDigits: ValueFormat.fractionDigits(of: step / unit.divisor))
                + unit.suffix
        }
        return ValueFormat.grouped(value, maximumFractionDigits: ValueFormat.fractionDigits(of: step))
    }

    /// The finest step an axis of these values should use: the precision the values are printed with.
    var minimumStep: Double {
        switch style {
        case .number(let digits):
            var step = 1.0
            for _ in 0..<digits { step /= 10 }
            return step
        case .clock: return 1
        }
    }

    var tickStyle: NiceScale.Style {
        switch style {
        case .number: .decimal
        case .clock: .clock
        }
    }

    /// Fraction digits needed to print multiples of `step` exactly: 0 for 5, 1 for 2.5 or 0.5, 2 for 0.25.
    static func fractionDigits(of step: Double) -> Int {
        guard step.isFinite, step > 0 else { return 0 }
        var digits = 0
        var scaled = step
        while digits < 6, abs(scaled - scaled.rounded()) > 1e-6 * max(1, scaled) {
            scaled *= 10
            digits += 1
        }
        return digits
    }

    /// `12,345.5`; values too big for plain digits keep `NumberText`'s own spelling.
    static func grouped(_ value: Double, maximumFractionDigits: Int) -> String {
        let plain = NumberText.decimal(value, maximumFractionDigits: maximumFractionDigits)
        guard plain.allSatisfy({ $0.isASCIIDigit || $0 == "." || $0 == "-" }) else { return plain }
        let negative = plain.hasPrefix("-")
        let unsigned = negative ? plain.dropFirst() : Substring(plain)
        let parts = unsigned.split(separator: ".", maxSplits: 1)
        guard let whole = parts.first else { return plain }
        var grouped = NumberText.groupingThousands(whole)
        if parts.count == 2 { grouped += "." + parts[1] }
        return (negative ? "-" : "") + grouped
    }

    /// `5:05`, `1:05:00`, `-0:30`; absurd values fall back to seconds as a number.
    static func clockText(_ seconds: Double) -> String {
        guard seconds.isFinite, abs(seconds) < 1e12 else { return grouped(seconds, maximumFractionDigits: 0) + " s" }
        let whole = Int(abs(seconds).rounded())
        let sign = seconds < 0 && whole > 0 ? "-" : ""
        return sign + DisplayFormatter(unit: .kg).clock(whole)
    }
}
