/// The binary form of one `Workout` in the store image, the build cache in `.strength-site/cache/`
/// that lets a build skip reading and JSON-decoding every workout file again. The image is only
/// ever a copy of `Data/`: its writer versions it, and anything that does not decode is rebuilt from
/// the files, so the form can change freely — but what decodes must be exactly the workout that was
/// appended, every string byte for byte and every `Double` bit for bit (-0.0 stays -0.0).
///
/// The form, field after field with nothing between them:
/// - whole numbers are LEB128 varints, signed ones zig-zagged first; a `Double` is its bit pattern
///   in 8 little-endian bytes; text is its UTF-8 byte count, then the bytes;
/// - workout: presence bits (`WorkoutBits`), id, name, start, then end, notes, template, split day
///   (split, day) and readiness when present, the source, the exercise count and the exercises;
/// - timestamp: seconds since the epoch, UTC offset in seconds;
/// - readiness: one varint with energy in bits 0–1 and soreness in bits 2–3 (0 when absent), and bit 4
///   when minutes available follow;
/// - source: bits (`SourceBits`) for the kind and for app, file, key, line and name, then those present;
/// - exercise: presence bits (`ExerciseBits`), exercise id, notes, superset, set count, sets;
/// - set: the kind in bits 0–1 and presence bits (`SetBits`), then the values present in field order.
///
/// A presence word per value rather than a tag per field keeps the common set (kind, weight, reps)
/// to one byte of overhead and the decoder to one branch per field. `decode` takes only what
/// `append` writes — no unknown bit, no longer spelling of a number, no bytes left over — so
/// whatever decodes appends back to the very same bytes.
enum WorkoutImageCoder {
    /// Appends `workout` in the image's binary form.
    static func append(_ workout: Workout, to bytes: inout [UInt8]) {
        var bits: UInt64 = 0
        if workout.end != nil { bits |= WorkoutBits.end }
        if workout.notes != nil { bits |= WorkoutBits.notes }
        if workout.template != nil { bits |= WorkoutBits.template }
        if workout.splitDay != nil { bits |= WorkoutBits.splitDay }
        if workout.readiness != nil { bits |= WorkoutBits.readiness }
        BinaryWriter.appendVarint(bits, to: &bytes)
        BinaryWriter.appendText(workout.id, to: &bytes)
        BinaryWriter.appendText(workout.name, to: &bytes)
        appendTimestamp(workout.start, to: &bytes)
        if let end = workout.end { appendTimestamp(end, to: &bytes) }
        if let notes = workout.notes { BinaryWriter.appendText(notes, to: &bytes) }
        if let template = workout.template { BinaryWriter.appendText(template, to: &bytes) }
        if let splitDay = workout.splitDay {
            BinaryWriter.appendText(splitDay.split, to: &bytes)
            BinaryWriter.appendText(splitDay.day, to: &bytes)
        }
        if let readiness = workout.readiness { appendReadiness(readiness, to: &bytes) }
        appendSource(workout.source, to: &bytes)
        BinaryWriter.appendVarint(UInt64(workout.exercises.count), to: &bytes)
        for exercise in workout.exercises { appendExercise(exercise, to: &bytes) }
    }

    /// The one workout `bytes` hold, or nil when they are not exactly one encoded workout
    /// (truncated, trailing bytes, an unknown tag, text that is not UTF-8, a count out of range).
    static func decode(_ bytes: UnsafeRawBufferPointer) -> Workout? {
        guard let base = bytes.baseAddress else { return nil }
        var reader = BinaryReader(base: base, byteCount: bytes.count)
        guard let workout = try? readWorkout(&reader), reader.isAtEnd else { return nil }
        return workout
    }

    // MARK: - Presence bits

    private enum WorkoutBits {
        static let end: UInt64 = 1 << 0
        static let notes: UInt64 = 1 << 1
        static let template: UInt64 = 1 << 2
        static let splitDay: UInt64 = 1 << 3
        static let readiness: UInt64 = 1 << 4
        static let all: UInt64 = (1 << 5) - 1
    }

