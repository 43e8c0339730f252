/// `stats --json` and the site's `stats.json`: the documented scripting interface.
///
/// Always kilograms, metres and seconds whatever the display unit; every key present, `null` where
/// a figure does not apply. Kilogram values are rounded to grams, seconds per km to a tenth.
/// Documented in docs/ANALYTICS.md ("For scripts").
public struct StatsDocument: Encodable, Sendable {
    struct Week: Encodable, Sendable {
        var weekStart: String
        var workouts: Int
        var sets: Int
        var volumeKg: Double
    }

    struct Month: Encodable, Sendable {
        var month: String
        var workouts: Int
        var sets: Int
        var volumeKg: Double
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
    }

    struct MuscleWeek: Encodable, Sendable {
        var weekStart: String
        var sets: Double
        var volumeKg: Double
    }

    struct MuscleGroup: Encodable, Sendable {
        var id: String
        var name: String
        var weekly: [MuscleWeek]
    }

    struct Record: Encodable, Sendable {
        var date: String
        var exercise: String
        var exerciseId: String
        var kind: String
        var value: Double
        var workoutId: String
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
    }

    struct RepMaxRow: Encodable, Sendable {
        var reps: Int
        var actualKg: Nullable<Double>
        var actualReps: Nullable<Int>
        var date: Nullable<String>
        var workoutId: Nullable<String>
        var estimatedKg: Nullable<Double>
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
    }

    struct ExerciseDetail: Encodable, Sendable {
        var id: String
        var name: String
        var type: String
        var series: [SessionPoint]
        var repMaxes: [RepMaxRow]
        var recentSets: [SetEntry]
    }

    var today: String
    var weekStartsOn: String
    var oneRepMaxFormula: String
    var oneRepMaxRepCap: Int
    var workoutsThisWeek: Int
    var workoutsThisMonth: Int
    var totalWorkouts: Int
    var totalWorkingSets: Int
    var totalVolumeKg: Double
    var streakWeeks: Int
    var longestStreakWeeks: Int
    var weekly: [Week]
    var monthly: [Month]
    var exercises: [ExerciseEntry]
    var muscleGroups: [MuscleGroup]
    var records: [Record]
    /// The goals and where they stand (the site's document leaves out what its settings keep private).
    var goals: [GoalDetail]
    var exercise: ExerciseDetail?

    /// The document for `analytics`; with `exercise`, that exercise's series, rep maxes and recent sets too.
    public init(_ analytics: TrainingAnalytics, exercise detail: ExerciseAnalytics? = nil) {
        self.init(analytics, exercise: detail, goals: [])
    }

