import DemoHistory
import Foundation
import Testing
@testable import StrengthKit

/// The analysis resumed from the last build's checkpoint is the full analysis, bit for bit; a
/// checkpoint is used only when everything it was made from is unchanged.
@Suite struct AnalyticsCheckpointTests {
    static let today = LocalDay(year: 2030, month: 1, day: 1)!
    static let salt = "test build"

    /// 200 demo workouts: the checkpoint covers the oldest 168 (all but `checkpointTail`).
    static func history() throws -> ProjectData {
        try DemoHistoryGenerator(workoutCount: 200).generate()
    }

    /// What a build passes in: each workout's digest (here of its binary form, which changes
    /// whenever the workout does) and the checkpoint.
    static func resume(_ data: ProjectData, checkpoint: [UInt8]?, salt: String = salt) -> AnalyticsResume {
        var digests: [String: UInt64] = [:]
        for workout in data.workouts {
            var bytes: [UInt8] = []
            WorkoutImageCoder.append(workout, to: &bytes)
            digests[workout.id] = StableHasher.value(of: bytes)
        }
        return AnalyticsResume(salt: salt, workoutDigests: digests, checkpoint: checkpoint)
    }

    /// The checkpoint a first build of `data` saves.
    static func checkpoint(of data: ProjectData) throws -> [UInt8] {
        let first = TrainingAnalytics.compute(data, today: today, resuming: resume(data, checkpoint: nil))
        #expect(first.resumedAfter == 0)
        let make = try #require(first.nextCheckpoint)
        return make()
    }

    /// The fields where two analyses differ (comparing whole analyses prints pages on a failure).
    static func differences(_ first: TrainingAnalytics, _ second: TrainingAnalytics) -> [String] {
        var fields: [String] = []
        func check<Value: Equatable>(_ name: String, _ path: KeyPath<TrainingAnalytics, Value>) {
            if first[keyPath: path] != second[keyPath: path] { fields.append(name) }
        }
        check("totals", \.totalWorkouts)
        check("sets", \.totalWorkingSets)
        check("volume", \.totalVolumeKg)
        check("this week", \.workoutsThisWeek)
        check("this month", \.workoutsThisMonth)
        check("streaks", \.streakWeeks)
        check("longest streak", \.longestStreakWeeks)
        check("weekly", \.weekly)
        check("monthly", \.monthly)
        check("exercises", \.exercises)
        check("muscle groups", \.muscleGroups)
        check("timeline", \.recordTimeline)
        check("calendar", \.calendar)
        check("workouts", \.workouts)
        check("workout index", \.workoutIndex)
        check("trained weeks", \.trainedWeeks)
        if fields.isEmpty, first != second { fields.append("another field") }
        return fields
    }

    static func sortedWorkouts(_ data: ProjectData) -> [Workout] {
        data.workouts.sorted(by: Workout.oldestFirst)
    }

    @Test func theSameHistoryResumesAfterAllButTheNewestAndKeepsItsCheckpoint() throws {
        let data = try Self.history()
        let checkpoint = try Self.checkpoint(of: data)
        let again = TrainingAnalytics.compute(data, today: Self.today, resuming: Self.resume(data, checkpoint: checkpoint))
        #expect(again.resumedAfter == 200 - AnalyticsEngine.checkpointTail)
        #expect(again.nextCheckpoint == nil)
        #expect(Self.differences(again.analytics, TrainingAnalytics.compute(data, today: Self.today)).isEmpty)
    }

    /// Each change, and whether the checkpoint of the history before it still fits.
    enum Change: String, CaseIterable, Sendable {
        // A change of the inputs besides the workouts is `aChangeToAnyFieldOfTheInputsRedoesTheAnalysis`'s.
        case newWorkout, editAfterCheckpoint, deletionAfterCheckpoint, editBeforeCheckpoint, deletionBeforeCheckpoint,
             backDatedWorkout, libraryOrder, manyNewWorkouts

        var resumes: Bool {
            switch self {
            case .newWorkout, .editAfterCheckpoint, .deletionAfterCheckpoint, .manyNewWorkouts: true
            default: false
            }
        }

