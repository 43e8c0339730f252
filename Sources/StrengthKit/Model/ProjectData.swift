import Foundation

/// Everything in a site project's `Data/`, loaded and validated.
public struct ProjectData: Hashable, Sendable {
    public var settings: Settings
    public var library: ExerciseLibrary
    public var programs: Programs
    public var bodyWeight: BodyWeightLog
    /// Oldest first (by start, then id).
    public var workouts: [Workout]
    /// The workout under way (`Data/session.json`), if one was started and not yet finished or cancelled.
    public var session: LiveSession?

    public init(settings: Settings = Settings(), library: ExerciseLibrary = ExerciseLibrary(),
                programs: Programs = Programs(), bodyWeight: BodyWeightLog = BodyWeightLog(), workouts: [Workout] = [],
                session: LiveSession? = nil) {
        self.settings = settings
        self.library = library
        self.programs = programs
        self.bodyWeight = bodyWeight
        self.workouts = workouts
        self.session = session
    }

    /// The project's time zone. Validation guarantees the identifier is known.
    public var timeZone: TimeZone { TimeZone(identifier: settings.timeZone) ?? .gmt }
}
