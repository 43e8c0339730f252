/// `exercise/ID.html`: an exercise with its details, records, charts and sessions in one page.
struct ExercisePage: PageModel {
    /// A row of the rep-max table.
    struct RepMaxRow: Sendable {
        var reps: String
        var actual: String
        var estimated: String
        var date: String
        var href: String
    }

    /// One of the latest sets: when (linked to its workout), the set, and its notes when published.
    struct RecentSet: Sendable {
        var date: String
        var href: String
        var set: String
        var notesHTML: String
    }

    /// A session of the exercise: its workout and a one-line summary of the sets.
    struct Session: Sendable {
        var date: String
        var isoDate: String
        var href: String
        var workout: String
        var summary: String
        var badges: String
    }

    var layout: Layout
    var name: String
    var type: String
    var categories: [Link]
    var aliases: String
    var favorite: Bool
    var archived: Bool
    var formCuesHTML: String
    var figures: [Figure]
    var records: [RecordRow]
    /// Pre-rendered chart figures, trusted markup.
    var charts: [String]
    /// How to read the trend charts, and the span they cover when the history is longer.
    var trendNote: String
    /// The lift's progress status as of the build date (`ProgressLine`), shown beside the trend charts:
    /// one, or none when it was not trained in the recent window (a list, as a page model has no optional part).
    var progress: [ProgressLine]
    /// The Progress page, relative to this one.
    var progressHref: String
    var repMaxes: [RepMaxRow]
    var repMaxNote: String
    var recentSets: [RecentSet]
    var sessionsHeading: String
    var sessions: [Session]
    /// Year pages of the sessions list, when it is split.
    var years: [Link]
    var noHistory: Bool
}
