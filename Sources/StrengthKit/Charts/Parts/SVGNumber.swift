/// Numbers for SVG attributes: at most one decimal, `.` as the separator, never `-0` or an exponent.
///
/// A tenth of a viewBox unit is below a device pixel at any sensible size, and short numbers keep pages small.
enum SVGNumber {
    /// Coordinates beyond ±1,000,000 cannot be on a chart; they are clamped so the text stays plain digits.
    static func text(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        return NumberText.decimal(min(max(value, -1_000_000), 1_000_000), maximumFractionDigits: 1)
    }
}
