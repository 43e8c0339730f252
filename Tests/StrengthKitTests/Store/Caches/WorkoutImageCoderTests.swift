import DemoHistory
import Testing
@testable import StrengthKit

/// The store image stands in for the workout files on the next build, so a workout must come back
/// exactly — equal, every `Double` with its bit pattern and every string with its bytes, which `==`
/// does not see (-0.0 == 0.0; "é" == "e\u{301}") — and bytes that are not exactly one encoded
/// workout must decode to nil, never to some other workout.
@Suite struct WorkoutImageCoderTests {
    static func encoded(_ workout: Workout) -> [UInt8] {
        var bytes: [UInt8] = []
        WorkoutImageCoder.append(workout, to: &bytes)
        return bytes
    }

    static func decoded(_ bytes: [UInt8]) -> Workout? {
        bytes.withUnsafeBytes { WorkoutImageCoder.decode($0) }
    }

    /// A value `==` may see as equal to a different one: text by its bytes, a number by its bits.
    enum Exact: Equatable {
        case utf8([UInt8]?)
        case bitPattern(UInt64?)

        static func of(_ text: String?) -> Exact { .utf8(text.map { Array($0.utf8) }) }
        static func of(_ number: Double?) -> Exact { .bitPattern(number?.bitPattern) }
    }

    /// Every string and every `Double` of `workout`, in field order.
    static func exactValues(of workout: Workout) -> [Exact] {
        let source = workout.source
        var values: [Exact] = [
            .of(workout.id), .of(workout.name), .of(workout.notes), .of(workout.template),
            .of(workout.splitDay?.split), .of(workout.splitDay?.day),
            .of(source.app), .of(source.file), .of(source.key), .of(source.name),
        ]
        for exercise in workout.exercises {
            values += [.of(exercise.exercise), .of(exercise.notes)]
            for set in exercise.sets {
                values += [.of(set.weightKg), .of(set.distanceMeters), .of(set.rpe), .of(set.notes)]
            }
        }
        return values
    }

    /// Decodes to an equal workout with the same strings and bits, which appends to the same bytes.
    static func expectExactRoundTrip(_ workout: Workout, sourceLocation: SourceLocation = #_sourceLocation) {
        let bytes = encoded(workout)
        guard let back = decoded(bytes) else {
            Issue.record("\(workout.id) did not decode", sourceLocation: sourceLocation)
            return
        }
        #expect(back == workout, "\(workout.id)", sourceLocation: sourceLocation)
        #expect(exactValues(of: back) == exactValues(of: workout), "\(workout.id)", sourceLocation: sourceLocation)
        #expect(encoded(back) == bytes, "\(workout.id)", sourceLocation: sourceLocation)
    }

    static let start = Timestamp(secondsSinceEpoch: 1_741_971_600, utcOffsetSeconds: 3600)

    static func workout(_ id: String, name: String = "Workout", start: Timestamp = start, end: Timestamp? = nil,
                        notes: String? = nil, template: String? = nil, splitDay: SplitDayReference? = nil,
                        readiness: Readiness? = nil, source: WorkoutSource = .manual,
                        exercises: [LoggedExercise] = []) -> Workout {
        Workout(id: id, name: name, start: start, end: end, notes: notes, template: template, splitDay: splitDay,
                readiness: readiness, source: source, exercises: exercises)
    }

    static func sets(_ sets: [WorkoutSet]) -> [LoggedExercise] {
        [LoggedExercise(exercise: "bench-press", sets: sets)]
    }

    // MARK: - Round trips

    /// The image held to the workout over workouts that set every field: a field added to a
    /// workout type fails here until the image carries it. Compared field by field too, so that
    /// no hand-written `==` can hide a field the image drops.
    @Test func everyFieldRoundTripsExactly() throws {
        #expect(FullyPopulated.gaps(in: FullyPopulated.workouts) == [])
        for workout in FullyPopulated.workouts {
            Self.expectExactRoundTrip(workout)
            let back = try #require(Self.decoded(Self.encoded(workout)))
            #expect(FullyPopulated.differences(between: back, and: workout) == [], "\(workout.id)")
        }
    }