        /// A copy of the newest workout, `days` later.
        static func later(_ data: ProjectData, days: Int) -> Workout {
            let newest = sortedWorkouts(data).last!
            var workout = newest
            workout.id += "-\(days)"
            workout.start = Timestamp(secondsSinceEpoch: newest.start.secondsSinceEpoch + Int64(days) * 86_400,
                                      utcOffsetSeconds: newest.start.utcOffsetSeconds)
            workout.end = nil
            return workout
        }

        func apply(to data: inout ProjectData) {
            let sorted = sortedWorkouts(data)
            func edit(_ position: Int, _ change: (inout Workout) -> Void) {
                let index = data.workouts.firstIndex { $0.id == sorted[position].id }!
                change(&data.workouts[index])
            }
            switch self {
            case .newWorkout: data.workouts.append(Self.later(data, days: 1))
            case .editAfterCheckpoint: edit(190) { $0.exercises[0].sets[0].reps = 30 }
            case .deletionAfterCheckpoint: data.workouts.removeAll { $0.id == sorted[185].id }
            case .editBeforeCheckpoint: edit(100) { $0.exercises[0].sets[0].weightKg = 500 }
            case .deletionBeforeCheckpoint: data.workouts.removeAll { $0.id == sorted[3].id }
            case .backDatedWorkout:
                var workout = sorted[50]
                workout.id += "-copy"
                data.workouts.append(workout)
            case .libraryOrder: data.library.exercises.reverse()
            case .manyNewWorkouts:
                for days in 1...80 { data.workouts.append(Self.later(data, days: days)) }
            }
        }
    }

    @Test(arguments: Change.allCases)
    func aChangeResumesOnlyWhenTheWorkoutsBeforeTheCheckpointAndTheConfigurationAreTheSame(change: Change) throws {
        var data = try Self.history()
        let checkpoint = try Self.checkpoint(of: data)
        change.apply(to: &data)
        let resumed = TrainingAnalytics.compute(data, today: Self.today, resuming: Self.resume(data, checkpoint: checkpoint))
        #expect(resumed.resumedAfter == (change.resumes ? 200 - AnalyticsEngine.checkpointTail : 0))
        #expect(Self.differences(resumed.analytics, TrainingAnalytics.compute(data, today: Self.today)).isEmpty)
        // A resume far from the end (or none) leaves a new checkpoint; that one resumes too.
        guard let next = resumed.nextCheckpoint?() else { return }
        let again = TrainingAnalytics.compute(data, today: Self.today, resuming: Self.resume(data, checkpoint: next))
        #expect(again.resumedAfter == data.workouts.count - AnalyticsEngine.checkpointTail)
        #expect(Self.differences(again.analytics, resumed.analytics).isEmpty)
    }

    /// One change per field of the analysis's inputs (`AnalyticsInputs`), each of that field alone,
    /// in a project as the lifter edits it: a field whose change still resumes is one the key leaves
    /// out. Which fields there are is walked, not listed: the inputs' fields at every depth
    /// (`FullyPopulated.leafPaths`) must each be changed by one of these, so a field added to the
    /// inputs fails here until a change below reaches it, and then only if the key leaves it out.
    static let inputChanges: [(name: String, apply: @Sendable (inout ProjectData) -> Void)] = [
        ("time zone", { $0.settings.timeZone = "America/Los_Angeles" }),
        ("week start", { $0.settings.weekStart = $0.settings.weekStart == .sunday ? .monday : .sunday }),
        ("1RM formula", { $0.settings.oneRepMax.formula = $0.settings.oneRepMax.formula == .epley ? .brzycki : .epley }),
        ("1RM rep cap", { $0.settings.oneRepMax.repCap += 1 }),
        ("a category's id", { $0.library.categories[0].id += "-2" }),
        ("a category's name", { $0.library.categories[0].name += " 2" }),
        ("an exercise's id", { $0.library.exercises[0].id += "-2" }),
        ("an exercise's name", { $0.library.exercises[0].name += " 2" }),
        ("an exercise's type", { $0.library.exercises[0].type = $0.library.exercises[0].type == .repsOnly ? .weightReps : .repsOnly }),
        ("an exercise's categories", { data in
            data.library.exercises[0].categories = [data.library.categories.last!.id]
        }),
        ("an exercise's notes", { $0.library.exercises[0].notes = ($0.library.exercises[0].notes ?? "") + " Brace." }),
        ("an exercise's favourite", { $0.library.exercises[0].favorite.toggle() }),
        ("an exercise's archived", { $0.library.exercises[0].archived.toggle() }),
        ("an exercise's aliases", { $0.library.exercises[0].aliases.append("Another name") }),
        ("a body-weight entry's year", { data in
            let date = data.bodyWeight.entries[0].date
            data.bodyWeight.entries[0].date = LocalDay(year: date.year - 1, month: date.month, day: date.day)!
        }),
        ("a body-weight entry's month", { data in
            let date = data.bodyWeight.entries[0].date
            data.bodyWeight.entries[0].date = LocalDay(year: date.year, month: date.month % 12 + 1, day: min(date.day, 28))!
        }),
        ("a body-weight entry's day", { data in
            let date = data.bodyWeight.entries[0].date
            data.bodyWeight.entries[0].date = LocalDay(year: date.year, month: date.month, day: date.day % 28 + 1)!
        }),
        ("a body-weight entry's weight", { $0.bodyWeight.entries[0].weightKg += 1 }),
    ]

