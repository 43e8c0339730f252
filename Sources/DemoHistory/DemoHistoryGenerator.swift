import Foundation
import StrengthKit

/// Makes a realistic, fully deterministic training history: an upper/lower split with progressive
/// overload, deloads, runs, notes and body weight, for the repo's demo site and for benchmarks.
///
/// `generate()` reads no clock, no system random source and no current locale or time zone: the same
/// parameters give the same `ProjectData` on every run and every machine.
public struct DemoHistoryGenerator: Sendable {
    /// Monday 2026-04-06, the demo's first day. (`LocalDay`'s only non-failable initializer takes a day count.)
    public static let demoFirstDay = LocalDay(daysSinceEpoch: 20_549)
    /// Friday 2026-11-20, the demo's last day.
    public static let demoLastDay = LocalDay(daysSinceEpoch: 20_777)
    /// The seed of the committed demo.
    public static let demoSeed: UInt64 = 20_260_406
    /// The demo lifter's time zone.
    public static let demoTimeZone = "Europe/Berlin"

    /// One calendar week in this many is a holiday with runs but no gym.
    static let weeksPerHolidayCycle = 26
    /// Which week of each cycle is the holiday (late August in the demo).
    static let holidayWeekInCycle = 20

    /// Seeds every random choice.
    public let seed: UInt64
    /// The first day that may have a workout; weeks are counted from the Monday of its week.
    public let firstDay: LocalDay
    /// The last day that may have a workout, unless `workoutCount` is given.
    public let lastDay: LocalDay
    /// When given, exactly this many workouts, continuing the same pattern for as many weeks as needed
    /// (and ignoring `lastDay`).
    public let workoutCount: Int?
    /// IANA identifier of the lifter's time zone, stored in the settings and used for every start time.
    public let timeZoneIdentifier: String
    /// Adds an accessory with a warm-up to every lifting session (about 24 sets per workout on
    /// average), the density benchmarks ask for. Off for the demo.
    public let highVolume: Bool
    private let timeZone: TimeZone

    /// A generator for the repo's demo, or, with other arguments, a longer or shorter history.
    /// - Throws: `DemoHistoryError` for an unknown time zone or a negative workout count.
    public init(seed: UInt64 = demoSeed, firstDay: LocalDay = demoFirstDay, lastDay: LocalDay = demoLastDay,
                workoutCount: Int? = nil, timeZoneIdentifier: String = demoTimeZone, highVolume: Bool = false) throws {
        guard let timeZone = TimeZone(identifier: timeZoneIdentifier) else {
            throw DemoHistoryError.unknownTimeZone(timeZoneIdentifier)
        }
        if let workoutCount, workoutCount < 0 { throw DemoHistoryError.negativeWorkoutCount(workoutCount) }
        self.seed = seed
        self.firstDay = firstDay
        self.lastDay = lastDay
        self.workoutCount = workoutCount
        self.timeZoneIdentifier = timeZoneIdentifier
        self.timeZone = timeZone
        self.highVolume = highVolume
    }

    /// The whole history: settings, library, programs, body weight and workouts, oldest first.
    public func generate() -> ProjectData {
        // Schedule and sets draw from separate streams, so a change to how sets are written leaves
        // the calendar (days, times, skipped sessions) as it was.
        var schedule = SplitMix64(seed: seed)
        var builder = SessionBuilder(seed: seed ^ 0xD1B5_4A32_D192_ED03, highVolume: highVolume)
        var workouts: [Workout] = []
        var takenIDs = Set<String>()
        var bodyWeight: [BodyWeightEntry] = []
        var trainingWeeks = 0
        var hasLifted = false
        /// The Monday each block of the plan starts on: the week after a deload.
        var blockStarts: [LocalDay] = []
        let firstMonday = firstDay.adding(days: 1 - firstDay.isoWeekday)

        for calendarWeek in 0... {
            let monday = firstMonday.adding(days: 7 * calendarWeek)
            if let workoutCount {
                if workouts.count >= workoutCount { break }
            } else if monday > lastDay {
                break
            }
            let isHoliday = calendarWeek % Self.weeksPerHolidayCycle == Self.holidayWeekInCycle
            let week = TrainingWeek(index: trainingWeeks)
            if !isHoliday { trainingWeeks += 1 }
            if !isHoliday, week.weekInBlock == 0, isWithinRange(monday) { blockStarts.append(monday) }

            if let entry = bodyWeightEntry(on: monday, calendarWeek: calendarWeek, isHoliday: isHoliday, &schedule),
               isWithinRange(entry.date) {
                bodyWeight.append(entry)
            }
            for session in sessions(isHoliday: isHoliday, week: week, &schedule) {
                let day = monday.adding(days: session.kind.isoWeekday - 1 + session.dayShift)
                guard isWithinRange(day), workoutCount.map({ workouts.count < $0 }) ?? true else { continue }
                let isFirstLift = !session.kind.isRun && !hasLifted
                let exercises = builder.exercises(for: session.kind, in: week)
                guard let workout = workout(session.kind, on: day, week: week, isHoliday: isHoliday, isFirstLift: isFirstLift,
                                            exercises: exercises, takenIDs: takenIDs, &schedule) else { continue }
                takenIDs.insert(workout.id)
                workouts.append(workout)
                hasLifted = hasLifted || !session.kind.isRun
            }
        }

        // Body weight published and DOTS on: the demo shows the body-weight chart and relative strength.
        let settings = Settings(units: .kg, weekStart: .monday, timeZone: timeZoneIdentifier,
                                site: SiteSettings(title: "Demo training log", author: "Alex Example"),
                                privacy: PrivacySettings(publishBodyWeight: true), dots: .men)
        var data = ProjectData(settings: settings, library: DemoLibrary.make(), programs: DemoProgram.make(),
                               bodyWeight: BodyWeightLog(entries: bodyWeight), workouts: workouts)
        addGoals(to: &data, firstMonday: firstMonday)
        addPosts(to: &data, blockStarts: blockStarts)
        return data
    }

