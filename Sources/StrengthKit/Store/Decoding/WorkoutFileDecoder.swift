import Foundation

/// Decodes a workout file straight from its bytes, about ten times faster than `JSONDecoder`,
/// whose per-object work was most of loading a large history.
///
/// It takes a file only when the file is certainly what `JSONDecoder` would decode into the same
/// `Workout`: every key known and given once, every value of the expected type, the schema version
/// readable. Anything else — an unknown key, a malformed value, a syntax error — returns `nil`, and
/// the caller decodes with `JSONDecoder`, which produces the workout or the error message.
/// `WorkoutFileDecoderTests` holds the two to the same results.
enum WorkoutFileDecoder {
    static func decode(_ data: Data) -> Workout? {
        data.withUnsafeBytes { raw in
            var cursor = JSONCursor(raw.bindMemory(to: UInt8.self))
            guard let workout = try? readWorkout(&cursor), (try? cursor.requireEnd()) != nil else { return nil }
            return workout
        }
    }

    private typealias Deferred = JSONCursor.Deferred

    private static func readWorkout(_ cursor: inout JSONCursor) throws -> Workout {
        var seen = KeysSeen()
        var id: String?
        var name: String?
        var start: Timestamp?
        var end: Timestamp?
        var notes: String?
        var template: String?
        var splitDay: SplitDayReference?
        var readiness: Readiness?
        var source = WorkoutSource.manual
        var exercises: [LoggedExercise]?
        var version: Int?
        try cursor.readObject { cursor, key in
            switch key {
            case "schemaVersion": try seen.mark(0); version = try readWholeNumber(&cursor)
            case "id": try seen.mark(1); id = try cursor.readString()
            case "name": try seen.mark(2); name = try cursor.readString()
            case "start": try seen.mark(3); start = try readTimestamp(&cursor)
            case "end": try seen.mark(4); end = cursor.readNull() ? nil : try readTimestamp(&cursor)
            case "notes": try seen.mark(5); notes = try readOptionalString(&cursor)
            case "template": try seen.mark(6); template = try readOptionalString(&cursor)
            case "source": try seen.mark(7); source = cursor.readNull() ? .manual : try readSource(&cursor)
            case "exercises":
                try seen.mark(8)
                var list: [LoggedExercise] = []
                try cursor.readArray { cursor in list.append(try readExercise(&cursor)) }
                exercises = list
            case "splitDay": try seen.mark(9); splitDay = cursor.readNull() ? nil : try readSplitDay(&cursor)
            case "readiness": try seen.mark(10); readiness = cursor.readNull() ? nil : try readReadiness(&cursor)
            default: throw Deferred()
            }
        }
        guard let version, (SchemaVersion.oldestReadable...SchemaVersion.current).contains(version),
              let id, let name, let start, let exercises else { throw Deferred() }
        return Workout(id: id, name: name, start: start, end: end, notes: notes, template: template, splitDay: splitDay,
                       readiness: readiness, source: source, exercises: exercises)
    }

    private static func readSplitDay(_ cursor: inout JSONCursor) throws -> SplitDayReference {
        var seen = KeysSeen()
        var split: String?
        var day: String?
        try cursor.readObject { cursor, key in
            switch key {
            case "split": try seen.mark(0); split = try cursor.readString()
            case "day": try seen.mark(1); day = try cursor.readString()
            default: throw Deferred()
            }
        }
        guard let split, let day else { throw Deferred() }
        return SplitDayReference(split: split, day: day)
    }

    private static func readReadiness(_ cursor: inout JSONCursor) throws -> Readiness {
        var seen = KeysSeen()
        var readiness = Readiness()
        try cursor.readObject { cursor, key in
            switch key {
            case "energy":
                try seen.mark(0)
                if !cursor.readNull() {
                    guard let energy = Readiness.Energy(rawValue: try cursor.readString()) else { throw Deferred() }
                    readiness.energy = energy
                }
            case "soreness":
                try seen.mark(1)
                if !cursor.readNull() {
                    guard let soreness = Readiness.Soreness(rawValue: try cursor.readString()) else { throw Deferred() }
                    readiness.soreness = soreness
                }
            case "minutesAvailable":
                try seen.mark(2)
                readiness.minutesAvailable = cursor.readNull() ? nil : try readWholeNumber(&cursor)
            default: throw Deferred()
            }
        }
        return readiness
    }

