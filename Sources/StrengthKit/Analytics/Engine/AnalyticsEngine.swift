import Foundation

/// The single pass behind `TrainingAnalytics.compute`: workouts oldest first, sets in order.
/// Exercises and record kinds are indexed densely so the per-set work hashes nothing.
///
/// It reads the workouts, the day and `inputs`, never the project: what a checkpoint's key covers
/// (`AnalyticsInputs`) is all it can see.
struct AnalyticsEngine: Sendable {
    let inputs: AnalyticsInputs
    /// The workouts, in any order (the pass sorts them oldest first).
    let history: [Workout]
    let today: LocalDay
    let weeks: TrainingWeeks
    let settings: OneRepMaxSettings
    let timeZone: TimeZone

    let exercises: [Exercise]
    let exerciseIndex: [String: Int]
    /// Per exercise: (category index, share) with 1 for the first category and 0.5 for the others.
    private let categoryShares: [[(category: Int, share: Double)]]
    /// Per exercise: the record kinds its type has.
    private let recordKinds: [[RecordKind]]

    init(inputs: AnalyticsInputs, history: [Workout], today: LocalDay) {
        self.inputs = inputs
        self.history = history
        self.today = today
        weeks = TrainingWeeks(firstWeekday: inputs.weekStart)
        settings = inputs.oneRepMax
        timeZone = TimeZone(identifier: inputs.timeZone) ?? .gmt
        exercises = inputs.exercises
        exerciseIndex = Dictionary(exercises.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let categoryIndex = Dictionary(inputs.categories.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        categoryShares = exercises.map { exercise in
            exercise.categories.enumerated().compactMap { position, id in
                categoryIndex[id].map { ($0, position == 0 ? 1.0 : 0.5) }
            }
        }
        recordKinds = exercises.map { RecordKind.kinds(for: $0.type) }
    }

    /// A session's best so far for one record kind: the set is found again by its position when it
    /// makes a record (copying it on every better set was much of the analysis).
    private struct Best {
        var value: Double
        /// `RecordKind.tieBreak` of its set.
        var tieBreak: Double?
        var position: RecordEvent.SetPosition
    }

    /// Running state of one exercise across the history.
    struct ExerciseState: Sendable {
        var workingSets = 0
        var totalVolume = 0.0
        /// Per record kind (`RecordKind.index`): where the current record is in the tally's
        /// timeline, or -1 before the first.
        var best = [Int](repeating: -1, count: RecordKind.count)
        /// The heaviest set for exactly 1...12 reps, and at index 13 for more than 12 (it counts for
        /// every row of "at least N reps"); the earliest set of that weight.
        var repMaxes = [RepMaxSet?](repeating: nil, count: RepMax.rows + 2)
        var sessions: [ExerciseSession] = []
        /// The workout (its position, oldest first) of each session: where its sets are.
        var sessionWorkouts: [Int] = []
    }

    struct RepMaxSet: Sendable {
        var weight: Double
        var reps: Int
        var day: LocalDay
        /// The workout's position, oldest first.
        var workout: Int
    }

    /// One exercise within one workout, gathered before it is compared with the records so far.
    /// Kept from workout to workout and reset, so the pass allocates no record array per session.
    private struct SessionState {
        var exercise: Int
        var workingSets = 0
        var volume = 0.0
        var hasVolume = false
        var reps = 0
        var bestSet = [Best?](repeating: nil, count: RecordKind.count)
        var topSet: Double?

        mutating func reset(exercise: Int) {
            self.exercise = exercise
            workingSets = 0
            volume = 0
            hasVolume = false
            reps = 0
            for index in bestSet.indices { bestSet[index] = nil }
            topSet = nil
        }
    }

    struct Bucket: Sendable {
        var workouts = 0
        var sets = 0
        var volume = 0.0

        /// Counts one workout.
        mutating func add(sets: Int, volume: Double) {
            workouts += 1
            self.sets += sets
            self.volume += volume
        }
    }

    private static func add(_ sets: Double, _ volume: Double, to week: inout (sets: Double, volume: Double)) {
        week.sets += sets
        week.volume += volume
    }

    /// What the pass adds up across the history, for the summaries made at the end; what a
    /// checkpoint keeps (`AnalyticsEngine+Checkpoint`).
    struct Tally: Sendable {
        var states: [ExerciseState]
        var weekly: [LocalDay: Bucket] = [:]
        var monthly: [Int: Bucket] = [:]
        /// Per category: its weighted working sets and volume by week.
        var muscle: [[LocalDay: (sets: Double, volume: Double)]]
        var perWorkout: [WorkoutAnalytics] = []
        /// Every record event, oldest first; a workout's are together, in `perWorkout` order.
        var timeline: [RecordEvent] = []
        var byDay: [LocalDay: Int] = [:]
        var byWeekday = Array(repeating: 0, count: 7)
        var byHour = Array(repeating: 0, count: 24)
        var lengths: [SessionLength] = []
        /// The weeks with a workout as the block rules read them, by their first day.
        var training: [LocalDay: WeekTraining] = [:]
        /// Each template a workout was started from, by its id: its number in `WeekTraining.program`.
        var templateNumbers: [String: Int] = [:]
        var totalSets = 0
        var totalVolume = 0.0

        init(exercises: Int, categories: Int, workouts: Int) {
            states = Array(repeating: ExerciseState(), count: exercises)
            muscle = Array(repeating: [:], count: categories)
            perWorkout.reserveCapacity(workouts)
        }
    }

    /// One pass, oldest workout first: gather each exercise's session, compare it with the records
    /// so far, count the workout; then summarise.
    func run() -> TrainingAnalytics {
        let workouts = history.sortedOldestFirst()
        var tally = Tally(exercises: exercises.count, categories: inputs.categories.count, workouts: workouts.count)
        count(workouts, from: 0, into: &tally)
        return summary(of: tally, workouts: workouts)
    }

    /// Counts `workouts[start...]` into `tally`, which holds the workouts before `start`; with
    /// `snapshot`, hands it the tally as it stands before the workout at that position.
    func count(_ workouts: [Workout], from start: Int, into tally: inout Tally,
               snapshot: (position: Int, take: (Tally) -> Void)? = nil) {
        var sessions: [SessionState] = []
        for workoutIndex in start..<workouts.count {
            if let snapshot, snapshot.position == workoutIndex { snapshot.take(tally) }
            let workout = workouts[workoutIndex]
            let local = workout.start.local(in: timeZone)
            let open = gatherSessions(of: workout, index: workoutIndex, on: local.day, into: &sessions, states: &tally.states)
            closeSessions(sessions[..<open], of: workout, index: workoutIndex, at: local, into: &tally)
        }
    }

    /// The workout's working sets folded into one session per exercise (an exercise logged twice
    /// is one session), and each exercise's heaviest weight for 1 to 12 reps. Returns how many of
    /// `sessions` (reused from the workout before) are this workout's.
    private func gatherSessions(of workout: Workout, index workoutIndex: Int, on day: LocalDay,
                                into sessions: inout [SessionState], states: inout [ExerciseState]) -> Int {
        let bodyWeight = inputs.bodyWeight.weightKg(on: day)
        var open = 0
        for (loggedIndex, logged) in workout.exercises.enumerated() {
            guard let exercise = exerciseIndex[logged.exercise] else { continue }
            let type = exercises[exercise].type
            var sessionIndex = sessions[..<open].firstIndex { $0.exercise == exercise } ?? -1
            if sessionIndex < 0 {
                if open < sessions.count {
                    sessions[open].reset(exercise: exercise)
                } else {
                    sessions.append(SessionState(exercise: exercise))
                }
                sessionIndex = open
                open += 1
            }
            for (setIndex, set) in logged.sets.enumerated() where set.counts {
                let volume = Volume.ofSet(set, type: type, bodyWeightKg: bodyWeight)
                let position = RecordEvent.SetPosition(exercise: loggedIndex, set: setIndex)
                considerSet(set, type: type, volume: volume, position: position, into: &sessions[sessionIndex])
                if type == .weightReps, let reps = set.reps, reps >= 1, let weight = set.weightKg, weight > 0 {
                    let slot = min(reps, RepMax.rows + 1)
                    if weight > states[exercise].repMaxes[slot]?.weight ?? -1 {
                        states[exercise].repMaxes[slot] = RepMaxSet(weight: weight, reps: reps, day: day, workout: workoutIndex)
                    }
                }
            }
        }
        return open
    }

    /// Closes the workout's sessions (records, muscle-group shares) and counts the workout in its
    /// week, month, day, weekday and hour.
    private func closeSessions(_ sessions: ArraySlice<SessionState>, of workout: Workout, index workoutIndex: Int,
                               at local: LocalDateTime, into tally: inout Tally) {
        let day = local.day
        let weekStart = weeks.weekStart(of: day)
        let firstRecord = tally.timeline.count
        var workoutVolume = 0.0
        var workoutSets = 0
        let template = workout.template.map { id in
            tally.templateNumbers[id] ?? {
                let number = WeekTraining.templateNumber(firstWorkout: workoutIndex, exerciseCount: exercises.count)
                tally.templateNumbers[id] = number
                return number
            }()
        }
        Self.count(sessions, template: template, types: exercises, into: &tally.training[weekStart, default: .empty(weekStart)])
        for session in sessions {
            workoutVolume += session.volume
            workoutSets += session.workingSets
            for (category, share) in categoryShares[session.exercise] {
                Self.add(Double(session.workingSets) * share, session.volume * share, to: &tally.muscle[category][weekStart, default: (0, 0)])
            }
            record(session, day: day, workoutIndex: workoutIndex, workout: workout,
                   into: &tally.states[session.exercise], timeline: &tally.timeline)
        }

        let workoutRecords = firstRecord == tally.timeline.count ? [] : Array(tally.timeline[firstRecord...])
        tally.perWorkout.append(WorkoutAnalytics(workoutID: workout.id, day: day, volumeKg: workoutVolume,
                                                 workingSets: workoutSets, records: workoutRecords))
        // One dictionary access per bucket (each `[key, default:]` statement is a lookup of its own).
        tally.weekly[weekStart, default: Bucket()].add(sets: workoutSets, volume: workoutVolume)
        tally.monthly[day.year * 12 + day.month - 1, default: Bucket()].add(sets: workoutSets, volume: workoutVolume)
        tally.byDay[day, default: 0] += 1
        tally.byWeekday[day.isoWeekday - 1] += 1
        tally.byHour[local.hour] += 1
        if let seconds = workout.durationSeconds {
            tally.lengths.append(SessionLength(day: day, workoutID: workout.id, seconds: seconds))
        }
        tally.totalSets += workoutSets
        tally.totalVolume += workoutVolume
    }

    /// Counts a workout's sessions, and the workout, in its week as the block rules read it.
    private static func count(_ sessions: ArraySlice<SessionState>, template: Int?, types exercises: [Exercise],
                              into week: inout WeekTraining) {
        var lifts = false
        for session in sessions {
            let type = exercises[session.exercise].type
            lifts = lifts || WeekTraining.isLifting(type)
            week.add(exercise: session.exercise, type: type, workingSets: session.workingSets, topSetKg: session.topSet,
                     fromTemplate: template != nil)
        }
        week.addWorkout(lifts: lifts, template: template)
    }

    /// The tally as the analytics the site and reports read: every week and month from the first
    /// workout to today (empty ones included), streaks, per-exercise results.
    func summary(of tally: Tally, workouts: [Workout]) -> TrainingAnalytics {
        let firstDay = tally.perWorkout.first?.day
        let lastDay = tally.perWorkout.last?.day
        let weekRange = firstDay.map { first in
            rangeOfWeeks(from: weeks.weekStart(of: first), through: weeks.weekStart(of: max(today, lastDay ?? first)))
        } ?? []
        let thisWeek = weeks.weekStart(of: today)
        let trainedWeeks = Set(tally.weekly.keys)

        var analytics = TrainingAnalytics(
            today: today, weeks: weeks, oneRepMax: settings,
            totalWorkouts: workouts.count, totalWorkingSets: tally.totalSets, totalVolumeKg: tally.totalVolume,
            workoutsThisWeek: tally.weekly[thisWeek]?.workouts ?? 0,
            workoutsThisMonth: tally.monthly[today.year * 12 + today.month - 1]?.workouts ?? 0,
            streakWeeks: Self.streak(trainedWeeks, currentWeek: thisWeek),
            longestStreakWeeks: Self.longestStreak(trainedWeeks),
            weekly: weekRange.map { week in
                let bucket = tally.weekly[week] ?? Bucket()
                return WeekSummary(weekStart: week, workouts: bucket.workouts, workingSets: bucket.sets, volumeKg: bucket.volume)
            },
            monthly: monthRange(from: firstDay, to: max(today, lastDay ?? today)).map { key in
                let bucket = tally.monthly[key] ?? Bucket()
                return MonthSummary(year: key / 12, month: key % 12 + 1, workouts: bucket.workouts, workingSets: bucket.sets,
                                    volumeKg: bucket.volume)
            },
            exercises: exerciseResults(tally, workouts: workouts),
            muscleGroups: inputs.categories.enumerated().map { index, category in
                let entries = weekRange.map { week in
                    MuscleGroupWeek(weekStart: week, sets: tally.muscle[index][week]?.sets ?? 0,
                                    volumeKg: tally.muscle[index][week]?.volume ?? 0)
                }
                return MuscleGroupAnalytics(category: category, weeks: entries, totalSets: entries.reduce(0) { $0 + $1.sets })
            },
            recordTimeline: tally.timeline,
            calendar: TrainingCalendar(workoutsByDay: tally.byDay.sorted { $0.key < $1.key }.map { ($0.key, $0.value) },
                                       workoutsByWeekday: tally.byWeekday, workoutsByHour: tally.byHour,
                                       sessionLengths: tally.lengths),
            workouts: tally.perWorkout,
            trainedWeeks: tally.training.values.sorted { $0.start < $1.start })
        analytics.workoutIndex = Dictionary(tally.perWorkout.enumerated().map { ($1.workoutID, $0) },
                                            uniquingKeysWith: { first, _ in first })
        return analytics
    }

    /// Folds one working set into its session's totals and bests (the first set wins ties within a session).
    private func considerSet(_ set: WorkoutSet, type: ExerciseType, volume: Double?, position: RecordEvent.SetPosition,
                             into session: inout SessionState) {
        session.workingSets += 1
        if let volume {
            session.volume += volume
            session.hasVolume = true
        }
        func offer(_ kind: RecordKind, _ value: Double?) {
            guard let value else { return }
            let tieBreak = kind.tieBreak(of: set)
            if let best = session.bestSet[kind.index], !kind.beats(value, tieBreak, best.value, best.tieBreak) { return }
            session.bestSet[kind.index] = Best(value: value, tieBreak: tieBreak, position: position)
        }
        let reps = set.reps ?? 0
        switch type {
        case .weightReps:
            guard reps > 0, let weight = set.weightKg else { return }
            session.reps += reps
            offer(.heaviestWeight, weight)
            offer(.bestE1rm, OneRepMax.estimate(weightKg: weight, reps: reps, settings: settings))
            offer(.bestSetVolume, volume)
            offer(.mostReps, Double(reps))
            session.topSet = max(session.topSet ?? 0, weight)
        case .bodyweightReps:
            guard reps > 0 else { return }
            session.reps += reps
            offer(.mostReps, Double(reps))
            if let load = set.weightKg, load > 0 { offer(.heaviestAddedLoad, load) }
            offer(.bestSetVolume, volume)
            if let load = set.weightKg { session.topSet = max(session.topSet ?? load, load) }
        case .repsOnly:
            guard reps > 0 else { return }
            session.reps += reps
            offer(.mostReps, Double(reps))
        case .duration:
            if let seconds = set.durationSeconds, seconds > 0 { offer(.longestDuration, Double(seconds)) }
        case .weightDuration:
            guard let seconds = set.durationSeconds, seconds > 0 else { return }
            offer(.longestDuration, Double(seconds))
            if let weight = set.weightKg, weight > 0 {
                offer(.heaviestWeight, weight)
                session.topSet = max(session.topSet ?? 0, weight)
            }
        case .distanceDuration:
            let meters = set.distanceMeters ?? 0
            let seconds = set.durationSeconds ?? 0
            if meters > 0 { offer(.longestDistance, meters) }
            if seconds > 0 { offer(.longestDuration, Double(seconds)) }
            if seconds > 0, let pace = Pace.secondsPerKilometer(seconds: seconds, meters: meters) { offer(.bestPace, pace) }
        }
    }

    /// Closes one exercise's session: adds it to the exercise's totals and trend, and records every
    /// best of the session that beats the exercise's record so far.
    private func record(_ session: SessionState, day: LocalDay, workoutIndex: Int, workout: Workout,
                        into state: inout ExerciseState, timeline: inout [RecordEvent]) {
        let exercise = exercises[session.exercise]
        let workoutID = workout.id
        let eventsBefore = timeline.count
        state.workingSets += session.workingSets
        state.totalVolume += session.volume
        for kind in recordKinds[session.exercise] {
            let best = kind.isSessionRecord ? nil : session.bestSet[kind.index]
            let value: Double?
            switch kind {
            case .bestSessionVolume: value = session.volume > 0 ? session.volume : nil
            case .mostRepsInSession: value = session.reps > 0 ? Double(session.reps) : nil
            default: value = best?.value
            }
            let current = state.best[kind.index]
            let previous = current < 0 ? nil : timeline[current]
            guard let value else { continue }
            if let previous, !kind.beats(value, best?.tieBreak, previous.value, previous.set.flatMap(kind.tieBreak(of:))) { continue }
            state.best[kind.index] = timeline.count
            timeline.append(RecordEvent(day: day, exerciseID: exercise.id, kind: kind, value: value, workoutID: workoutID,
                                        setPosition: best?.position,
                                        set: best.map { workout.exercises[$0.position.exercise].sets[$0.position.set] },
                                        previousValue: previous?.value, previousSet: previous?.set))
        }
        state.sessions.append(ExerciseSession(
            day: day, workoutID: workoutID, workoutName: workout.name, records: timeline[eventsBefore...].count(where: \.isNews),
            workingSets: session.workingSets,
            bestE1rmKg: session.bestSet[RecordKind.bestE1rm.index]?.value, topSetKg: session.topSet,
            volumeKg: session.hasVolume ? session.volume : nil,
            totalReps: exercise.type == .bodyweightReps || exercise.type == .repsOnly ? session.reps : nil,
            mostRepsInSet: exercise.type == .bodyweightReps || exercise.type == .repsOnly
                ? session.bestSet[RecordKind.mostReps.index].map { Int($0.value) } : nil,
            longestDurationSeconds: session.bestSet[RecordKind.longestDuration.index].map { Int($0.value) },
            longestDistanceMeters: session.bestSet[RecordKind.longestDistance.index]?.value,
            bestPaceSecondsPerKm: session.bestSet[RecordKind.bestPace.index]?.value))
        state.sessionWorkouts.append(workoutIndex)
    }

    private func exerciseResults(_ tally: Tally, workouts: [Workout]) -> [ExerciseAnalytics] {
        exercises.indices.compactMap { index -> ExerciseAnalytics? in
            let state = tally.states[index]
            guard !state.sessions.isEmpty else { return nil }
            let exercise = exercises[index]
            var records: [RecordKind: RecordEvent] = [:]
            for kind in RecordKind.allCases where state.best[kind.index] >= 0 {
                records[kind] = tally.timeline[state.best[kind.index]]
            }
            var repMaxes: [RepMax] = []
            if exercise.type == .weightReps {
                let best = records[.bestE1rm]?.value
                // Row N is the best of every set of N reps or more: from the top row down, each row
                // takes its own set or the row below's, whichever is heavier (the earlier on a tie),
                // so the weight never rises as N does.
                var atLeast = state.repMaxes[RepMax.rows + 1]
                for reps in stride(from: RepMax.rows, through: 1, by: -1) {
                    if let exact = state.repMaxes[reps],
                       exact.weight > atLeast?.weight ?? -1 || (exact.weight == atLeast?.weight && exact.day < atLeast!.day) {
                        atLeast = exact
                    }
                    repMaxes.append(RepMax(reps: reps, actualKg: atLeast?.weight, actualReps: atLeast?.reps, day: atLeast?.day,
                                           workoutID: atLeast.map { workouts[$0.workout].id },
                                           estimatedKg: best.map { OneRepMax.weight(forReps: reps, oneRepMaxKg: $0, formula: settings.formula) }))
                }
                repMaxes.reverse()
            }
            return ExerciseAnalytics(
                exercise: exercise, sessionCount: state.sessions.count, workingSets: state.workingSets,
                totalVolumeKg: state.totalVolume, lastPerformed: state.sessions.last?.day,
                records: records, repMaxes: repMaxes, sessions: state.sessions,
                recentSets: recentSets(of: index, in: state.sessionWorkouts, workouts: workouts, days: tally.perWorkout))
        }.sorted { ($0.exercise.name.lowercased(), $0.exercise.id) < ($1.exercise.name.lowercased(), $1.exercise.id) }
    }

    static let recentSetLimit = 20

    /// The last `recentSetLimit` sets, newest first, warm-ups included and held sets not (they are
    /// counted nowhere, and shown on their workout's page), read back from the workouts of its
    /// sessions (each logged entry of the exercise in each).
    private func recentSets(of exercise: Int, in sessionWorkouts: [Int], workouts: [Workout],
                            days: [WorkoutAnalytics]) -> [RecentSet] {
        var recent: [RecentSet] = []
        for workoutIndex in sessionWorkouts.reversed() {
            let workout = workouts[workoutIndex]
            for logged in workout.exercises.reversed() where exerciseIndex[logged.exercise] == exercise {
                for set in logged.sets.reversed() where !set.isHeld {
                    recent.append(RecentSet(day: days[workoutIndex].day, workoutID: workout.id, set: set))
                    if recent.count == Self.recentSetLimit { return recent }
                }
            }
        }
        return recent
    }

    private func rangeOfWeeks(from first: LocalDay, through last: LocalDay) -> [LocalDay] {
        guard first <= last else { return [] }
        return stride(from: first.daysSinceEpoch, through: last.daysSinceEpoch, by: 7).map(LocalDay.init(daysSinceEpoch:))
    }

    private func monthRange(from first: LocalDay?, to last: LocalDay) -> [Int] {
        guard let first else { return [] }
        let start = first.year * 12 + first.month - 1
        let end = last.year * 12 + last.month - 1
        return start <= end ? Array(start...end) : []
    }

    /// Consecutive trained weeks ending at the current week, or at the one before when the current
    /// week has no workout yet.
    static func streak(_ trained: Set<LocalDay>, currentWeek: LocalDay) -> Int {
        var week = trained.contains(currentWeek) ? currentWeek : currentWeek.adding(days: -7)
        var count = 0
        while trained.contains(week) {
            count += 1
            week = week.adding(days: -7)
        }
        return count
    }

    static func longestStreak(_ trained: Set<LocalDay>) -> Int {
        var longest = 0
        for week in trained where !trained.contains(week.adding(days: -7)) {
            var length = 1
            while trained.contains(week.adding(days: 7 * length)) { length += 1 }
            longest = max(longest, length)
        }
        return longest
    }
}
