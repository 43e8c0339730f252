/// `cards/summary.svg`: the README card of the whole history — workouts, this month, the streak,
/// volume, and the weekly volume of the last 26 weeks.
struct SummaryCardFile: FileKind, WholeSiteKind {
    static let path = "cards/summary.svg"

    let site: SiteContext

    static func bytes(_ site: SiteContext, shared: SharedInputs) -> [UInt8] {
        let analytics = site.analytics
        let format = shared.format
        let weeks = SiteCharts.recentWeeks(site, 26)
        let sparklineEnd = site.windowEnd(days: 7 * 26)
        let card = SummaryCard(
            title: shared.settings.site.title, subtitle: "as of \(format.date(site.today))",
            figures: [
                .init(label: "Workouts", value: NumberText.grouped(analytics.totalWorkouts)),
                .init(label: "This month", value: "\(analytics.workoutsThisMonth)"),
                .init(label: "Streak", value: StreakText.compactWeeks(analytics.streakWeeks)),
                .init(label: "Volume", value: format.volume(analytics.totalVolumeKg)),
            ],
            sparklineTitle: sparklineEnd == site.today ? "Weekly volume, the last 26 weeks" : "Weekly volume to \(ChartText.date(sparklineEnd))",
            sparklineValues: weeks.map { shared.displayWeight($0.volumeKg).rounded() },
            sparklineFormat: .number(unit: shared.weightUnit, maximumFractionDigits: 0))
        return Array(card.svg().utf8)
    }
}
