/// `exercise/ID.html`: an exercise with its details, records, charts and sessions in one page.
public struct ExercisePage: PageModel {
    /// A row of the rep-max table.
    public struct RepMaxRow: Sendable {
        public var reps: String
        public var actual: String
        public var estimated: String
        public var date: String
        public var href: String
    }

    /// A session of the exercise: its workout and a one-line summary of the sets.
    public struct Session: Sendable {
        public var date: String
        public var isoDate: String
        public var href: String
        public var workout: String
        public var summary: String
        public var badges: String
    }

    public var layout: Layout
    public var name: String
    public var type: String
    public var categories: [Link]
    public var aliases: String
    public var favorite: Bool
    public var archived: Bool
    public var formCuesHTML: String
    public var figures: [Figure]
    public var records: [RecordRow]
    /// Pre-rendered chart figures, trusted markup.
    public var charts: [String]
    public var repMaxes: [RepMaxRow]
    public var repMaxNote: String
    public var recentSets: [Link]
    public var sessionsHeading: String
    public var sessions: [Session]
    /// Year pages of the sessions list, when it is split.
    public var years: [Link]
    public var noHistory: Bool
}
