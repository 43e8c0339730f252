import Testing
@testable import StrengthKit

/// A lone spike is held, a progression is not: the 80 % rule, by hand-made histories of one exercise.
@Suite struct HeldSetJudgeTests {
    /// One workout a day from 1 March 2025, each a list of Deadlift sets `WEIGHTxREPS`; the sets of the
    /// days in `new` are judged as new, and the result is each set's review, day by day.
    static func judge(_ days: [[String]], new: Set<Int>, unit: WeightUnit = .kg, reviews: [Int: [SetReview?]] = [:])
        throws -> (reviews: [[SetReview?]], verdicts: HeldSetJudge.Verdicts) {
        var fixture = HistoryFixture(units: unit)
        var ids: [String] = []
        for (day, sets) in days.enumerated() {
            ids.append(try fixture.log("2025-03-\(Digits.pad(day + 1, 2)) 18:00", "Deadlift: " + sets.joined(separator: ", ")))
        }
        var workouts = fixture.data.workouts
        // The fixture logs with --not-a-typo, which confirms; a judged set starts as nothing doubted it.
        for index in workouts.indices {
            let day = ids.firstIndex(of: workouts[index].id)!
            for set in workouts[index].exercises[0].sets.indices {
                workouts[index].exercises[0].sets[set].review = reviews[day]?[set] ?? nil
            }
        }
        var newSets = Set<HeldSetJudge.Address>()
        for day in new {
            for set in days[day].indices { newSets.insert(HeldSetJudge.Address(workout: ids[day], exercise: 0, set: set)) }
        }
        let verdicts = HeldSetJudge.judge(&workouts, newSets: newSets, unit: unit)
        let byID = Dictionary(uniqueKeysWithValues: workouts.map { ($0.id, $0) })
        return (ids.map { id in byID[id]!.exercises[0].sets.map(\.review) }, verdicts)
    }

    @Test(arguments: [
        // A typo with nothing after it: held.
        ([["140x5"], ["150x5", "1400x5"]], [[nil], [nil, SetReview.heldAsOutlier]]),
        // A jump the next session comes within 80 % of (176 of 220): progress.
        ([["140x5"], ["220x3"], ["180x5"]], [[nil], [nil], [nil]]),
        // ... and one it does not (170 < 176): held, the sessions after it count.
        ([["140x5"], ["220x3"], ["170x5"]], [[nil], [.heldAsOutlier], [nil]]),
        // Reps: 80 after 12s, then 64 (80 %) confirms; 40 does not.
        ([["100x12"], ["100x80"], ["100x64"]], [[nil], [nil], [nil]]),
        ([["100x12"], ["100x80"], ["100x40"]], [[nil], [.heldAsOutlier], [nil]]),
        // 63 does not confirm 80, and is itself far beyond the 12s with nothing after it: both held.
        ([["100x12"], ["100x80"], ["100x63"]], [[nil], [.heldAsOutlier], [.heldAsOutlier]]),
        // Within one session a later set is no later session.
        ([["140x5"], ["1400x5", "1400x5"]], [[nil], [.heldAsOutlier, .heldAsOutlier]]),
        // A first session is judged against nothing: never held.
        ([["1400x5"]], [[nil]]),
    ] as [([[String]], [[SetReview?]])])
    func newSetsAreHeldOnlyAsLoneSpikes(_ days: [[String]], _ expected: [[SetReview?]]) throws {
        #expect(try Self.judge(days, new: Set(days.indices)).reviews == expected)
    }

    /// Held sets are judged again as the history grows: a later session near the spike releases it.
    @Test func aHeldSetIsReleasedWhenALaterSessionComesNearIt() throws {
        let held = try Self.judge([["140x5"], ["220x3"]], new: [], reviews: [1: [.heldAsOutlier]])
        #expect(held.reviews == [[nil], [.heldAsOutlier]])
        let released = try Self.judge([["140x5"], ["220x3"], ["200x5"]], new: [], reviews: [1: [.heldAsOutlier]])
        #expect(released.reviews == [[nil], [nil], [nil]])
        #expect(released.verdicts.confirmedByLaterSessions.map(\.address.workout) == ["2025-03-02-1800-workout"])
    }

    /// A confirmed set and sets held for another reason are left as they are, whatever the rule says.
    @Test func confirmedSetsAndOtherHoldsAreNotJudged() throws {
        let result = try Self.judge([["140x5"], ["1400x5", "140x5"]], new: [0, 1], reviews: [1: [.confirmed, .heldAsBodyWeight]])
        #expect(result.reviews == [[nil], [.confirmed, .heldAsBodyWeight]])
        #expect(result.verdicts.held.isEmpty)
    }

    /// Only new sets and held ones are judged: an old set far beyond the ones before it (logged before
    /// holds existed) stays as it is.
    @Test func oldSetsNothingDoubtedAreNotJudged() throws {
        #expect(try Self.judge([["140x5"], ["1400x5"]], new: []).reviews == [[nil], [nil]])
    }
}
