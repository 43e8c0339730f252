/// How long ago a day was, in the unit a person would use: "12 days", "7 weeks", "5 months",
/// "1 year and 10 months".
enum ElapsedText {
    static func between(_ earlier: LocalDay, and later: LocalDay) -> String {
        let days = later.daysSinceEpoch - earlier.daysSinceEpoch
        if days < 14 { return NumberText.counted(days, "day") }
        if days < 61 { return NumberText.counted(days / 7, "week") }
        // Whole calendar months: from 31 Jan to 28 Feb is not yet a month.
        var months = (later.year - earlier.year) * 12 + later.month - earlier.month
        if later.day < earlier.day { months -= 1 }
        if months < 12 { return NumberText.counted(months, "month") }
        let years = NumberText.counted(months / 12, "year")
        return months % 12 == 0 ? years : "\(years) and \(NumberText.counted(months % 12, "month"))"
    }
}