    /// The fields a change touches, as `FullyPopulated.leafPaths` names them (`exercises[].name`).
    static func changedFields(_ before: AnalyticsInputs, _ after: AnalyticsInputs) -> Set<String> {
        Set(FullyPopulated.differences(between: before, and: after, limit: .max).map { difference in
            String(difference.prefix { $0 != ":" }).replacing(/\[\d+\]/, with: "[]")
        })
    }

    @Test func aChangeToAnyFieldOfTheInputsRedoesTheAnalysis() throws {
        let data = try Self.history()
        let checkpoint = try Self.checkpoint(of: data)
        let inputs = AnalyticsInputs(data)
        var unchanged = FullyPopulated.leafPaths(in: inputs)
        for change in Self.inputChanges {
            var changed = data
            change.apply(&changed)
            let fields = Self.changedFields(inputs, AnalyticsInputs(changed))
            #expect(fields.count == 1, "\(change.name) changes one field, not \(fields.sorted())")
            unchanged = unchanged.filter { path in !fields.contains { path == $0 || path.hasPrefix($0 + "[]") } }
            let resumed = TrainingAnalytics.compute(changed, today: Self.today, resuming: Self.resume(changed, checkpoint: checkpoint))
            #expect(resumed.resumedAfter == 0, "\(change.name) (\(fields.sorted())) resumed from a checkpoint made before it")
            #expect(Self.differences(resumed.analytics, TrainingAnalytics.compute(changed, today: Self.today)).isEmpty)
        }
        #expect(unchanged.isEmpty, "fields of AnalyticsInputs no change reaches: \(unchanged.sorted())")
        #expect(TrainingAnalytics.compute(data, today: Self.today, resuming: Self.resume(data, checkpoint: checkpoint)).resumedAfter > 0)
    }

    @Test func anotherProgramsCheckpointIsNotUsed() throws {
        let data = try Self.history()
        let checkpoint = try Self.checkpoint(of: data)
        let other = TrainingAnalytics.compute(data, today: Self.today, resuming: Self.resume(data, checkpoint: checkpoint, salt: "other"))
        #expect(other.resumedAfter == 0)
    }

    @Test func aWorkoutWithoutADigestEndsWhatACheckpointCanCover() throws {
        let data = try Self.history()
        var resume = Self.resume(data, checkpoint: nil)
        resume.workoutDigests[Self.sortedWorkouts(data)[10].id] = nil
        let outcome = TrainingAnalytics.compute(data, today: Self.today, resuming: resume)
        #expect(outcome.nextCheckpoint == nil)
        #expect(Self.differences(outcome.analytics, TrainingAnalytics.compute(data, today: Self.today)).isEmpty)
    }

    /// Any byte changed, or any cut, and the checkpoint is not used: the analysis is still the full one.
    @Test func aDamagedOrCutCheckpointIsNotUsed() throws {
        let data = try Self.history()
        let checkpoint = try Self.checkpoint(of: data)
        let full = TrainingAnalytics.compute(data, today: Self.today)
        var random = SplitMix64(seed: 15)
        var damaged: [[UInt8]] = [[], Array(checkpoint.dropLast()), Array(checkpoint.prefix(checkpoint.count / 2)), checkpoint + [0]]
        for _ in 0..<20 {
            var bytes = checkpoint
            bytes[random.below(bytes.count)] ^= UInt8(1 << random.below(8))
            damaged.append(bytes)
        }
        for bytes in damaged {
            let outcome = TrainingAnalytics.compute(data, today: Self.today, resuming: Self.resume(data, checkpoint: bytes))
            #expect(outcome.resumedAfter == 0)
            #expect(Self.differences(outcome.analytics, full).isEmpty)
        }
    }