    @Test func demoHistoryRoundTripsExactly() throws {
        let workouts = try DemoHistoryGenerator(workoutCount: 5000, highVolume: true).generate().workouts
        #expect(workouts.count == 5000)
        for workout in workouts { Self.expectExactRoundTrip(workout) }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var workout: Workout
        var testDescription: String { workout.id }
    }

    static let longText = String(repeating: "深蹲 🏋🏽‍♀️ e\u{301} ", count: 5000)

    static let cases: [Workout] = {
        var cases: [Workout] = [
            workout("no exercises"),
            workout("no sets", exercises: sets([])),
            workout("end", end: Timestamp(secondsSinceEpoch: 1_741_975_200, utcOffsetSeconds: 3600)),
            workout("notes", notes: "Felt *strong*"),
            workout("empty strings", name: "", notes: "", template: "", splitDay: SplitDayReference(split: "", day: ""),
                    source: WorkoutSource(kind: .imported, app: "", file: "", key: "", name: ""),
                    exercises: [LoggedExercise(exercise: "", notes: "", sets: [WorkoutSet(notes: "")])]),
            workout("template", template: "push"),
            workout("split day", splitDay: SplitDayReference(split: "ppl", day: "legs")),
            workout("manual source with fields", source: WorkoutSource(kind: .manual, app: "hevy", line: 3)),
            workout("imported source, nothing else", source: WorkoutSource(kind: .imported)),
            workout("imported source, line only", source: WorkoutSource(kind: .imported, line: 0)),
            workout("imported source, key and name", source: WorkoutSource(kind: .imported, key: "abc", name: "Legs")),
            workout("exercise notes", exercises: [LoggedExercise(exercise: "squat", notes: "belt", sets: [WorkoutSet(reps: 5)])]),
            workout("superset", exercises: [
                LoggedExercise(exercise: "curl", superset: 1, sets: [WorkoutSet(weightKg: 12, reps: 10)]),
                LoggedExercise(exercise: "pushdown", superset: 1, sets: [WorkoutSet(weightKg: 20, reps: 12)]),
            ]),
            workout("text", name: "💪🏽 深蹲 e\u{301} é a\u{0}b \u{10FFFF}", notes: longText,
                    exercises: [LoggedExercise(exercise: "\u{0}", notes: longText, sets: [WorkoutSet(reps: 1, notes: longText)])]),
            workout("west of Greenwich", start: Timestamp(secondsSinceEpoch: -1, utcOffsetSeconds: -(9 * 3600 + 1800)),
                    end: Timestamp(secondsSinceEpoch: 0, utcOffsetSeconds: -18 * 3600)),
            workout("Int64 extremes", start: Timestamp(secondsSinceEpoch: .min, utcOffsetSeconds: .min),
                    end: Timestamp(secondsSinceEpoch: .max, utcOffsetSeconds: .max)),
            workout("Int extremes", readiness: Readiness(minutesAvailable: .min),
                    source: WorkoutSource(kind: .imported, line: .max),
                    exercises: [
                        LoggedExercise(exercise: "a", superset: .min, sets: [
                            WorkoutSet(reps: .min, durationSeconds: .max, restSeconds: .min),
                            WorkoutSet(reps: .max, durationSeconds: .min, restSeconds: .max),
                            WorkoutSet(reps: -1, durationSeconds: 0, restSeconds: 1),
                        ]),
                        LoggedExercise(exercise: "b", superset: .max, sets: []),
                    ]),
            workout("doubles", exercises: sets([
                WorkoutSet(weightKg: -0.0, distanceMeters: 1e-300, rpe: .greatestFiniteMagnitude),
                WorkoutSet(weightKg: .leastNonzeroMagnitude, distanceMeters: -0.0, rpe: -.leastNonzeroMagnitude),
                WorkoutSet(weightKg: -.greatestFiniteMagnitude, distanceMeters: .infinity, rpe: -.infinity),
                WorkoutSet(weightKg: 0.0, distanceMeters: 0.1, rpe: 1e300),
            ])),
        ]
        cases += FullyPopulated.workouts
        // Each kind with no field, each optional field alone, and all of them.
        let eachField: [WorkoutSet] = [
            WorkoutSet(), WorkoutSet(weightKg: 100), WorkoutSet(reps: 5), WorkoutSet(durationSeconds: 60),
            WorkoutSet(distanceMeters: 400), WorkoutSet(rpe: 9.5), WorkoutSet(restSeconds: 90), WorkoutSet(notes: "easy"),
            WorkoutSet(weightKg: 100, reps: 5, durationSeconds: 60, distanceMeters: 400, rpe: 9.5, restSeconds: 90, notes: "all"),
        ]
        for kind in [SetKind.normal, .warmup, .drop, .failure] {
            let kindSets = eachField.map { set in
                var set = set
                set.kind = kind
                return set
            }
            cases.append(workout("\(kind) sets", exercises: sets(kindSets)))
        }
        // An empty check-in is kept as one, apart from no check-in.
        let energies: [Readiness.Energy?] = [nil, .low, .ok, .high]
        let sorenesses: [Readiness.Soreness?] = [nil, Readiness.Soreness.none, .mild, .high]
        for energy in energies {
            for soreness in sorenesses {
                for minutes in [nil, 0, 45] as [Int?] {
                    let readiness = Readiness(energy: energy, soreness: soreness, minutesAvailable: minutes)
                    let id = "readiness \(energy?.rawValue ?? "-") \(soreness?.rawValue ?? "-") \(minutes.map(String.init) ?? "-")"
                    cases.append(workout(id, readiness: readiness))
                }
            }
        }
        return cases
    }()