    private static func readSource(_ cursor: inout JSONCursor) throws -> WorkoutSource {
        var seen = KeysSeen()
        var kind: WorkoutSource.Kind?
        var source = WorkoutSource.manual
        try cursor.readObject { cursor, key in
            switch key {
            case "kind":
                try seen.mark(0)
                guard let value = WorkoutSource.Kind(rawValue: try cursor.readString()) else { throw Deferred() }
                kind = value
            case "app": try seen.mark(1); source.app = try readOptionalString(&cursor)
            case "file": try seen.mark(2); source.file = try readOptionalString(&cursor)
            case "key": try seen.mark(3); source.key = try readOptionalString(&cursor)
            case "line": try seen.mark(4); source.line = cursor.readNull() ? nil : try readWholeNumber(&cursor)
            case "name": try seen.mark(5); source.name = try readOptionalString(&cursor)
            default: throw Deferred()
            }
        }
        guard let kind else { throw Deferred() }
        source.kind = kind
        return source
    }

    private static func readExercise(_ cursor: inout JSONCursor) throws -> LoggedExercise {
        var seen = KeysSeen()
        var exercise: String?
        var notes: String?
        var superset: Int?
        var sets: [WorkoutSet]?
        try cursor.readObject { cursor, key in
            switch key {
            case "exercise": try seen.mark(0); exercise = try cursor.readString()
            case "notes": try seen.mark(1); notes = try readOptionalString(&cursor)
            case "superset": try seen.mark(2); superset = cursor.readNull() ? nil : try cursor.readInteger()
            case "sets":
                try seen.mark(3)
                var list: [WorkoutSet] = []
                try cursor.readArray { cursor in list.append(try readSet(&cursor)) }
                sets = list
            default: throw Deferred()
            }
        }
        guard let exercise, let sets else { throw Deferred() }
        return LoggedExercise(exercise: exercise, notes: notes, superset: superset, sets: sets)
    }

    private static func readSet(_ cursor: inout JSONCursor) throws -> WorkoutSet {
        var seen = KeysSeen()
        var set = WorkoutSet()
        try cursor.readObject { cursor, key in
            switch key {
            case "kind":
                try seen.mark(0)
                if !cursor.readNull() {
                    guard let kind = SetKind(rawValue: try cursor.readString()) else { throw Deferred() }
                    set.kind = kind
                }
            case "weightKg": try seen.mark(1); set.weightKg = try readOptionalDouble(&cursor)
            case "reps": try seen.mark(2); set.reps = cursor.readNull() ? nil : try readWholeNumber(&cursor)
            case "durationSeconds": try seen.mark(3); set.durationSeconds = cursor.readNull() ? nil : try readWholeNumber(&cursor)
            case "distanceMeters": try seen.mark(4); set.distanceMeters = try readOptionalDouble(&cursor)
            case "rpe": try seen.mark(5); set.rpe = try readOptionalDouble(&cursor)
            case "restSeconds": try seen.mark(6); set.restSeconds = cursor.readNull() ? nil : try readWholeNumber(&cursor)
            case "notes": try seen.mark(7); set.notes = try readOptionalString(&cursor)
            case "review":
                try seen.mark(8)
                if !cursor.readNull() {
                    guard let review = SetReview(rawValue: try cursor.readString()) else { throw Deferred() }
                    set.review = review
                }
            case "typedUnit":
                try seen.mark(9)
                if !cursor.readNull() {
                    guard let unit = WeightUnit(rawValue: try cursor.readString()) else { throw Deferred() }
                    set.typedUnit = unit
                }
            default: throw Deferred()
            }
        }
        return set
    }

    /// Which keys of an object were read, to decline an object that gives one twice.
    private struct KeysSeen {
        private var bits: UInt16 = 0

        mutating func mark(_ bit: Int) throws {
            let mask: UInt16 = 1 << bit
            guard bits & mask == 0 else { throw Deferred() }
            bits |= mask
        }
    }

    private static func readOptionalString(_ cursor: inout JSONCursor) throws -> String? {
        cursor.readNull() ? nil : try cursor.readString()
    }

    private static func readOptionalDouble(_ cursor: inout JSONCursor) throws -> Double? {
        cursor.readNull() ? nil : try cursor.readDouble()
    }

    /// As `decodeWholeNumberIfPresent`: any JSON number whose value is a whole `Int`.
    private static func readWholeNumber(_ cursor: inout JSONCursor) throws -> Int {
        let value = try cursor.readDouble()
        guard value.rounded() == value, let whole = Int(exactly: value) else { throw Deferred() }
        return whole
    }

    private static func readTimestamp(_ cursor: inout JSONCursor) throws -> Timestamp {
        guard let timestamp = Timestamp(iso8601: try cursor.readString()) else { throw Deferred() }
        return timestamp
    }
}
