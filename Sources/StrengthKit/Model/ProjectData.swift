import Foundation

/// Everything in a site project's `Data/`, loaded and validated.
public struct ProjectData: Hashable, Sendable {
    public var settings: Settings
    public var library: ExerciseLibrary
    package var programs: Programs
    package var bodyWeight: BodyWeightLog
    /// In the order they were added (`Data/goals.json`).
    package var goals: [Goal]
    /// The block starts the lifter declared, oldest first (`Data/blocks.json`).
    package var blocks: [DeclaredBlock]
    /// The journal's posts (`Data/journal/*.md`), oldest first (by date, then name: `JournalPost.oldestFirst`).
    package var posts: [JournalPost]
    /// Oldest first (by start, then id).
    public var workouts: [Workout]
    /// The workout under way (`Data/session.json`), if one was started and not yet finished or cancelled.
    var session: LiveSession?

    package init(settings: Settings = Settings(), library: ExerciseLibrary = ExerciseLibrary(),
                programs: Programs = Programs(), bodyWeight: BodyWeightLog = BodyWeightLog(), goals: [Goal] = [],
                blocks: [DeclaredBlock] = [], posts: [JournalPost] = [], workouts: [Workout] = [], session: LiveSession? = nil) {
        self.settings = settings
        self.library = library
        self.programs = programs
        self.bodyWeight = bodyWeight
        self.goals = goals
        self.blocks = blocks
        self.posts = posts
        self.workouts = workouts
        self.session = session
    }

    /// The project's time zone. Validation guarantees the identifier is known.
    package var timeZone: TimeZone { TimeZone(identifier: settings.timeZone) ?? .gmt }
}

/// Every exercise id the project holds outside the library, by the file it is in: a new field that
/// holds one joins the walk of its type, and so merge, delete and validation.
extension ProjectData: ExerciseReferencing {
    @discardableResult
    mutating func walkExerciseIDs(_ visit: ExerciseIDWalk.Visit) rethrows -> ExerciseIDWalk {
        var walked = try ExerciseIDWalk.walk(&settings, behind: "settings.", visit)
        walked = walked.and(try ExerciseIDWalk.walk(&programs, behind: "programs.", visit))
        walked = walked.and(try ExerciseIDWalk.walk(&goals, behind: "goals", visit))
        // Declared blocks name days and no exercise, and posts hold no exercise id (a directive names
        // an exercise by its name): there is nothing in them to walk.
        walked = walked.and(try ExerciseIDWalk.walk(&workouts, behind: "workouts", visit))
        if var live = session {
            let walkedLive = try ExerciseIDWalk.walk(&live, behind: "session.", visit)
            if walkedLive != .unchanged { session = live }
            walked = walked.and(walkedLive)
        }
        return walked
    }
}
