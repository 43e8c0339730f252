/// Text helpers the charts share: label widths for layout, truncation and date labels.
enum ChartText {
    /// A deliberately generous estimate of rendered width (0.6 em per character), since the page's
    /// font is unknown at build time; overestimating only costs a little space.
    static func width(of text: String, fontSize: Double) -> Double {
        Double(text.count) * fontSize * 0.6
    }

    /// `text` cut to `maximumCharacters`, ending in `…` when something was cut.
    static func truncated(_ text: String, maximumCharacters: Int) -> String {
        guard text.count > maximumCharacters else { return text }
        return String(text.prefix(max(maximumCharacters - 1, 1))) + "…"
    }

    /// `3 Mar`.
    static func dayAndMonth(_ day: LocalDay) -> String {
        "\(day.day) \(DisplayFormatter.monthNames[day.month - 1])"
    }

    /// `3 Mar 2025`.
    static func date(_ day: LocalDay) -> String {
        "\(dayAndMonth(day)) \(day.year)"
    }

    /// A value as table or tooltip text; a missing (non-finite) value is a dash.
    static func value(_ value: Double, _ format: ValueFormat) -> String {
        value.isFinite ? format.text(value) : "—"
    }
}