    @Test(arguments: cases.map(Case.init))
    func everyShapeOfWorkoutRoundTripsExactly(_ test: Case) {
        Self.expectExactRoundTrip(test.workout)
    }

    @Test func anEmptyCheckInIsNotNoCheckIn() throws {
        let empty = try #require(Self.decoded(Self.encoded(Self.workout("w", readiness: Readiness()))))
        #expect(empty.readiness == Readiness())
        let none = try #require(Self.decoded(Self.encoded(Self.workout("w"))))
        #expect(none.readiness == nil)
    }

    /// NaNs too: the cache keeps whatever bits the workout held, payload and sign included.
    @Test(arguments: [
        0x8000_0000_0000_0000, 0x0000_0000_0000_0001, 0x7FF8_0000_0000_0000, 0xFFF8_0000_0000_0001,
        0x7FF0_0000_0000_0001, 0x7FF4_0000_DEAD_BEEF, 0x7FF0_0000_0000_0000, 0xFFFF_FFFF_FFFF_FFFF,
    ] as [UInt64])
    func everyDoubleBitPatternRoundTrips(bits: UInt64) throws {
        let value = Double(bitPattern: bits)
        let workout = Self.workout("w", exercises: Self.sets([WorkoutSet(weightKg: value, distanceMeters: value, rpe: value)]))
        let back = try #require(Self.decoded(Self.encoded(workout)))
        let set = try #require(back.exercises.first?.sets.first)
        #expect([set.weightKg?.bitPattern, set.distanceMeters?.bitPattern, set.rpe?.bitPattern] == [bits, bits, bits])
    }

    @Test func randomWorkoutsRoundTripExactly() {
        var random = SplitMix64(seed: 0x1A6E_C0DE)
        for index in 0..<400 { Self.expectExactRoundTrip(Self.randomWorkout(&random, index: index)) }
    }

    // MARK: - The form

    /// The bytes of a small workout, worked out by hand from the form in `WorkoutImageCoder`'s comment.
    @Test func writesTheDocumentedForm() {
        let workout = Self.workout("a", name: "é", start: Timestamp(secondsSinceEpoch: 1, utcOffsetSeconds: -1), exercises: [
            LoggedExercise(exercise: "b", sets: [WorkoutSet(kind: .warmup, weightKg: -0.0, reps: 5)]),
        ])
        let expected: [UInt8] = [
            0b0_0000, 1, 0x61, 2, 0xC3, 0xA9, // no optional field; id "a"; name "é"
            2, 1, // start: zig-zagged 1 and -1
            0, // manual source, nothing else
            1, 0, 1, 0x62, 1, // one exercise: no optional field, id "b", one set
            0b0_0000_1101, 0, 0, 0, 0, 0, 0, 0, 0x80, 10, // warm-up (1) with weight and reps; -0.0; zig-zagged 5
        ]
        #expect(Self.encoded(workout) == expected)
    }

