/// A completed workout. Stored one per file at `Data/workouts/YYYY/<id>.json`.
public struct Workout: Hashable, Sendable, Codable, Identifiable {
    /// Stable, URL-safe and unique: `YYYY-MM-DD-HHMM-slug` from the local start and first name.
    public var id: String
    public var name: String
    public var start: Timestamp
    /// `nil` when the duration is unknown (e.g. apps that record only a date).
    var end: Timestamp?
    /// Markdown.
    public var notes: String?
    /// The id of the `WorkoutTemplate` it was started from.
    var template: String?
    /// The split day it was started from (`workout start --next` / `--day`).
    var splitDay: SplitDayReference?
    /// The check-in at `workout start`, when one was given.
    var readiness: Readiness?
    var source: WorkoutSource
    public var exercises: [LoggedExercise]

    package init(id: String, name: String, start: Timestamp, end: Timestamp? = nil, notes: String? = nil,
                template: String? = nil, splitDay: SplitDayReference? = nil, readiness: Readiness? = nil,
                source: WorkoutSource = .manual, exercises: [LoggedExercise]) {
        self.id = id
        self.name = name
        self.start = start
        self.end = end
        self.notes = notes
        self.template = template
        self.splitDay = splitDay
        self.readiness = readiness
        self.source = source
        self.exercises = exercises
    }

    public var durationSeconds: Int? {
        end.map { Int($0.secondsSinceEpoch - start.secondsSinceEpoch) }
    }

    public var setCount: Int { exercises.reduce(0) { $0 + $1.sets.count } }

    enum CodingKeys: String, CodingKey {
        case id, name, start, end, notes, template, splitDay, readiness, source, exercises
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        start = try container.decode(Timestamp.self, forKey: .start)
        end = try container.decodeIfPresent(Timestamp.self, forKey: .end)
        notes = try container.decodeIfPresent(String.self, forKey: .notes)
        template = try container.decodeIfPresent(String.self, forKey: .template)
        splitDay = try container.decodeIfPresent(SplitDayReference.self, forKey: .splitDay)
        readiness = try container.decodeIfPresent(Readiness.self, forKey: .readiness)
        source = try container.decodeIfPresent(WorkoutSource.self, forKey: .source) ?? .manual
        exercises = try container.decode([LoggedExercise].self, forKey: .exercises)
    }

    /// Newest first: by start, then id, so equal starts still have one order.
    static func newestFirst(_ lhs: Workout, _ rhs: Workout) -> Bool {
        (lhs.start.secondsSinceEpoch, lhs.id) > (rhs.start.secondsSinceEpoch, rhs.id)
    }

    /// Oldest first, the store's order.
    static func oldestFirst(_ lhs: Workout, _ rhs: Workout) -> Bool {
        (lhs.start.secondsSinceEpoch, lhs.id) < (rhs.start.secondsSinceEpoch, rhs.id)
    }
}

extension Workout: ExerciseReferencing {
    @discardableResult
    mutating func walkExerciseIDs(_ visit: ExerciseIDWalk.Visit) rethrows -> ExerciseIDWalk {
        try ExerciseIDWalk.walk(&exercises, behind: "exercises", visit)
    }
}
