/// `cards/heatmap.svg`: the README card of the training days of the last weeks.
struct HeatmapCardFile: FileKind, WholeSiteKind {
    static let path = "cards/heatmap.svg"

    let site: SiteContext

    static func bytes(_ site: SiteContext, shared: SharedInputs) -> [UInt8] {
        let card = HeatmapCard(
            through: site.windowEnd(days: 7 * HeatmapCard.weekCount),
            days: site.analytics.calendar.workoutsByDay.map { CalendarHeatmap.Day(day: $0.day, value: Double($0.workouts)) },
            weekStart: shared.settings.weekStart)
        return Array(card.svg().utf8)
    }
}