    @Test func extremeNumbersTakeTenBytes() {
        let workout = Self.workout("", name: "", start: Timestamp(secondsSinceEpoch: .min, utcOffsetSeconds: .max))
        let tenBytes: [UInt8] = [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01]
        let tenBytesLessOne: [UInt8] = [0xFE, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01]
        #expect(Self.encoded(workout) == [0, 0, 0] + tenBytes + tenBytesLessOne + [0, 0])
    }

    // MARK: - What is not one workout

    static func workoutNamed(_ name: [UInt8]) -> [UInt8] {
        [0, 1, 0x61, UInt8(name.count)] + name + [2, 1, 0, 0]
    }

    @Test func takesTextOnlyWhenItIsUTF8() throws {
        #expect(Self.decoded(Self.workoutNamed([0xC3, 0xA9]))?.name == "é")
        #expect(Self.decoded(Self.workoutNamed([0x00]))?.name == "\u{0}")
        let notUTF8: [[UInt8]] = [
            [0xFF], [0xC3], [0xC3, 0x28], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
            // Repaired to U+FFFD and a letter, four bytes again: the byte count alone would not tell.
            [0xF0, 0x90, 0x80, 0x41],
            [0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x80], [0x80, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68],
        ]
        for bytes in notUTF8 { #expect(Self.decoded(Self.workoutNamed(bytes)) == nil, "\(bytes)") }
    }

    @Test func rejectsWhatAppendNeverWrites() {
        let valid = Self.workoutNamed([0x62])
        #expect(Self.decoded(valid) != nil)
        let malformed: [(String, [UInt8])] = [
            ("nothing", []),
            ("an unknown workout bit", [0x20] + valid.dropFirst()),
            ("a workout bit in a second byte", [0x80, 0x01] + valid.dropFirst()),
            ("a longer spelling of 0", [0x80, 0x00] + valid.dropFirst()),
            ("an unknown source bit", Array(valid.prefix(7)) + [0x40, 0]),
            ("a name longer than what is left", [0, 1, 0x61, 0x7F, 0x62, 2, 1, 0, 0]),
            ("more exercises than bytes", Array(valid.dropLast()) + [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F]),
            ("an eleventh varint byte", [0, 1, 0x61, 1, 0x62] + Array(repeating: 0xFF, count: 10) + [0x01, 1, 0, 0]),
            ("a tenth varint byte beyond 64 bits", [0, 1, 0x61, 1, 0x62] + Array(repeating: 0xFF, count: 9) + [0x02, 1, 0, 0]),
            ("an unknown exercise bit", Array(valid.dropLast()) + [1, 0x04, 1, 0x62, 0]),
            ("an unknown set bit", Array(valid.dropLast()) + [1, 0, 1, 0x62, 1, 0x80, 0x04]),
            ("an unknown readiness bit", [0x10, 1, 0x61, 1, 0x62, 2, 1, 0x20, 0, 0]),
            ("a weight cut short", Array(valid.dropLast()) + [1, 0, 1, 0x62, 1, 0b100, 0, 0, 0, 0]),
        ]
        for (what, bytes) in malformed { #expect(Self.decoded(bytes) == nil, "\(what)") }
    }

    @Test func everyStrictPrefixAndAnyTrailingByteIsNotAWorkout() {
        // Not the long text: a prefix decodes it before failing, 400 KB times 400,000 prefixes.
        for workout in Self.cases where Self.encoded(workout).count < 1000 {
            let bytes = Self.encoded(workout)
            for length in 0..<bytes.count {
                #expect(Self.decoded(Array(bytes.prefix(length))) == nil, "\(workout.id), \(length) of \(bytes.count) bytes")
            }
            for extra: UInt8 in [0x00, 0x01, 0x80, 0xFF] {
                #expect(Self.decoded(bytes + [extra]) == nil, "\(workout.id) and \(extra)")
            }
        }
    }

    /// A changed byte may still be a workout — then exactly the one those bytes spell, as the
    /// decoder takes only `append`'s own form — and must never crash the decoder.
    @Test func changedBytesDecodeToNilOrToExactlyWhatTheySpell() throws {
        var random = SplitMix64(seed: 0xF11B)
        var workouts = FullyPopulated.workouts
        workouts += try DemoHistoryGenerator(workoutCount: 40).generate().workouts
        for index in 0..<40 { workouts.append(Self.randomWorkout(&random, index: index)) }
        for workout in workouts {
            let original = Self.encoded(workout)
            for _ in 0..<60 {
                var bytes = original
                for _ in 0...random.below(3) {
                    let position = random.below(bytes.count + 1)
                    switch random.below(4) {
                    case 0: bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: position)
                    case 1: if position < bytes.count { bytes.remove(at: position) }
                    default: if position < bytes.count { bytes[position] ^= UInt8(random.int(in: 1...255)) }
                    }
                }
                if let decoded = Self.decoded(bytes) {
                    #expect(Self.encoded(decoded) == bytes, "\(workout.id)")
                }
            }
        }
    }

    // MARK: - Random workouts

    static let scalars: [String] = ["a", "Z", "0", " ", "-", "\u{0}", "\n", "é", "e\u{301}", "深", "蹲", "💪", "🏽", "\u{200D}",
                                    "\u{FFFD}", "\u{FFFF}", "\u{10FFFF}", "\"", "\\"]

    static func randomText(_ random: inout SplitMix64) -> String {
        (0..<random.below(24)).map { _ in scalars[random.below(scalars.count)] }.joined()
    }

    static func randomInt(_ random: inout SplitMix64) -> Int {
        switch random.below(4) {
        case 0: random.int(in: -1...1)
        case 1: random.int(in: 0...10_000)
        case 2: [Int.min, Int.max, Int.min + 1, Int.max - 1][random.below(4)]
        default: Int(truncatingIfNeeded: random.next())
        }
    }

    /// Any bits but a NaN's, which `==` could not compare; `everyDoubleBitPatternRoundTrips` has those.
    static func randomDouble(_ random: inout SplitMix64) -> Double {
        let anyBits = Double(bitPattern: random.next())
        return switch random.below(3) {
        case 0: Double(random.int(in: 0...800)) * 0.25
        case 1: [-0.0, 0.0, 1e-300, .greatestFiniteMagnitude, .leastNonzeroMagnitude, .infinity][random.below(6)]
        default: anyBits.isNaN ? -0.0 : anyBits
        }
    }

    static func maybe<Value>(_ random: inout SplitMix64, _ make: (inout SplitMix64) -> Value) -> Value? {
        random.chance(50) ? make(&random) : nil
    }

    static func randomTimestamp(_ random: inout SplitMix64) -> Timestamp {
        Timestamp(secondsSinceEpoch: random.chance(80) ? Int64(random.int(in: 0...2_000_000_000)) : Int64(bitPattern: random.next()),
                  utcOffsetSeconds: random.chance(80) ? random.int(in: -64_800...64_800) : randomInt(&random))
    }

    static func randomWorkout(_ random: inout SplitMix64, index: Int) -> Workout {
        let kinds: [SetKind] = [.normal, .warmup, .drop, .failure]
        let exercises = (0..<random.below(6)).map { _ in
            LoggedExercise(
                exercise: randomText(&random), notes: maybe(&random, randomText), superset: maybe(&random, randomInt),
                sets: (0..<random.below(8)).map { _ in
                    WorkoutSet(kind: kinds[random.below(kinds.count)], weightKg: maybe(&random, randomDouble),
                               reps: maybe(&random, randomInt), durationSeconds: maybe(&random, randomInt),
                               distanceMeters: maybe(&random, randomDouble), rpe: maybe(&random, randomDouble),
                               restSeconds: maybe(&random, randomInt), notes: maybe(&random, randomText))
                })
        }
        let readiness = maybe(&random) { random in
            Readiness(energy: [nil, .low, .ok, .high][random.below(4)],
                      soreness: [nil, Readiness.Soreness.none, .mild, .high][random.below(4)],
                      minutesAvailable: maybe(&random, randomInt))
        }
        let source = WorkoutSource(kind: random.chance(50) ? .imported : .manual, app: maybe(&random, randomText),
                                   file: maybe(&random, randomText), key: maybe(&random, randomText),
                                   line: maybe(&random, randomInt), name: maybe(&random, randomText))
        let splitDay = maybe(&random) { random in SplitDayReference(split: randomText(&random), day: randomText(&random)) }
        return Workout(id: "random \(index) " + randomText(&random), name: randomText(&random), start: randomTimestamp(&random),
                       end: maybe(&random, randomTimestamp), notes: maybe(&random, randomText), template: maybe(&random, randomText),
                       splitDay: splitDay, readiness: readiness, source: source, exercises: exercises)
    }
}
