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
        appendVarint(bits, to: &bytes)
        appendText(workout.id, to: &bytes)
        appendText(workout.name, to: &bytes)
        appendTimestamp(workout.start, to: &bytes)
        if let end = workout.end { appendTimestamp(end, to: &bytes) }
        if let notes = workout.notes { appendText(notes, to: &bytes) }
        if let template = workout.template { appendText(template, to: &bytes) }
        if let splitDay = workout.splitDay {
            appendText(splitDay.split, to: &bytes)
            appendText(splitDay.day, to: &bytes)
        }
        if let readiness = workout.readiness { appendReadiness(readiness, to: &bytes) }
        appendSource(workout.source, to: &bytes)
        appendVarint(UInt64(workout.exercises.count), to: &bytes)
        for exercise in workout.exercises { appendExercise(exercise, to: &bytes) }
    }

    /// The one workout `bytes` hold, or nil when they are not exactly one encoded workout
    /// (truncated, trailing bytes, an unknown tag, text that is not UTF-8, a count out of range).
    static func decode(_ bytes: UnsafeRawBufferPointer) -> Workout? {
        guard let base = bytes.baseAddress else { return nil }
        var reader = Reader(base: base, byteCount: bytes.count)
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

    /// The kind takes bits 0–1; the seven optional fields follow. Rest and notes, the rarest, take
    /// bits 7 and 8, so only sets that have them need a second byte.
    private enum SetBits {
        static let kind: UInt64 = 0b11
        static let weight: UInt64 = 1 << 2
        static let reps: UInt64 = 1 << 3
        static let duration: UInt64 = 1 << 4
        static let distance: UInt64 = 1 << 5
        static let rpe: UInt64 = 1 << 6
        static let rest: UInt64 = 1 << 7
        static let notes: UInt64 = 1 << 8
        static let all: UInt64 = (1 << 9) - 1
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
        appendVarint(bits, to: &bytes)
        appendText(exercise.exercise, to: &bytes)
        if let notes = exercise.notes { appendText(notes, to: &bytes) }
        if let superset = exercise.superset { appendInteger(Int64(superset), to: &bytes) }
        appendVarint(UInt64(exercise.sets.count), to: &bytes)
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
        appendVarint(bits, to: &bytes)
        if let weight = set.weightKg { appendDouble(weight, to: &bytes) }
        if let reps = set.reps { appendInteger(Int64(reps), to: &bytes) }
        if let duration = set.durationSeconds { appendInteger(Int64(duration), to: &bytes) }
        if let distance = set.distanceMeters { appendDouble(distance, to: &bytes) }
        if let rpe = set.rpe { appendDouble(rpe, to: &bytes) }
        if let rest = set.restSeconds { appendInteger(Int64(rest), to: &bytes) }
        if let notes = set.notes { appendText(notes, to: &bytes) }
    }

    private static func appendReadiness(_ readiness: Readiness, to bytes: inout [UInt8]) {
        var bits = code(of: readiness.energy) | code(of: readiness.soreness) << ReadinessBits.sorenessShift
        if readiness.minutesAvailable != nil { bits |= ReadinessBits.minutesAvailable }
        appendVarint(bits, to: &bytes)
        if let minutes = readiness.minutesAvailable { appendInteger(Int64(minutes), to: &bytes) }
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
        appendVarint(bits, to: &bytes)
        if let app = source.app { appendText(app, to: &bytes) }
        if let file = source.file { appendText(file, to: &bytes) }
        if let key = source.key { appendText(key, to: &bytes) }
        if let line = source.line { appendInteger(Int64(line), to: &bytes) }
        if let name = source.name { appendText(name, to: &bytes) }
    }

    private static func appendTimestamp(_ timestamp: Timestamp, to bytes: inout [UInt8]) {
        appendInteger(timestamp.secondsSinceEpoch, to: &bytes)
        appendInteger(Int64(timestamp.utcOffsetSeconds), to: &bytes)
    }

    private static func appendText(_ text: String, to bytes: inout [UInt8]) {
        let utf8 = text.utf8
        appendVarint(UInt64(utf8.count), to: &bytes)
        bytes.append(contentsOf: utf8)
    }

    private static func appendDouble(_ value: Double, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Zig-zag first, so small negative numbers (UTC offsets west of Greenwich) stay short too.
    private static func appendInteger(_ value: Int64, to bytes: inout [UInt8]) {
        appendVarint(UInt64(bitPattern: (value << 1) ^ (value >> 63)), to: &bytes)
    }

    private static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    // MARK: - Reading

    private static func readWorkout(_ reader: inout Reader) throws(Reader.Malformed) -> Workout {
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

    private static func readExercise(_ reader: inout Reader) throws(Reader.Malformed) -> LoggedExercise {
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

    private static func readSet(_ reader: inout Reader) throws(Reader.Malformed) -> WorkoutSet {
        let bits = try reader.bits(within: SetBits.all)
        let weightKg = try reader.double(if: bits & SetBits.weight != 0)
        let reps = try reader.integer(if: bits & SetBits.reps != 0)
        let durationSeconds = try reader.integer(if: bits & SetBits.duration != 0)
        let distanceMeters = try reader.double(if: bits & SetBits.distance != 0)
        let rpe = try reader.double(if: bits & SetBits.rpe != 0)
        let restSeconds = try reader.integer(if: bits & SetBits.rest != 0)
        let notes = try reader.text(if: bits & SetBits.notes != 0)
        return WorkoutSet(kind: setKind(code: bits), weightKg: weightKg, reps: reps, durationSeconds: durationSeconds,
                          distanceMeters: distanceMeters, rpe: rpe, restSeconds: restSeconds, notes: notes)
    }

    private static func readReadiness(_ reader: inout Reader) throws(Reader.Malformed) -> Readiness {
        let bits = try reader.bits(within: ReadinessBits.all)
        let minutes = try reader.integer(if: bits & ReadinessBits.minutesAvailable != 0)
        return Readiness(energy: energy(code: bits), soreness: soreness(code: bits >> ReadinessBits.sorenessShift),
                         minutesAvailable: minutes)
    }

    private static func readSource(_ reader: inout Reader) throws(Reader.Malformed) -> WorkoutSource {
        let bits = try reader.bits(within: SourceBits.all)
        let app = try reader.text(if: bits & SourceBits.app != 0)
        let file = try reader.text(if: bits & SourceBits.file != 0)
        let key = try reader.text(if: bits & SourceBits.key != 0)
        let line = try reader.integer(if: bits & SourceBits.line != 0)
        let name = try reader.text(if: bits & SourceBits.name != 0)
        return WorkoutSource(kind: bits & SourceBits.imported != 0 ? .imported : .manual,
                             app: app, file: file, key: key, line: line, name: name)
    }

    private static func readTimestamp(_ reader: inout Reader) throws(Reader.Malformed) -> Timestamp {
        let seconds = try reader.integer64()
        return Timestamp(secondsSinceEpoch: seconds, utcOffsetSeconds: try reader.integer())
    }

    /// Reads the form's primitives from a buffer, checking every length against what is left.
    private struct Reader {
        struct Malformed: Error {}

        private let base: UnsafePointer<UInt8>
        private let byteCount: Int
        private var offset = 0

        init(base: UnsafeRawPointer, byteCount: Int) {
            self.base = base.bindMemory(to: UInt8.self, capacity: byteCount)
            self.byteCount = byteCount
        }

        var isAtEnd: Bool { offset == byteCount }

        private var bytesLeft: Int { byteCount - offset }

        /// Inlined for the one-byte case, nearly every varint here (set bits, reps, counts, lengths).
        @inline(__always)
        mutating func varint() throws(Malformed) -> UInt64 {
            guard offset < byteCount else { throw Malformed() }
            let first = base[offset]
            guard first >= 0x80 else {
                offset += 1
                return UInt64(first)
            }
            return try longVarint()
        }

        /// Only the shortest form is taken (a last byte of 0 would be a longer spelling of the same
        /// number), so whatever decodes appends back to the very same bytes.
        private mutating func longVarint() throws(Malformed) -> UInt64 {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while offset < byteCount {
                let byte = base[offset]
                offset += 1
                // The tenth byte holds bit 63 alone; anything more would not fit in 64 bits.
                if shift == 63 {
                    guard byte == 1 else { throw Malformed() }
                    return value | 1 << 63
                }
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 {
                    guard byte != 0 else { throw Malformed() }
                    return value
                }
                shift += 7
            }
            throw Malformed()
        }

        /// A presence word, rejected when it sets a bit outside `known`.
        @inline(__always)
        mutating func bits(within known: UInt64) throws(Malformed) -> UInt64 {
            let bits = try varint()
            guard bits & ~known == 0 else { throw Malformed() }
            return bits
        }

        /// An element count, rejected when even elements of `minimumSize` bytes could not fit in what is
        /// left, so a corrupt count never reserves a huge array.
        mutating func elementCount(eachAtLeast minimumSize: Int) throws(Malformed) -> Int {
            let elements = try varint()
            guard elements <= UInt64(bytesLeft / minimumSize) else { throw Malformed() }
            return Int(elements)
        }

        @inline(__always)
        mutating func integer64() throws(Malformed) -> Int64 {
            let zigZag = try varint()
            return Int64(bitPattern: zigZag >> 1) ^ -Int64(bitPattern: zigZag & 1)
        }

        @inline(__always)
        mutating func integer() throws(Malformed) -> Int {
            guard let value = Int(exactly: try integer64()) else { throw Malformed() }
            return value
        }

        @inline(__always)
        mutating func integer(if present: Bool) throws(Malformed) -> Int? {
            present ? try integer() : nil
        }

        @inline(__always)
        mutating func double(if present: Bool) throws(Malformed) -> Double? {
            guard present else { return nil }
            guard bytesLeft >= 8 else { throw Malformed() }
            let bits = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            offset += 8
            return Double(bitPattern: UInt64(littleEndian: bits))
        }

        mutating func text() throws(Malformed) -> String {
            let length = try varint()
            guard length <= UInt64(bytesLeft) else { throw Malformed() }
            let utf8 = UnsafeBufferPointer(start: base + offset, count: Int(length))
            offset += utf8.count
            // `String(decoding:)` repairs what is not UTF-8, so the bytes were UTF-8 exactly when the
            // text holds them unchanged; ASCII, nearly all text here, cannot need a repair and skips the
            // comparison. `String(validating:as:)` took half as long again over the demo history (and
            // needs macOS 15).
            var text = String(decoding: utf8, as: UTF8.self)
            if Self.isASCII(utf8) { return text }
            guard text.withUTF8({ $0.elementsEqual(utf8) }) else { throw Malformed() }
            return text
        }

        @inline(__always)
        mutating func text(if present: Bool) throws(Malformed) -> String? {
            present ? try text() : nil
        }

        private static func isASCII(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
            guard let start = utf8.baseAddress else { return true }
            let raw = UnsafeRawPointer(start)
            var index = 0
            var highBits: UInt64 = 0
            while index + 8 <= utf8.count {
                highBits |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                index += 8
            }
            while index < utf8.count {
                highBits |= UInt64(utf8[index])
                index += 1
            }
            return highBits & 0x8080_8080_8080_8080 == 0
        }
    }
}
