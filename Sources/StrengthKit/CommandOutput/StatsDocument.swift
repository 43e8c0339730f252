/// `stats --json` and the site's `stats.json`: the documented scripting interface.
///
/// Always kilograms, metres and seconds whatever the display unit; every key present, `null` where
/// a figure does not apply. Kilogram values are rounded to grams, seconds per km to a tenth.
/// Documented in docs/ANALYTICS.md ("For scripts").
///
/// Each of its types lists its `CodingKeys` in sorted order: `json()` writes the members in the
/// order the synthesized encoding gives them, and JSONEncoder's `.sortedKeys` (`stats --json`'s
/// `StoreCoding.encode`, which `StatsDocumentTests` hold `json()` to) puts them in that order. The
/// document itself sorts its own members with the headline figures' keys (`members`).
public struct StatsDocument: Encodable, Sendable {
    /// A headline figure (`HeadlineFigure`) under its key.
    struct Headline: Sendable {
        /// A count, or kilograms rounded to the gram.
        enum Number: Encodable, Sendable, Equatable {
            case whole(Int)
            case kilograms(Double)

            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                switch self {
                case .whole(let count): try container.encode(count)
                case .kilograms(let kilograms): try container.encode(kilograms)
                }
            }
        }

        var key: String
        var number: Number
    }

    struct Week: Encodable, Sendable {
        var weekStart: String
        var workouts: Int
        var sets: Int
        var volumeKg: Double

        enum CodingKeys: String, CodingKey {
            case sets, volumeKg, weekStart, workouts
        }
    }

    struct Month: Encodable, Sendable {
        var month: String
        var workouts: Int
        var sets: Int
        var volumeKg: Double

        enum CodingKeys: String, CodingKey {
            case month, sets, volumeKg, workouts
        }
    }

    struct Records: Encodable, Sendable {
        var heaviestWeightKg: Nullable<Double>
        var bestE1rmKg: Nullable<Double>
        var bestSetVolumeKg: Nullable<Double>
        var bestSessionVolumeKg: Nullable<Double>
        var mostReps: Nullable<Int>
        var mostRepsInSession: Nullable<Int>
        var heaviestAddedLoadKg: Nullable<Double>
        var longestDurationSeconds: Nullable<Int>
        var longestDistanceMeters: Nullable<Double>
        var bestPaceSecondsPerKm: Nullable<Double>

        enum CodingKeys: String, CodingKey {
            case bestE1rmKg, bestPaceSecondsPerKm, bestSessionVolumeKg, bestSetVolumeKg, heaviestAddedLoadKg, heaviestWeightKg,
                 longestDistanceMeters, longestDurationSeconds, mostReps, mostRepsInSession
        }
    }

    struct ExerciseEntry: Encodable, Sendable {
        var id: String
        var name: String
        var type: String
        var sessions: Int
        var workingSets: Int
        var totalVolumeKg: Double
        var lastPerformed: Nullable<String>
        var records: Records
        /// Where the lift stands as of the recent window's end; `null` when it was not trained in the window.
        var status: Nullable<Status>

        enum CodingKeys: String, CodingKey {
            case id, lastPerformed, name, records, sessions, status, totalVolumeKg, type, workingSets
        }
    }

    /// A lift's `ProgressStatus` (docs/ANALYTICS.md, "Progress"), its figures `null` where they do not apply.
    struct Status: Encodable, Sendable {
        var key: String
        /// The day the window ends, the day the status is as of.
        var asOf: String
        /// The stall's best's day, or the first day back from a break.
        var date: Nullable<String>
        /// Sessions since the stall's best.
        var sessions: Nullable<Int>
        /// The stall's best, or the best before the break: kg of e1RM, reps, seconds or seconds per km by the exercise's type.
        var best: Nullable<Double>
        /// The fitted slope a week as a share of the line's value at the window's end (gaining positive).
        var slopeShare: Nullable<Double>
        /// The weekly values in the window, when too few to fit a line.
        var weeklyValues: Nullable<Int>

        enum CodingKeys: String, CodingKey {
            case asOf, best, date, key, sessions, slopeShare, weeklyValues
        }

        init(_ status: ProgressStatus, type: ExerciseType, asOf day: LocalDay) {
            key = status.key
            asOf = day.description
            date = Nullable(status.date?.description)
            sessions = Nullable(status.sessionCount)
            best = Nullable(status.best.map { type == .distanceDuration ? StatsDocument.tenths($0) : StatsDocument.kilograms($0) })
            slopeShare = Nullable(status.slopeShare)
            weeklyValues = Nullable(status.weeklyValues)
        }
    }

    struct MuscleWeek: Encodable, Sendable {
        var weekStart: String
        var sets: Double
        var volumeKg: Double

        enum CodingKeys: String, CodingKey {
            case sets, volumeKg, weekStart
        }
    }

    struct MuscleGroup: Encodable, Sendable {
        var id: String
        var name: String
        var weekly: [MuscleWeek]

        enum CodingKeys: String, CodingKey {
            case id, name, weekly
        }
    }

    struct Record: Encodable, Sendable {
        var date: String
        var exercise: String
        var exerciseId: String
        var kind: String
        var value: Double
        var workoutId: String

        enum CodingKeys: String, CodingKey {
            case date, exercise, exerciseId, kind, value, workoutId
        }
    }

    struct SessionPoint: Encodable, Sendable {
        var date: String
        var workoutId: String
        var workingSets: Int
        var bestE1rmKg: Nullable<Double>
        var topSetKg: Nullable<Double>
        var volumeKg: Nullable<Double>
        var totalReps: Nullable<Int>
        var longestDurationSeconds: Nullable<Int>
        var longestDistanceMeters: Nullable<Double>
        var bestPaceSecondsPerKm: Nullable<Double>

        enum CodingKeys: String, CodingKey {
            case bestE1rmKg, bestPaceSecondsPerKm, date, longestDistanceMeters, longestDurationSeconds, topSetKg, totalReps,
                 volumeKg, workingSets, workoutId
        }
    }

    struct RepMaxRow: Encodable, Sendable {
        var reps: Int
        var actualKg: Nullable<Double>
        var actualReps: Nullable<Int>
        var date: Nullable<String>
        var workoutId: Nullable<String>
        var estimatedKg: Nullable<Double>

        enum CodingKeys: String, CodingKey {
            case actualKg, actualReps, date, estimatedKg, reps, workoutId
        }
    }

    struct SetEntry: Encodable, Sendable {
        var date: String
        var workoutId: String
        var kind: String
        var weightKg: Nullable<Double>
        var reps: Nullable<Int>
        var durationSeconds: Nullable<Int>
        var distanceMeters: Nullable<Double>
        var rpe: Nullable<Double>

        enum CodingKeys: String, CodingKey {
            case date, distanceMeters, durationSeconds, kind, reps, rpe, weightKg, workoutId
        }
    }

    /// A held set: where it is, why it is held, and its values.
    struct HeldSet: Encodable, Sendable {
        var date: String
        var workoutId: String
        var exercise: String
        var exerciseId: String
        /// The exercise's place in the workout and the set's in the exercise, from 1 (`history confirm` takes them).
        var entry: Int
        var set: Int
        var reason: String
        var kind: String
        var weightKg: Nullable<Double>
        var reps: Nullable<Int>
        var durationSeconds: Nullable<Int>
        var distanceMeters: Nullable<Double>

        enum CodingKeys: String, CodingKey {
            case date, distanceMeters, durationSeconds, entry, exercise, exerciseId, kind, reason, reps, set, weightKg, workoutId
        }
    }

    struct ExerciseDetail: Encodable, Sendable {
        var id: String
        var name: String
        var type: String
        var series: [SessionPoint]
        var repMaxes: [RepMaxRow]
        var recentSets: [SetEntry]

        enum CodingKeys: String, CodingKey {
            case id, name, recentSets, repMaxes, series, type
        }
    }

    var today: String
    var weekStartsOn: String
    var oneRepMaxFormula: String
    var oneRepMaxRepCap: Int
    /// The headline figures, in `HeadlineFigures.all`'s order; written among the members by key.
    var headline: [Headline]
    var weekly: [Week]
    var monthly: [Month]
    var exercises: [ExerciseEntry]
    var muscleGroups: [MuscleGroup]
    var records: [Record]
    /// The goals and where they stand (the site's document leaves out what its settings keep private).
    var goals: [GoalDetail]
    /// The sets that wait for the lifter to confirm or fix them, counted nowhere meanwhile.
    var heldSets: [HeldSet]
    /// The training blocks, oldest first (`BlockReview`); none for a document made without them.
    var blocks: [BlockEntry]
    var exercise: ExerciseDetail?

    /// A member's key or a headline figure's.
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }

        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The document for `analytics`; with `exercise`, that exercise's series, rep maxes and recent sets too.
    public init(_ analytics: TrainingAnalytics, exercise detail: ExerciseAnalytics? = nil) {
        self.init(analytics, exercise: detail, goals: [])
    }

    /// The document with the goals of `GoalDetail.all`, or those of them the site publishes, the
    /// store's held sets (`HeldSets.list`) and the headline `figures` (a test adds one).
    package init(_ analytics: TrainingAnalytics, exercise detail: ExerciseAnalytics? = nil, goals: [GoalDetail],
                 heldSets: [HeldSets.Entry] = [], figures: [HeadlineFigure] = HeadlineFigures.all,
                 statuses: [String: ProgressStatus]? = nil, blocks: [BlockEntry] = []) {
        self.goals = goals
        self.blocks = blocks
        self.heldSets = heldSets.map { held in
            HeldSet(date: held.workout.start.local.day.description, workoutId: held.workout.id, exercise: held.exercise.name,
                    exerciseId: held.exercise.id, entry: held.entry + 1, set: held.number + 1, reason: held.reason.rawValue,
                    kind: held.set.kind.rawValue, weightKg: Nullable(held.set.weightKg.map(Self.kilograms)), reps: Nullable(held.set.reps),
                    durationSeconds: Nullable(held.set.durationSeconds), distanceMeters: Nullable(held.set.distanceMeters.map(Self.kilograms)))
        }
        today = analytics.today.description
        weekStartsOn = analytics.weeks.firstWeekday.rawValue
        oneRepMaxFormula = analytics.oneRepMax.formula.rawValue
        oneRepMaxRepCap = analytics.oneRepMax.repCap
        headline = figures.map { figure in
            Headline(key: figure.key, number: figure.unit == .volume ? .kilograms(Self.kilograms(figure.value(analytics)))
                                                                      : .whole(figure.whole(analytics)))
        }
        weekly = analytics.weekly.map {
            Week(weekStart: $0.weekStart.description, workouts: $0.workouts, sets: $0.workingSets, volumeKg: Self.kilograms($0.volumeKg))
        }
        monthly = analytics.monthly.map {
            Month(month: $0.key, workouts: $0.workouts, sets: $0.workingSets, volumeKg: Self.kilograms($0.volumeKg))
        }
        let window = analytics.recentWindow
        exercises = analytics.exercises.map { entry in
            // The site works the statuses out once a build for its pages and hands them in.
            let status = statuses.map { $0[entry.exercise.id] } ?? ProgressEvaluator.status(of: entry, window: window, weeks: analytics.weeks)
            return ExerciseEntry(id: entry.exercise.id, name: entry.exercise.name, type: entry.exercise.type.rawValue,
                                 sessions: entry.sessionCount, workingSets: entry.workingSets,
                                 totalVolumeKg: Self.kilograms(entry.totalVolumeKg),
                                 lastPerformed: Nullable(entry.lastPerformed?.description), records: Self.records(entry.records),
                                 status: Nullable(status.map { Status($0, type: entry.exercise.type, asOf: window.end) }))
        }
        muscleGroups = analytics.muscleGroups.map { group in
            MuscleGroup(id: group.category.id, name: group.category.name, weekly: group.weeks.map {
                MuscleWeek(weekStart: $0.weekStart.description, sets: Self.tenths($0.sets), volumeKg: Self.kilograms($0.volumeKg))
            })
        }
        let names = Dictionary(analytics.exercises.map { ($0.exercise.id, $0.exercise.name) }, uniquingKeysWith: { first, _ in first })
        records = analytics.recordTimeline.map { event in
            Record(date: event.day.description, exercise: names[event.exerciseID] ?? event.exerciseID, exerciseId: event.exerciseID,
                   kind: event.kind.rawValue, value: Self.value(event.kind, event.value), workoutId: event.workoutID)
        }
        exercise = detail.map(Self.detail)
    }

    private static func records(_ records: [RecordKind: RecordEvent]) -> Records {
        func kg(_ kind: RecordKind) -> Nullable<Double> { Nullable(records[kind].map { kilograms($0.value) }) }
        func count(_ kind: RecordKind) -> Nullable<Int> { Nullable(records[kind].map { Int($0.value) }) }
        return Records(
            heaviestWeightKg: kg(.heaviestWeight), bestE1rmKg: kg(.bestE1rm), bestSetVolumeKg: kg(.bestSetVolume),
            bestSessionVolumeKg: kg(.bestSessionVolume), mostReps: count(.mostReps), mostRepsInSession: count(.mostRepsInSession),
            heaviestAddedLoadKg: kg(.heaviestAddedLoad), longestDurationSeconds: count(.longestDuration),
            longestDistanceMeters: Nullable(records[.longestDistance].map { kilograms($0.value) }),
            bestPaceSecondsPerKm: Nullable(records[.bestPace].map { tenths($0.value) }))
    }

    private static func detail(_ entry: ExerciseAnalytics) -> ExerciseDetail {
        ExerciseDetail(
            id: entry.exercise.id, name: entry.exercise.name, type: entry.exercise.type.rawValue,
            series: entry.sessions.map { session in
                SessionPoint(date: session.day.description, workoutId: session.workoutID, workingSets: session.workingSets,
                             bestE1rmKg: Nullable(session.bestE1rmKg.map(kilograms)), topSetKg: Nullable(session.topSetKg.map(kilograms)),
                             volumeKg: Nullable(session.volumeKg.map(kilograms)), totalReps: Nullable(session.totalReps),
                             longestDurationSeconds: Nullable(session.longestDurationSeconds),
                             longestDistanceMeters: Nullable(session.longestDistanceMeters.map(kilograms)),
                             bestPaceSecondsPerKm: Nullable(session.bestPaceSecondsPerKm.map(tenths)))
            },
            repMaxes: entry.repMaxes.map { row in
                RepMaxRow(reps: row.reps, actualKg: Nullable(row.actualKg.map(kilograms)), actualReps: Nullable(row.actualReps), date: Nullable(row.day?.description),
                          workoutId: Nullable(row.workoutID), estimatedKg: Nullable(row.estimatedKg.map(kilograms)))
            },
            recentSets: entry.recentSets.map { recent in
                SetEntry(date: recent.day.description, workoutId: recent.workoutID, kind: recent.set.kind.rawValue,
                         weightKg: Nullable(recent.set.weightKg.map(kilograms)), reps: Nullable(recent.set.reps),
                         durationSeconds: Nullable(recent.set.durationSeconds), distanceMeters: Nullable(recent.set.distanceMeters),
                         rpe: Nullable(recent.set.rpe))
            })
    }

    /// The document's members, its own and the headline figures', in sorted order, as JSONEncoder's
    /// `.sortedKeys` writes them (`exercise` only with an exercise, as a synthesized encoding leaves a nil out).
    var members: [(key: String, value: any Encodable)] {
        var members: [(key: String, value: any Encodable)] = [
            ("blocks", blocks), ("exercises", exercises), ("goals", goals), ("heldSets", heldSets), ("monthly", monthly), ("muscleGroups", muscleGroups),
            ("oneRepMaxFormula", oneRepMaxFormula), ("oneRepMaxRepCap", oneRepMaxRepCap), ("records", records), ("today", today),
            ("weekStartsOn", weekStartsOn), ("weekly", weekly),
        ] + headline.map { ($0.key, $0.number) }
        if let exercise { members.append(("exercise", exercise)) }
        return members.sorted { $0.key < $1.key }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for member in members { try container.encode(member.value, forKey: Key(member.key)) }
    }

    static func kilograms(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    static func tenths(_ value: Double) -> Double { (value * 10).rounded() / 10 }

    private static func value(_ kind: RecordKind, _ value: Double) -> Double {
        kind == .bestPace ? tenths(value) : kilograms(value)
    }
}

extension StatsDocument {
    /// The document as `StoreCoding.encode` writes it, byte for byte, without JSONEncoder's tree of
    /// every value: the site's `stats.json` of a long history is megabytes, and that tree made it
    /// the slowest page of a build.
    package func json() -> [UInt8] {
        // About what the file takes (a pretty-printed entry is some 60-170 bytes): one buffer, not a
        // doubling one copied a dozen times over into new memory.
        let entries = weekly.count + monthly.count + records.count + muscleGroups.reduce(0) { $0 + $1.weekly.count }
        do {
            return try PrettyJSONEncoder.encode(self, capacity: (1 << 16) + 128 * entries)
        } catch {
            preconditionFailure("the encodings of stats.json's types are synthesized and PrettyJSONEncoder's containers do not throw: \(error)")
        }
    }
}
