/// Locale-free number text: `.` decimal point, no grouping unless asked, trailing zeros trimmed.
public enum NumberText {
    /// `102.5`, `60`, `0.25`; rounds half away from zero at `maximumFractionDigits`.
    public static func decimal(_ value: Double, maximumFractionDigits: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-inf" : "inf") }
        var scale = 1.0
        for _ in 0..<maximumFractionDigits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9e15 else { return String(value) }
        let whole = Int64(scaled / scale)
        var fraction = Int64(scaled) - whole * Int64(scale)
        var digits = maximumFractionDigits
        while digits > 0, fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let sign = value < 0 && scaled > 0 ? "-" : ""
        guard digits > 0 else { return sign + String(whole) }
        return sign + String(whole) + "." + Digits.pad(Int(fraction), digits)
    }

    /// `1 file`, `2 files`, `1,204 files`: a count and its noun.
    public static func counted(_ value: Int, _ noun: String, plural: String? = nil) -> String {
        "\(grouped(value)) \(self.plural(noun, value, plural: plural))"
    }

    /// `noun`, or its plural (`noun` + s unless given) when `count` is not 1: the one place words
    /// are pluralised.
    static func plural(_ noun: String, _ count: Int, plural: String? = nil) -> String {
        count == 1 ? noun : plural ?? noun + "s"
    }

    /// `12,345` — thousands separated by commas, for counts in summaries.
    public static func grouped(_ value: Int) -> String {
        let result = groupingThousands(String(value.magnitude))
        return value < 0 ? "-" + result : result
    }

    /// A run of digits with a comma every three from the right: `12345` → `12,345`.
    static func groupingThousands<Digits: StringProtocol>(_ digits: Digits) -> String {
        var result = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return result
    }

    /// Like `decimal` but with a fixed number of fraction digits: `fixed(2.5, 2)` is `2.50`.
    package static func fixed(_ value: Double, fractionDigits: Int) -> String {
        let text = decimal(value, maximumFractionDigits: fractionDigits)
        guard fractionDigits > 0 else { return text }
        let parts = text.split(separator: ".", maxSplits: 1)
        let fraction = parts.count == 2 ? String(parts[1]) : ""
        return String(parts[0]) + "." + fraction + String(repeating: "0", count: fractionDigits - fraction.count)
    }
}