    private enum ReadinessBits {
        static let energy: UInt64 = 0b11
        static let sorenessShift: UInt64 = 2
        static let soreness: UInt64 = 0b11 << sorenessShift
        static let minutesAvailable: UInt64 = 1 << 4
        static let all: UInt64 = (1 << 5) - 1
    }

    private enum SourceBits {
        static let imported: UInt64 = 1 << 0
        static let app: UInt64 = 1 << 1
        static let file: UInt64 = 1 << 2
        static let key: UInt64 = 1 << 3
        static let line: UInt64 = 1 << 4
        static let name: UInt64 = 1 << 5
        static let all: UInt64 = (1 << 6) - 1
    }

    private enum ExerciseBits {
        static let notes: UInt64 = 1 << 0
        static let superset: UInt64 = 1 << 1
        static let all: UInt64 = (1 << 2) - 1
    }

    /// The kind takes bits 0–1; the nine optional fields follow. Rest, notes, the review and the typed
    /// unit, the rarest, take bits 7 to 10, so only sets that have them need a second byte. The typed
    /// unit's bit says lb or kg itself: it has no value after it.
    private enum SetBits {
        static let kind: UInt64 = 0b11
        static let weight: UInt64 = 1 << 2
        static let reps: UInt64 = 1 << 3
        static let duration: UInt64 = 1 << 4
        static let distance: UInt64 = 1 << 5
        static let rpe: UInt64 = 1 << 6
        static let rest: UInt64 = 1 << 7
        static let notes: UInt64 = 1 << 8
        static let review: UInt64 = 1 << 9
        static let typedUnit: UInt64 = 1 << 10
        static let typedInPounds: UInt64 = 1 << 11
        static let all: UInt64 = (1 << 12) - 1
    }

    // The codes are the form's, not the enums' order or raw values, so reordering or renaming a
    // case cannot silently change what an image means; a new case fails to compile here.

    private static func code(of kind: SetKind) -> UInt64 {
        switch kind {
        case .normal: 0
        case .warmup: 1
        case .drop: 2
        case .failure: 3
        }
    }

    private static func setKind(code: UInt64) -> SetKind {
        switch code & SetBits.kind {
        case 0: .normal
        case 1: .warmup
        case 2: .drop
        default: .failure
        }
    }

    private static func code(of review: SetReview) -> UInt64 {
        switch review {
        case .heldAsOutlier: 0
        case .heldAsBodyWeight: 1
        case .heldAsImpossible: 2
        case .confirmed: 3
        }
    }

    private static func review(code: UInt64) throws(BinaryReader.Malformed) -> SetReview {
        switch code {
        case 0: .heldAsOutlier
        case 1: .heldAsBodyWeight
        case 2: .heldAsImpossible
        case 3: .confirmed
        default: throw BinaryReader.Malformed()
        }
    }

    /// The typed unit the set bits hold; pounds without the typed unit's bit is no set `append` writes.
    private static func typedUnit(bits: UInt64) throws(BinaryReader.Malformed) -> WeightUnit? {
        switch (bits & SetBits.typedUnit != 0, bits & SetBits.typedInPounds != 0) {
        case (false, false): nil
        case (false, true): throw BinaryReader.Malformed()
        case (true, let pounds): pounds ? .lb : .kg
        }
    }

    private static func code(of energy: Readiness.Energy?) -> UInt64 {
        switch energy {
        case nil: 0
        case .low: 1
        case .ok: 2
        case .high: 3
        }
    }

    private static func energy(code: UInt64) -> Readiness.Energy? {
        switch code & 0b11 {
        case 0: nil
        case 1: .low
        case 2: .ok
        default: .high
        }
    }

    private static func code(of soreness: Readiness.Soreness?) -> UInt64 {
        switch soreness {
        case nil: 0
        // Spelled out: a bare `.none` would be the optional's.
        case .some(.none): 1
        case .mild: 2
        case .high: 3
        }
    }

    private static func soreness(code: UInt64) -> Readiness.Soreness? {
        switch code & 0b11 {
        case 0: nil
        case 1: .some(.none)
        case 2: .mild
        default: .high
        }
    }

    // MARK: - Writing

