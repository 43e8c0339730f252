/// Every headline figure, in the order the dashboard's tiles, `stats`' rows and the About page's
/// list show them. A figure is added here and nowhere else: its row in `HeadlineFiguresTests.expected`
/// holds its value and words, and docs/ANALYTICS.md's list is generated (`RECORD_GOLDEN=1` writes it,
/// as it records the goldens).
package enum HeadlineFigures {
    package static let all: [HeadlineFigure] = [
        HeadlineFigure(
            key: "workoutsThisWeek", label: "This week", unit: .count("workout"), value: { Double($0.workoutsThisWeek) },
            definition: "The workouts of the week containing the build date.",
            dashboard: .own, terminal: .own),
        HeadlineFigure(
            key: "workoutsThisMonth", label: "This month", unit: .count("workout"), value: { Double($0.workoutsThisMonth) },
            definition: "The workouts of the calendar month containing the build date.",
            dashboard: .own, terminal: .own),
        HeadlineFigure(
            key: "totalWorkouts", label: "All time", unit: .count("workout"), value: { Double($0.totalWorkouts) },
            definition: "Every workout in the log.",
            dashboard: .after("totalVolumeKg"), terminal: .own),
        HeadlineFigure(
            key: "totalWorkingSets", label: "Working sets", unit: .count("working set"), value: { Double($0.totalWorkingSets) },
            definition: "Every working set in the log (see \"Sets that count\").",
            dashboard: .absent, terminal: .after("totalWorkouts")),
        HeadlineFigure(
            key: "totalVolumeKg", label: "Total volume", unit: .volume, value: \.totalVolumeKg,
            definition: "The volume of every working set in the log, as defined under \"Volume\".",
            dashboard: .own, terminal: .own),
        HeadlineFigure(
            key: "streakWeeks", label: "Streak", unit: .weeks, value: { Double($0.streakWeeks) },
            definition: "The number of consecutive weeks with at least one workout, counting back from the current week. A current "
                + "week with no workout yet does not break it — the week is not over — but a whole week without training does.",
            dashboard: .own, terminal: .own),
        HeadlineFigure(
            key: "longestStreakWeeks", label: "Longest streak", unit: .weeks, value: { Double($0.longestStreakWeeks) },
            definition: "The longest such run of weeks ever.",
            dashboard: .remark(on: "streakWeeks", words: "longest"), terminal: .remark(on: "streakWeeks", words: "longest")),
    ]
}