    /// The document with the goals of `GoalDetail.all`, or those of them the site publishes.
    package init(_ analytics: TrainingAnalytics, exercise detail: ExerciseAnalytics? = nil, goals: [GoalDetail]) {
        self.goals = goals
        today = analytics.today.description
        weekStartsOn = analytics.weeks.firstWeekday.rawValue
        oneRepMaxFormula = analytics.oneRepMax.formula.rawValue
        oneRepMaxRepCap = analytics.oneRepMax.repCap
        workoutsThisWeek = analytics.workoutsThisWeek
        workoutsThisMonth = analytics.workoutsThisMonth
        totalWorkouts = analytics.totalWorkouts
        totalWorkingSets = analytics.totalWorkingSets
        totalVolumeKg = Self.kilograms(analytics.totalVolumeKg)
        streakWeeks = analytics.streakWeeks
        longestStreakWeeks = analytics.longestStreakWeeks
        weekly = analytics.weekly.map {
            Week(weekStart: $0.weekStart.description, workouts: $0.workouts, sets: $0.workingSets, volumeKg: Self.kilograms($0.volumeKg))
        }
        monthly = analytics.monthly.map {
            Month(month: $0.key, workouts: $0.workouts, sets: $0.workingSets, volumeKg: Self.kilograms($0.volumeKg))
        }
        exercises = analytics.exercises.map { entry in
            ExerciseEntry(id: entry.exercise.id, name: entry.exercise.name, type: entry.exercise.type.rawValue,
                          sessions: entry.sessionCount, workingSets: entry.workingSets,
                          totalVolumeKg: Self.kilograms(entry.totalVolumeKg),
                          lastPerformed: Nullable(entry.lastPerformed?.description), records: Self.records(entry.records))
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

    static func kilograms(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    static func tenths(_ value: Double) -> Double { (value * 10).rounded() / 10 }

    private static func value(_ kind: RecordKind, _ value: Double) -> Double {
        kind == .bestPace ? tenths(value) : kilograms(value)
    }
}

// MARK: - Writing

// Each type writes its members in sorted (byte) order, as `.sortedKeys` puts them, under its own
// `CodingKeys` (the ones `Encodable` derives from the properties, private to this file): a key is
// spelled once, by its property. `StatsDocumentTests` holds the bytes to JSONEncoder's over a
// document that sets every field.

extension StatsDocument {
    /// The document as `StoreCoding.encode` writes it, byte for byte, written directly: the site's
    /// `stats.json` of a long history is megabytes, and JSONEncoder's tree of every value made it
    /// the slowest page of a build.
    package func json() -> [UInt8] {
        // About what the file takes (a pretty-printed entry is some 60-170 bytes): one buffer, not a
        // doubling one copied a dozen times over into new memory.
        let entries = weekly.count + monthly.count + records.count + muscleGroups.reduce(0) { $0 + $1.weekly.count }
        var writer = PrettyJSONWriter(capacity: (1 << 16) + 128 * entries)
        writer.object { json in
            if let exercise {
                json.key(CodingKeys.exercise)
                exercise.write(to: &json)
            }
            json.key(CodingKeys.exercises)
            json.array(exercises) { json, entry in entry.write(to: &json) }
            json.key(CodingKeys.goals)
            json.array(goals) { json, goal in goal.write(to: &json) }
            json.member(CodingKeys.longestStreakWeeks, longestStreakWeeks)
            json.key(CodingKeys.monthly)
            json.array(monthly) { json, month in month.write(to: &json) }
            json.key(CodingKeys.muscleGroups)
            json.array(muscleGroups) { json, group in group.write(to: &json) }
            json.member(CodingKeys.oneRepMaxFormula, oneRepMaxFormula)
            json.member(CodingKeys.oneRepMaxRepCap, oneRepMaxRepCap)
            json.key(CodingKeys.records)
            json.array(records) { json, record in record.write(to: &json) }
            json.member(CodingKeys.streakWeeks, streakWeeks)
            json.member(CodingKeys.today, today)
            json.member(CodingKeys.totalVolumeKg, totalVolumeKg)
            json.member(CodingKeys.totalWorkingSets, totalWorkingSets)
            json.member(CodingKeys.totalWorkouts, totalWorkouts)
            json.member(CodingKeys.weekStartsOn, weekStartsOn)
            json.key(CodingKeys.weekly)
            json.array(weekly) { json, week in week.write(to: &json) }
            json.member(CodingKeys.workoutsThisMonth, workoutsThisMonth)
            json.member(CodingKeys.workoutsThisWeek, workoutsThisWeek)
        }
        writer.newline()
        return writer.bytes
    }
}

extension StatsDocument.Week {
    func write(to json: inout PrettyJSONWriter) {
        json.object { json in
            json.member(CodingKeys.sets, sets)
            json.member(CodingKeys.volumeKg, volumeKg)
            json.member(CodingKeys.weekStart, weekStart)
            json.member(CodingKeys.workouts, workouts)
        }
    }
}

extension StatsDocument.Month {
    func write(to json: inout PrettyJSONWriter) {
        json.object { json in
            json.member(CodingKeys.month, month)
            json.member(CodingKeys.sets, sets)
            json.member(CodingKeys.volumeKg, volumeKg)
            json.member(CodingKeys.workouts, workouts)
        }
    }
}

extension StatsDocument.Records {
    func write(to json: inout PrettyJSONWriter) {
        json.object { json in
            json.member(CodingKeys.bestE1rmKg, bestE1rmKg.value)
            json.member(CodingKeys.bestPaceSecondsPerKm, bestPaceSecondsPerKm.value)
            json.member(CodingKeys.bestSessionVolumeKg, bestSessionVolumeKg.value)
            json.member(CodingKeys.bestSetVolumeKg, bestSetVolumeKg.value)
            json.member(CodingKeys.heaviestAddedLoadKg, heaviestAddedLoadKg.value)
            json.member(CodingKeys.heaviestWeightKg, heaviestWeightKg.value)
            json.member(CodingKeys.longestDistanceMeters, longestDistanceMeters.value)
            json.member(CodingKeys.longestDurationSeconds, longestDurationSeconds.value)
            json.member(CodingKeys.mostReps, mostReps.value)
            json.member(CodingKeys.mostRepsInSession, mostRepsInSession.value)
        }
    }
}

extension StatsDocument.ExerciseEntry {
    func write(to json: inout PrettyJSONWriter) {
        json.object { json in
            json.member(CodingKeys.id, id)
            json.member(CodingKeys.lastPerformed, lastPerformed.value)
            json.member(CodingKeys.name, name)
            json.key(CodingKeys.records)
            records.write(to: &json)
            json.member(CodingKeys.sessions, sessions)
            json.member(CodingKeys.totalVolumeKg, totalVolumeKg)
            json.member(CodingKeys.type, type)
            json.member(CodingKeys.workingSets, workingSets)
        }
    }
}

extension StatsDocument.MuscleWeek {
    func write(to json: inout PrettyJSONWriter) {
        json.object { json in
            json.member(CodingKeys.sets, sets)
            json.member(CodingKeys.volumeKg, volumeKg)
            json.member(CodingKeys.weekStart, weekStart)
        }
    }
}

extension StatsDocument.MuscleGroup {
    func write(to json: inout PrettyJSONWriter) {
        json.object { json in
            json.member(CodingKeys.id, id)
            json.member(CodingKeys.name, name)
            json.key(CodingKeys.weekly)
            json.array(weekly) { json, week in week.write(to: &json) }
        }
    }
}

extension StatsDocument.Record {
    func write(to json: inout PrettyJSONWriter) {
        json.object { json in
            json.member(CodingKeys.date, date)
            json.member(CodingKeys.exercise, exercise)
            json.member(CodingKeys.exerciseId, exerciseId)
            json.member(CodingKeys.kind, kind)
            json.member(CodingKeys.value, value)
            json.member(CodingKeys.workoutId, workoutId)
        }
    }
}

extension StatsDocument.SessionPoint {
    func write(to json: inout PrettyJSONWriter) {
        json.object { json in
            json.member(CodingKeys.bestE1rmKg, bestE1rmKg.value)
            json.member(CodingKeys.bestPaceSecondsPerKm, bestPaceSecondsPerKm.value)
            json.member(CodingKeys.date, date)
            json.member(CodingKeys.longestDistanceMeters, longestDistanceMeters.value)
            json.member(CodingKeys.longestDurationSeconds, longestDurationSeconds.value)
            json.member(CodingKeys.topSetKg, topSetKg.value)
            json.member(CodingKeys.totalReps, totalReps.value)
            json.member(CodingKeys.volumeKg, volumeKg.value)
            json.member(CodingKeys.workingSets, workingSets)
            json.member(CodingKeys.workoutId, workoutId)
        }
    }
}

extension StatsDocument.RepMaxRow {
    func write(to json: inout PrettyJSONWriter) {
        json.object { json in
            json.member(CodingKeys.actualKg, actualKg.value)
            json.member(CodingKeys.actualReps, actualReps.value)
            json.member(CodingKeys.date, date.value)
            json.member(CodingKeys.estimatedKg, estimatedKg.value)
            json.member(CodingKeys.reps, reps)
            json.member(CodingKeys.workoutId, workoutId.value)
        }
    }
}

extension StatsDocument.SetEntry {
    func write(to json: inout PrettyJSONWriter) {
        json.object { json in
            json.member(CodingKeys.date, date)
            json.member(CodingKeys.distanceMeters, distanceMeters.value)
            json.member(CodingKeys.durationSeconds, durationSeconds.value)
            json.member(CodingKeys.kind, kind)
            json.member(CodingKeys.reps, reps.value)
            json.member(CodingKeys.rpe, rpe.value)
            json.member(CodingKeys.weightKg, weightKg.value)
            json.member(CodingKeys.workoutId, workoutId)
        }
    }
}

extension StatsDocument.ExerciseDetail {
    func write(to json: inout PrettyJSONWriter) {
        json.object { json in
            json.member(CodingKeys.id, id)
            json.member(CodingKeys.name, name)
            json.key(CodingKeys.recentSets)
            json.array(recentSets) { json, set in set.write(to: &json) }
            json.key(CodingKeys.repMaxes)
            json.array(repMaxes) { json, row in row.write(to: &json) }
            json.key(CodingKeys.series)
            json.array(series) { json, point in point.write(to: &json) }
            json.member(CodingKeys.type, type)
        }
    }
}
