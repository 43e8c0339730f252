/// The training streak in words, written the same way on the site, the share card and in `stats`.
enum StreakText {
    /// `3 weeks`.
    static func weeks(_ count: Int) -> String { NumberText.counted(count, "week") }

    /// `3 wk`: a share card's figure, where there is room for a few characters only.
    static func compactWeeks(_ count: Int) -> String { "\(count) wk" }
}
