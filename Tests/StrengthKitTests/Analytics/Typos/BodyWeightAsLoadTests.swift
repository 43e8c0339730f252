import Testing
@testable import StrengthKit

/// Loads on a bodyweight exercise that look like body weight typed as load, by hand-made sessions.
@Suite struct BodyWeightAsLoadTests {
    static func sessions(_ days: [(String, [Double?])]) -> [BodyWeightAsLoad.Session] {
        days.map { BodyWeightAsLoad.Session(day: LocalDay($0.0)!, loads: $0.1) }
    }

    static func log(_ entries: [(String, Double)]) -> BodyWeightLog {
        BodyWeightLog(entries: entries.map { BodyWeightEntry(date: LocalDay($0.0)!, weightKg: $0.1) })
    }

    @Test(arguments: [
        // Within 15 % of the body weight logged 10 days before: 80 × 1.15 = 92, 80 × 0.85 = 68.
        ([("2025-03-10", [80.0, 91.9, 92.1, 67.9, nil])], [[true, true, false, false, false]]),
        // Entries 42 and 39 days away are not near: the rule for an unlogged body weight holds a steady 82 kg.
        ([("2025-04-11", [82.0])], [[true]]),
    ] as [([(String, [Double?])], [[Bool]])])
    func nearALoggedBodyWeight(_ days: [(String, [Double?])], _ expected: [[Bool]]) {
        #expect(BodyWeightAsLoad.verdicts(Self.sessions(days), bodyWeight: Self.log([("2025-02-28", 80), ("2025-05-20", 30)])) == expected)
    }

    @Test(arguments: [
        // Steady within each session, 82 → 83.5 over two months: body weight.
        ([("2025-09-01", [82.0, 82.0]), ("2025-10-27", [83.5, 83.0])], true),
        // Plate steps: 5, 10, 15 kg are added load (and under 40 kg).
        ([("2025-09-01", [45.0]), ("2025-09-08", [50.0]), ("2025-09-15", [55.0])], false),
        // One set with no load: not every set carries the weight.
        ([("2025-09-01", [82.0, nil])], false),
        // 3 % apart within a session: no body weight moves so within an hour.
        ([("2025-09-01", [80.0, 82.4])], false),
        // 10 % in one month: more than body weight drifts.
        ([("2025-09-01", [80.0]), ("2025-10-01", [88.0])], false),
    ] as [([(String, [Double?])], Bool)])
    func withNoBodyWeightLogged(_ days: [(String, [Double?])], _ expected: Bool) {
        let verdicts = BodyWeightAsLoad.verdicts(Self.sessions(days), bodyWeight: BodyWeightLog())
        #expect(verdicts.flatMap { $0 }.contains(true) == expected)
        if expected { #expect(verdicts.allSatisfy { $0.allSatisfy { $0 } }) }
    }

    @Test func aNameSayingWeightedIsNotAsked() {
        #expect(BodyWeightAsLoad.applies(to: Exercise(id: "dip", name: "Dip", type: .bodyweightReps)))
        #expect(!BodyWeightAsLoad.applies(to: Exercise(id: "weighted-dip", name: "Weighted Dip", type: .bodyweightReps)))
        #expect(!BodyWeightAsLoad.applies(to: Exercise(id: "bench-press", name: "Bench Press", type: .weightReps)))
    }
}
