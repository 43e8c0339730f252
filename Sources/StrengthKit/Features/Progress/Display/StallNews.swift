/// What `log`, `workout finish` and `history edit` say of a stall a session broke (`StallBreak`):
/// `Squat: first new best since 12 Sep, after 9 sessions`.
package struct StallNews: Sendable {
    let exerciseNames: [String: String]

    package init(data: ProjectData) {
        exerciseNames = data.library.namesByID
    }

    init(exerciseNames: [String: String]) {
        self.exerciseNames = exerciseNames
    }

    /// The best's day without its year when it is the session's year (`12 Sep`), else with it (`12 Sep 2025`).
    package func line(_ news: StallBreak) -> String {
        let since = news.since
        let date = "\(since.day) \(DisplayFormatter.monthNames[since.month - 1])" + (since.year == news.day.year ? "" : " \(since.year)")
        return "\(exerciseNames[news.exercise] ?? news.exercise): first new best since \(date), after "
            + NumberText.counted(news.sessions, "session")
    }
}