    // MARK: - Journal

    /// Two journal posts: a review of the last whole block, written on the Monday the next one starts,
    /// with a comparison, a trend, the block's records and the lifts' progress; and a short note on
    /// the heavy week's first workout, with its card. None without two whole blocks behind the last.
    private func addPosts(to data: inout ProjectData, blockStarts: [LocalDay]) {
        guard blockStarts.count >= 3 else { return }
        let (before, reviewed, review) = (blockStarts[blockStarts.count - 3], blockStarts[blockStarts.count - 2], blockStarts[blockStarts.count - 1])
        let heavyWeek = reviewed.adding(days: 7 * (TrainingWeek.blockLength - 2))
        let topSingle = data.workouts.map(\.start.local.day).filter { $0 >= heavyWeek && $0 < review }.min()
        var posts = [
            """
            ---
            title: Block review
            ---
            Six weeks done, the last of them a deload. The squat kept climbing; the tables set this block beside \
            the one before it.

            {{compare block:\(before) block:\(reviewed)}}

            {{trend "Squat" e1rm 12w}}

            ## Records of the block

            {{records block:\(reviewed)}}

            ## Where the lifts stand

            {{progress}}

            Next block: the same split, small jumps on the squat and the bench press.

            """,
        ].map { (name: "\(review)-block-review", text: $0) }
        if let topSingle {
            posts.append((name: "\(topSingle)-heavy-week", text: """
                ---
                title: Heavy week
                ---
                The heaviest week of the block: the top sets are where the block's work shows. Sleep was short, \
                the bar moved well anyway.

                {{workout \(topSingle)}}

                """))
        }
        data.posts = posts.compactMap { try? JournalPost(name: $0.name, text: $0.text) }.sorted(by: JournalPost.oldestFirst)
    }

    // MARK: - Goals

    /// Weeks after the first Monday that the lifter sets goals (Monday 3 August in the demo).
    static let goalWeek = 17

    /// Two goals set on the Monday of `goalWeek`, each from its value that day as `goal add` sets it: a
    /// 150 kg squat e1RM within 30 weeks, which the demo's trend reaches in time, and a 110 kg bench
    /// press e1RM, which it achieves in October. None when no workout follows that Monday.
    private func addGoals(to data: inout ProjectData, firstMonday: LocalDay) {
        let day = firstMonday.adding(days: 7 * Self.goalWeek)
        guard data.workouts.contains(where: { $0.start.local.day > day }) else { return }
        // Two different goals in a history with none yet: no duplicate to refuse.
        _ = try? GoalEditor.add(.e1rm(exercise: DemoExerciseID.squat, kg: 150), deadline: day.adding(days: 7 * 30), today: day, in: &data)
        _ = try? GoalEditor.add(.e1rm(exercise: DemoExerciseID.benchPress, kg: 110), deadline: nil, today: day, in: &data)
    }

    // MARK: - Calendar

    private func isWithinRange(_ day: LocalDay) -> Bool {
        day >= firstDay && (workoutCount != nil || day <= lastDay)
    }

