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
        var seen = Set<String>()
        var id: String?
        var name: String?
        var start: Timestamp?
        var end: Timestamp?
        var notes: String?
        var template: String?
        var source = WorkoutSource.manual
        var exercises: [LoggedExercise]?
        var version: Int?
        try cursor.readObject { cursor, key in
            guard seen.insert(key).inserted else { throw Deferred() }
            switch key {
            case "schemaVersion": version = try readWholeNumber(&cursor)
            case "id": id = try cursor.readString()
            case "name": name = try cursor.readString()
            case "start": start = try readTimestamp(&cursor)
            case "end": end = cursor.readNull() ? nil : try readTimestamp(&cursor)
            case "notes": notes = try readOptionalString(&cursor)
            case "template": template = try readOptionalString(&cursor)
            case "source": source = cursor.readNull() ? .manual : try readSource(&cursor)
            case "exercises":
                var list: [LoggedExercise] = []
                try cursor.readArray { cursor in list.append(try readExercise(&cursor)) }
                exercises = list
            default: throw Deferred()
            }
        }
        guard let version, (SchemaVersion.oldestReadable...SchemaVersion.current).contains(version),
              let id, let name, let start, let exercises else { throw Deferred() }
        return Workout(id: id, name: name, start: start, end: end, notes: notes, template: template, source: source,
                       exercises: exercises)
    }

    private static func readSource(_ cursor: inout JSONCursor) throws -> WorkoutSource {
        var seen = Set<String>()
        var kind: WorkoutSource.Kind?
        var source = WorkoutSource.manual
        try cursor.readObject { cursor, key in
            guard seen.insert(key).inserted else { throw Deferred() }
            switch key {
            case "kind":
                guard let value = WorkoutSource.Kind(rawValue: try cursor.readString()) else { throw Deferred() }
                kind = value
            case "app": source.app = try readOptionalString(&cursor)
            case "file": source.file = try readOptionalString(&cursor)
            case "key": source.key = try readOptionalString(&cursor)
            case "line": source.line = cursor.readNull() ? nil : try readWholeNumber(&cursor)
            default: throw Deferred()
            }
        }
        guard let kind else { throw Deferred() }
        source.kind = kind
        return source
    }

    private static func readExercise(_ cursor: inout JSONCursor) throws -> LoggedExercise {
        var seen = Set<String>()
        var exercise: String?
        var notes: String?
        var superset: Int?
        var sets: [WorkoutSet]?
        try cursor.readObject { cursor, key in
            guard seen.insert(key).inserted else { throw Deferred() }
            switch key {
            case "exercise": exercise = try cursor.readString()
            case "notes": notes = try readOptionalString(&cursor)
            case "superset": superset = cursor.readNull() ? nil : try cursor.readInteger()
            case "sets":
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
        var seen: UInt8 = 0
        var set = WorkoutSet()
        try cursor.readObject { cursor, key in
            let bit: UInt8
            switch key {
            case "kind":
                bit = 1
                if !cursor.readNull() {
                    guard let kind = SetKind(rawValue: try cursor.readString()) else { throw Deferred() }
                    set.kind = kind
                }
            case "weightKg":
                bit = 2
                set.weightKg = try readOptionalDouble(&cursor)
            case "reps":
                bit = 4
                set.reps = cursor.readNull() ? nil : try readWholeNumber(&cursor)
            case "durationSeconds":
                bit = 8
                set.durationSeconds = cursor.readNull() ? nil : try readWholeNumber(&cursor)
            case "distanceMeters":
                bit = 16
                set.distanceMeters = try readOptionalDouble(&cursor)
            case "rpe":
                bit = 32
                set.rpe = try readOptionalDouble(&cursor)
            case "restSeconds":
                bit = 64
                set.restSeconds = cursor.readNull() ? nil : try readWholeNumber(&cursor)
            case "notes":
                bit = 128
                set.notes = try readOptionalString(&cursor)
            default: throw Deferred()
            }
            guard seen & bit == 0 else { throw Deferred() }
            seen |= bit
        }
        return set
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
