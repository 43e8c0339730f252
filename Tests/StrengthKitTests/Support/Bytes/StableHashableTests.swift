import Testing
@testable import StrengthKit

/// Page fingerprints hash their inputs through `StableHashable`: a struct's hash is generated over
/// every stored property (`stable-hashes`), so changing any one of them changes it; values of one
/// type never feed the hasher the same words.
struct StableHashableTests {
    static func hash(_ value: some StableHashable) -> UInt64 {
        var hasher = StableHasher()
        hasher.add(value)
        return hasher.value
    }

    /// One change per stored property of `WorkoutSet`, whose hash is generated: the table has as many
    /// rows as the struct has properties, so a property added later needs its row here too.
    @Test func everyStoredPropertyOfAGeneratedHashCounts() {
        let set = WorkoutSet(kind: .normal, weightKg: 100, reps: 5, durationSeconds: 30, distanceMeters: 200, rpe: 8, restSeconds: 90,
                             notes: "easy")
        let changes: [(String, (inout WorkoutSet) -> Void)] = [
            ("kind", { $0.kind = .warmup }), ("weightKg", { $0.weightKg = 102.5 }), ("reps", { $0.reps = 6 }),
            ("durationSeconds", { $0.durationSeconds = 31 }), ("distanceMeters", { $0.distanceMeters = nil }),
            ("rpe", { $0.rpe = 8.5 }), ("restSeconds", { $0.restSeconds = 91 }), ("notes", { $0.notes = "hard" }),
            ("review", { $0.review = .confirmed }), ("typedUnit", { $0.typedUnit = .lb }),
        ]
        #expect(changes.map(\.0) == Mirror(reflecting: set).children.compactMap(\.label))
        for (name, change) in changes {
            var changed = set
            change(&changed)
            #expect(Self.hash(changed) != Self.hash(set), "\(name) is not in WorkoutSet's hash")
        }
        #expect(Self.hash(set) == Self.hash(set))
    }

    /// A goal's target and outlook hash by hand (an enum with associated values is no struct the
    /// generator reads): every case and every associated value counts.
    @Test func everyCaseAndValueOfTheGoalEnumsCounts() {
        let targets: [GoalTarget] = [
            .e1rm(exercise: "squat", kg: 140), .e1rm(exercise: "bench-press", kg: 140), .e1rm(exercise: "squat", kg: 150),
            .set(exercise: "squat", kg: 140, reps: 5), .set(exercise: "bench-press", kg: 140, reps: 5),
            .set(exercise: "squat", kg: 150, reps: 5), .set(exercise: "squat", kg: 140, reps: 6),
            .bodyWeight(kg: 140), .bodyWeight(kg: 80), .workoutsPerWeek(140), .workoutsPerWeek(4),
        ]
        #expect(Set(targets.map { Self.hash($0) }).count == targets.count)
        let day = LocalDay("2026-11-25")!
        let outlooks: [GoalOutlook] = [
            .achieved(GoalMeasure(value: 140, day: day)), .achieved(GoalMeasure(value: 141, day: day)),
            .achieved(GoalMeasure(value: 140, day: day.adding(days: 1))), .achieved(GoalMeasure(value: 140, day: day, workoutID: "w")),
            .deadlinePassed(day), .deadlinePassed(day.adding(days: 1)), .onTrack(day), .onTrack(day.adding(days: 1)),
            .afterDeadline(day), .afterDeadline(day.adding(days: 1)), .notTowardTarget, .notEnoughData(weeks: 2),
            .notEnoughData(weeks: 3), .notProjected,
        ]
        #expect(Set(outlooks.map { Self.hash($0) }).count == outlooks.count)
    }

    @Test func valuesOfOneTypeNeverShareWords() {
        #expect(Self.hash(["ab", "c"]) != Self.hash(["a", "bc"]))
        #expect(Self.hash([[1], [2, 3]]) != Self.hash([[1, 2], [3]]))
        #expect(Self.hash(nil as Int?) != Self.hash(0 as Int?))
        #expect(Self.hash([nil, 1] as [Int?]) != Self.hash([1, nil] as [Int?]))
        #expect(Self.hash(0.0) != Self.hash(-0.0))
    }

    /// A dictionary hashes in the order of its keys, whatever order it holds them in.
    @Test func aDictionaryHashesByItsKeys() {
        var first: [Int: String] = [:]
        var second: [Int: String] = [:]
        for key in 0..<50 { first[key] = String(key) }
        for key in (0..<50).reversed() { second[key] = String(key) }
        #expect(Self.hash(first) == Self.hash(second))
        second[7] = "seven"
        #expect(Self.hash(first) != Self.hash(second))
    }

    /// A stored value hashes as its file's digest; without one, the hash is incomplete and identifies nothing.
    @Test func aStoredValueIsItsFilesDigest() {
        #expect(Self.hash(Stored(value: "one", digest: 7)) == Self.hash(Stored(value: "two", digest: 7)))
        #expect(Self.hash(Stored(value: "one", digest: 7)) != Self.hash(Stored(value: "one", digest: 8)))
        var hasher = StableHasher()
        hasher.add(Stored(value: "one", digest: nil))
        #expect(!hasher.isComplete)
    }
}