    /// The week's sessions in date order: the four split days (one sometimes skipped) and maybe a
    /// Saturday run; in a holiday week, two runs and no gym.
    private func sessions(isHoliday: Bool, week: TrainingWeek, _ random: inout SplitMix64) -> [PlannedSession] {
        if isHoliday {
            // The Tuesday run is the Saturday kind moved four days earlier.
            return [PlannedSession(kind: .easyRun, dayShift: -4), PlannedSession(kind: .longRun)]
        }
        var planned = SessionKind.splitDays.map { PlannedSession(kind: $0) }
        if week.index > 0, random.chance(22) {
            planned.remove(at: random.int(in: 0...planned.count - 1))
        }
        if random.chance(week.isDeload ? 75 : 55) {
            let roll = random.int(in: 0...99)
            planned.append(PlannedSession(kind: roll < 25 ? .longRun : roll < 45 ? .tempoRun : .easyRun))
        }
        return planned
    }

    /// Mondays on the scale, now and then forgotten and never on holiday: 82.0 kg drifting to 80.5 kg
    /// over the first 32 weeks, then holding, with a few hundred grams of day-to-day noise.
    private func bodyWeightEntry(on monday: LocalDay, calendarWeek: Int, isHoliday: Bool,
                                 _ random: inout SplitMix64) -> BodyWeightEntry? {
        let noiseTenths = random.int(in: -3...3)
        guard !isHoliday, !random.chance(8) else { return nil }
        let tenths = 820 - 15 * min(calendarWeek, 32) / 32 + noiseTenths
        return BodyWeightEntry(date: monday, weightKg: Double(tenths) / 10)
    }

    // MARK: - Workouts

    private func workout(_ kind: SessionKind, on day: LocalDay, week: TrainingWeek, isHoliday: Bool, isFirstLift: Bool,
                         exercises: [LoggedExercise], takenIDs: Set<String>, _ random: inout SplitMix64) -> Workout? {
        let minuteOfDay = startMinute(kind, isHoliday: isHoliday, &random)
        guard let local = LocalDateTime(day: day, hour: minuteOfDay / 60, minute: minuteOfDay % 60),
              let start = timestamp(local) else { return nil }
        let setCount = exercises.reduce(0) { $0 + $1.sets.count }
        let seconds: Int
        if kind.isRun {
            let running = exercises.flatMap(\.sets).reduce(0) { $0 + ($1.durationSeconds ?? 0) }
            seconds = running + 60 * random.int(in: 5...12)
        } else {
            seconds = 60 * min(80, max(45, 40 + setCount + random.int(in: 0...10)))
        }
        let notes = workoutNotes(kind, week: week, isHoliday: isHoliday, isFirstLift: isFirstLift, &random)
        let id = WorkoutID.make(start: start.local, name: kind.name, isTaken: { takenIDs.contains($0) })
        return Workout(id: id, name: kind.name, start: start, end: start.adding(seconds: seconds, in: timeZone), notes: notes,
                       template: kind.templateID, exercises: exercises)
    }

    /// Minutes after midnight, in five-minute steps: Mondays and Thursdays mostly before work
    /// (06:30-07:30), Tuesdays and Fridays mostly after it (17:30-19:00), runs on Saturday morning.
    private func startMinute(_ kind: SessionKind, isHoliday: Bool, _ random: inout SplitMix64) -> Int {
        let morning = 6 * 60 + 30 + 5 * random.int(in: 0...12)
        let evening = 17 * 60 + 30 + 5 * random.int(in: 0...18)
        switch kind {
        case .upperA, .upperB:
            return random.chance(65) ? morning : evening
        case .lowerA, .lowerB:
            return random.chance(20) ? morning : evening
        case .easyRun, .tempoRun, .longRun:
            return isHoliday ? 7 * 60 + 5 * random.int(in: 0...12) : 8 * 60 + 5 * random.int(in: 0...30)
        }
    }

    /// The instant of `local`; a time the clocks skip (spring forward) is logged an hour later, as the
    /// lifter's watch would show it. `nil` only if the next hour does not exist either.
    private func timestamp(_ local: LocalDateTime) -> Timestamp? {
        for shift in 0...1 {
            guard let shifted = LocalDateTime(day: local.day, hour: local.hour + shift, minute: local.minute),
                  let instant = try? Timestamp(local: shifted, in: timeZone) else { continue }
            return instant
        }
        return nil
    }

    private func workoutNotes(_ kind: SessionKind, week: TrainingWeek, isHoliday: Bool, isFirstLift: Bool,
                              _ random: inout SplitMix64) -> String? {
        if isHoliday { return DemoNotes.holidayRun }
        if isFirstLift { return DemoNotes.firstSession }
        if kind.isRun {
            guard random.chance(25) else { return nil }
            return random.pick(DemoNotes.runs[0], Array(DemoNotes.runs.dropFirst()))
        }
        if week.isDeload { return DemoNotes.deload }
        guard random.chance(15) else { return nil }
        let pool = kind.isLowerBody ? DemoNotes.lowerSessions : DemoNotes.upperSessions
        return random.pick(pool[0], Array(pool.dropFirst()))
    }
}