    /// Several sizes, with every exercise type the demo logs: the checkpoint made at the position a
    /// build would pick restores the tally the pass had there.
    @Test(arguments: [33, 70, 97, 300])
    func aCheckpointRestoresTheTallyOfItsPosition(count: Int) throws {
        let data = try DemoHistoryGenerator(workoutCount: count, highVolume: count == 300).generate()
        let checkpoint = try Self.checkpoint(of: data)
        let resumed = TrainingAnalytics.compute(data, today: Self.today, resuming: Self.resume(data, checkpoint: checkpoint))
        #expect(resumed.resumedAfter == count - AnalyticsEngine.checkpointTail)
        #expect(Self.differences(resumed.analytics, TrainingAnalytics.compute(data, today: Self.today)).isEmpty)
    }

    /// The checkpoint held to the tally it saves: a tally that sets every field (`FullyPopulated`),
    /// written and read back, is the same tally. A field added to the tally or to a type in it
    /// fails here: first as unset, until the pass fills it; then as lost, until the checkpoint
    /// carries it.
    @Test func aTallyThatSetsEveryFieldComesBackTheSame() throws {
        let data = try Self.historySettingEveryField()
        let engine = TrainingAnalytics.engine(data, today: Self.today)
        let workouts = data.workouts.sortedOldestFirst()
        var tally = AnalyticsEngine.Tally(exercises: engine.exercises.count, categories: data.library.categories.count,
                                          workouts: workouts.count)
        engine.count(workouts, from: 0, into: &tally)
        // A record's set, and the set of the record it beat, is a working set, never a warm-up and never held, and in
        // a kg project typed in lb if in another unit at all; the sets come from the workouts, not the checkpoint.
        let exempt = ["kind", "review", "typedUnit"].flatMap { field in
            ["timeline[]", "perWorkout[].records[]"].flatMap { events in ["\(events).set.\(field)", "\(events).previousSet.\(field)"] }
        }
        #expect(FullyPopulated.gaps(in: tally, everyCaseExceptAt: Set(exempt)) == [])

        let key: UInt64 = 0x5EED_C0DE
        let bytes = engine.checkpoint(of: tally, position: workouts.count, key: key, workouts: workouts)
        let restored = try #require(engine.restore(bytes, workouts: workouts, keys: Array(repeating: key, count: workouts.count + 1)))
        #expect(restored.position == workouts.count)
        #expect(FullyPopulated.differences(between: restored.tally, and: tally) == [])
    }

    /// The demo history, and a record set with its rest recorded, confirmed and typed in lb, which the demo
    /// lifter never logs, then a heavier one a day later, which beats it (the record's `previousSet`).
    static func historySettingEveryField() throws -> ProjectData {
        var data = try DemoHistoryGenerator(workoutCount: 200).generate()
        let newest = try #require(data.workouts.max(by: Workout.oldestFirst))
        let lift = try #require(data.library.exercises.first { $0.type == .weightReps })
        func day(after days: Int) -> Timestamp {
            Timestamp(secondsSinceEpoch: newest.start.secondsSinceEpoch + Int64(days) * 86_400, utcOffsetSeconds: newest.start.utcOffsetSeconds)
        }
        data.workouts.append(Workout(
            id: "rest-recorded", name: "Rest recorded", start: day(after: 1),
            exercises: [LoggedExercise(exercise: lift.id, sets: [WorkoutSet(weightKg: 400, reps: 1, restSeconds: 300, review: .confirmed,
                                                                            typedUnit: .lb)])]))
        data.workouts.append(Workout(id: "beaten", name: "Beaten", start: day(after: 2),
                                     exercises: [LoggedExercise(exercise: lift.id, sets: [WorkoutSet(weightKg: 410, reps: 1)])]))
        return data
    }
}
