/// Which sets far beyond their exercise's history are held: a lone spike, not a progression.
///
/// A set `OutlierRule` flags against its exercise's sets before it (a 225 lb cable curl after 60 lb
/// ones) is held only when nothing after it confirms it: no later session of the exercise reaches
/// 80 % of the flagged weight, or of the flagged reps. A real jump is followed by more of it (Hack
/// Squat at 380 lb after months at 200, then 370s and 380s): it is released and counts. A typo stands
/// alone and is held (`SetReview.heldAsOutlier`): shown, counted nowhere, until the lifter decides.
///
/// The doors that bring sets in (import, merge, an export document) judge their new sets; every change
/// of the history judges again the sets held so far, so a real record at the end of an export is
/// released once the lifter keeps lifting near it. Sets held for another reason and confirmed ones
/// are left as they are: a confirmed set is never judged again.
///
/// Pure: workouts in, workouts with their held sets decided out.
package enum HeldSetJudge {
    /// Where a set is: its workout's id, the entry in `Workout.exercises` and the set in its `sets`.
    struct Address: Hashable, Sendable {
        var workout: String
        var exercise: Int
        var set: Int
    }

    /// A set `OutlierRule` flagged: where it is, its exercise, and why.
    struct Flagged: Hashable, Sendable {
        var address: Address
        var exerciseID: String
        var outlier: Outlier
    }

    /// What a judgement found, oldest first: the sets held as lone spikes, and the flagged ones a
    /// later session confirmed (a progression), which count.
    struct Verdicts: Hashable, Sendable {
        var held: [Flagged] = []
        var confirmedByLaterSessions: [Flagged] = []
    }

    /// Where each set is of the entries `isNew` picks in `workouts`: a door's new sets.
    static func addresses(in workouts: some Sequence<Workout>, where isNew: (Workout, LoggedExercise) -> Bool) -> Set<Address> {
        var addresses = Set<Address>()
        for workout in workouts {
            for (entry, logged) in workout.exercises.enumerated() where isNew(workout, logged) {
                for number in logged.sets.indices { addresses.insert(Address(workout: workout.id, exercise: entry, set: number)) }
            }
        }
        return addresses
    }

    /// How near a later session must come to the flagged value to confirm it.
    package static let confirmingShare = 0.8

    /// Judges the sets at `newSets` and every set held as an outlier in `workouts`, oldest first, each
    /// against the exercise's sets before it that count.
    /// `unit` is the project's display unit, in which `OutlierRule` reads weights.
    @discardableResult
    static func judge(_ workouts: inout [Workout], newSets: Set<Address> = [], unit: WeightUnit) -> Verdicts {
        let indexByID = Dictionary(workouts.indices.map { (workouts[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        var judged = Set(newSets.compactMap { address in
            indexByID[address.workout].map { workouts[$0].exercises[address.exercise].exercise }
        })
        for workout in workouts {
            for logged in workout.exercises where logged.sets.contains(where: { $0.review == .heldAsOutlier }) {
                judged.insert(logged.exercise)
            }
        }
        guard !judged.isEmpty else { return Verdicts() }
        let order = workouts.indices.sorted { (workouts[$0].start, workouts[$0].id) < (workouts[$1].start, workouts[$1].id) }
        let later = laterBests(of: judged, in: workouts, order: order)
        var rule = OutlierRule(history: [Workout](), unit: unit)
        var verdicts = Verdicts()
        for (place, index) in order.enumerated() {
            for (entry, logged) in workouts[index].exercises.enumerated() where judged.contains(logged.exercise) {
                for (number, set) in logged.sets.enumerated() {
                    let address = Address(workout: workouts[index].id, exercise: entry, set: number)
                    guard set.review == .heldAsOutlier || (set.review == nil && newSets.contains(address)) else {
                        rule.include(set, of: logged.exercise)
                        continue
                    }
                    var decided = set
                    decided.review = nil
                    if let outlier = rule.outlier(set, of: logged.exercise) {
                        let flagged = Flagged(address: address, exerciseID: logged.exercise, outlier: outlier)
                        if confirms(later[logged.exercise]?[place + 1] ?? nil, set: set, outlier: outlier) {
                            verdicts.confirmedByLaterSessions.append(flagged)
                        } else {
                            decided.review = .heldAsOutlier
                            verdicts.held.append(flagged)
                        }
                    }
                    workouts[index].exercises[entry].sets[number] = decided
                    rule.include(decided, of: logged.exercise)
                }
            }
        }
        return verdicts
    }

    /// What sessions of an exercise reached: the heaviest weight and the most reps in a set.
    private struct Best {
        var weightKg = 0.0
        var reps = 0
    }

    /// Each exercise's `Best` over the workouts from each place of `order` on (one more place, past the
    /// last, holds none): what a later session reached. Warm-ups, missed attempts and sets held for
    /// another reason do not count; sets held as spikes do, since a progression is a row of them.
    private static func laterBests(of exercises: Set<String>, in workouts: [Workout], order: [Int]) -> [String: [Best?]] {
        var bests = Dictionary(uniqueKeysWithValues: exercises.map { ($0, [Best?](repeating: nil, count: order.count + 1)) })
        for place in order.indices.reversed() {
            for exercise in exercises {
                var best = bests[exercise]?[place + 1] ?? nil
                for logged in workouts[order[place]].exercises where logged.exercise == exercise {
                    for set in logged.sets where set.kind != .warmup && set.reps != 0 && !heldForAnotherReason(set) {
                        best = Best(weightKg: max(best?.weightKg ?? 0, set.weightKg ?? 0), reps: max(best?.reps ?? 0, set.reps ?? 0))
                    }
                }
                bests[exercise]?[place] = best
            }
        }
        return bests
    }

    private static func heldForAnotherReason(_ set: WorkoutSet) -> Bool {
        set.review == .heldAsBodyWeight || set.review == .heldAsImpossible
    }

    /// Whether what a later session reached is 80 % of what made `set` an outlier.
    private static func confirms(_ later: Best?, set: WorkoutSet, outlier: Outlier) -> Bool {
        guard let later else { return false }
        switch outlier.field {
        case .weight: return later.weightKg >= confirmingShare * (set.weightKg ?? 0)
        case .reps: return Double(later.reps) >= confirmingShare * Double(set.reps ?? 0)
        }
    }
}