    private static func appendExercise(_ exercise: LoggedExercise, to bytes: inout [UInt8]) {
        var bits: UInt64 = 0
        if exercise.notes != nil { bits |= ExerciseBits.notes }
        if exercise.superset != nil { bits |= ExerciseBits.superset }
        BinaryWriter.appendVarint(bits, to: &bytes)
        BinaryWriter.appendText(exercise.exercise, to: &bytes)
        if let notes = exercise.notes { BinaryWriter.appendText(notes, to: &bytes) }
        if let superset = exercise.superset { BinaryWriter.appendInteger(Int64(superset), to: &bytes) }
        BinaryWriter.appendVarint(UInt64(exercise.sets.count), to: &bytes)
        for set in exercise.sets { appendSet(set, to: &bytes) }
    }

    private static func appendSet(_ set: WorkoutSet, to bytes: inout [UInt8]) {
        var bits = code(of: set.kind)
        if set.weightKg != nil { bits |= SetBits.weight }
        if set.reps != nil { bits |= SetBits.reps }
        if set.durationSeconds != nil { bits |= SetBits.duration }
        if set.distanceMeters != nil { bits |= SetBits.distance }
        if set.rpe != nil { bits |= SetBits.rpe }
        if set.restSeconds != nil { bits |= SetBits.rest }
        if set.notes != nil { bits |= SetBits.notes }
        if set.review != nil { bits |= SetBits.review }
        if let unit = set.typedUnit { bits |= SetBits.typedUnit | (unit == .lb ? SetBits.typedInPounds : 0) }
        BinaryWriter.appendVarint(bits, to: &bytes)
        if let weight = set.weightKg { BinaryWriter.appendDouble(weight, to: &bytes) }
        if let reps = set.reps { BinaryWriter.appendInteger(Int64(reps), to: &bytes) }
        if let duration = set.durationSeconds { BinaryWriter.appendInteger(Int64(duration), to: &bytes) }
        if let distance = set.distanceMeters { BinaryWriter.appendDouble(distance, to: &bytes) }
        if let rpe = set.rpe { BinaryWriter.appendDouble(rpe, to: &bytes) }
        if let rest = set.restSeconds { BinaryWriter.appendInteger(Int64(rest), to: &bytes) }
        if let notes = set.notes { BinaryWriter.appendText(notes, to: &bytes) }
        if let review = set.review { BinaryWriter.appendVarint(code(of: review), to: &bytes) }
    }

    private static func appendReadiness(_ readiness: Readiness, to bytes: inout [UInt8]) {
        var bits = code(of: readiness.energy) | code(of: readiness.soreness) << ReadinessBits.sorenessShift
        if readiness.minutesAvailable != nil { bits |= ReadinessBits.minutesAvailable }
        BinaryWriter.appendVarint(bits, to: &bytes)
        if let minutes = readiness.minutesAvailable { BinaryWriter.appendInteger(Int64(minutes), to: &bytes) }
    }

    private static func appendSource(_ source: WorkoutSource, to bytes: inout [UInt8]) {
        var bits: UInt64 = 0
        switch source.kind {
        case .manual: break
        case .imported: bits |= SourceBits.imported
        }
        if source.app != nil { bits |= SourceBits.app }
        if source.file != nil { bits |= SourceBits.file }
        if source.key != nil { bits |= SourceBits.key }
        if source.line != nil { bits |= SourceBits.line }
        if source.name != nil { bits |= SourceBits.name }
        BinaryWriter.appendVarint(bits, to: &bytes)
        if let app = source.app { BinaryWriter.appendText(app, to: &bytes) }
        if let file = source.file { BinaryWriter.appendText(file, to: &bytes) }
        if let key = source.key { BinaryWriter.appendText(key, to: &bytes) }
        if let line = source.line { BinaryWriter.appendInteger(Int64(line), to: &bytes) }
        if let name = source.name { BinaryWriter.appendText(name, to: &bytes) }
    }

    private static func appendTimestamp(_ timestamp: Timestamp, to bytes: inout [UInt8]) {
        BinaryWriter.appendInteger(timestamp.secondsSinceEpoch, to: &bytes)
        BinaryWriter.appendInteger(Int64(timestamp.utcOffsetSeconds), to: &bytes)
    }

    // MARK: - Reading

    private static func readWorkout(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) -> Workout {
        let bits = try reader.bits(within: WorkoutBits.all)
        let id = try reader.text()
        let name = try reader.text()
        let start = try readTimestamp(&reader)
        let end = bits & WorkoutBits.end != 0 ? try readTimestamp(&reader) : nil
        let notes = try reader.text(if: bits & WorkoutBits.notes != 0)
        let template = try reader.text(if: bits & WorkoutBits.template != 0)
        var splitDay: SplitDayReference?
        if bits & WorkoutBits.splitDay != 0 {
            let split = try reader.text()
            splitDay = SplitDayReference(split: split, day: try reader.text())
        }
        let readiness = bits & WorkoutBits.readiness != 0 ? try readReadiness(&reader) : nil
        let source = try readSource(&reader)
        // Every exercise takes at least three bytes: its bits, its id's length and its set count.
        let exerciseCount = try reader.elementCount(eachAtLeast: 3)
        var exercises: [LoggedExercise] = []
        exercises.reserveCapacity(exerciseCount)
        for _ in 0..<exerciseCount { exercises.append(try readExercise(&reader)) }
        return Workout(id: id, name: name, start: start, end: end, notes: notes, template: template, splitDay: splitDay,
                       readiness: readiness, source: source, exercises: exercises)
    }

    private static func readExercise(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) -> LoggedExercise {
        let bits = try reader.bits(within: ExerciseBits.all)
        let exercise = try reader.text()
        let notes = try reader.text(if: bits & ExerciseBits.notes != 0)
        let superset = try reader.integer(if: bits & ExerciseBits.superset != 0)
        let setCount = try reader.elementCount(eachAtLeast: 1)
        var sets: [WorkoutSet] = []
        sets.reserveCapacity(setCount)
        for _ in 0..<setCount { sets.append(try readSet(&reader)) }
        return LoggedExercise(exercise: exercise, notes: notes, superset: superset, sets: sets)
    }

    private static func readSet(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) -> WorkoutSet {
        let bits = try reader.bits(within: SetBits.all)
        let weightKg = try reader.double(if: bits & SetBits.weight != 0)
        let reps = try reader.integer(if: bits & SetBits.reps != 0)
        let durationSeconds = try reader.integer(if: bits & SetBits.duration != 0)
        let distanceMeters = try reader.double(if: bits & SetBits.distance != 0)
        let rpe = try reader.double(if: bits & SetBits.rpe != 0)
        let restSeconds = try reader.integer(if: bits & SetBits.rest != 0)
        let notes = try reader.text(if: bits & SetBits.notes != 0)
        let review = bits & SetBits.review != 0 ? try review(code: reader.varint()) : nil
        let typedUnit = try typedUnit(bits: bits)
        return WorkoutSet(kind: setKind(code: bits), weightKg: weightKg, reps: reps, durationSeconds: durationSeconds,
                          distanceMeters: distanceMeters, rpe: rpe, restSeconds: restSeconds, notes: notes, review: review,
                          typedUnit: typedUnit)
    }

    private static func readReadiness(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) -> Readiness {
        let bits = try reader.bits(within: ReadinessBits.all)
        let minutes = try reader.integer(if: bits & ReadinessBits.minutesAvailable != 0)
        return Readiness(energy: energy(code: bits), soreness: soreness(code: bits >> ReadinessBits.sorenessShift),
                         minutesAvailable: minutes)
    }

    private static func readSource(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) -> WorkoutSource {
        let bits = try reader.bits(within: SourceBits.all)
        let app = try reader.text(if: bits & SourceBits.app != 0)
        let file = try reader.text(if: bits & SourceBits.file != 0)
        let key = try reader.text(if: bits & SourceBits.key != 0)
        let line = try reader.integer(if: bits & SourceBits.line != 0)
        let name = try reader.text(if: bits & SourceBits.name != 0)
        return WorkoutSource(kind: bits & SourceBits.imported != 0 ? .imported : .manual,
                             app: app, file: file, key: key, line: line, name: name)
    }

    private static func readTimestamp(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) -> Timestamp {
        let seconds = try reader.integer64()
        return Timestamp(secondsSinceEpoch: seconds, utcOffsetSeconds: try reader.integer())
    }
}
