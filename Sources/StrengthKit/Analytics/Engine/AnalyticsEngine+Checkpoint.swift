/// Resuming the pass: the tally as it stood after the oldest workouts, saved by one build and taken
/// up by the next when those workouts are still the same, so that logging today's workout analyses
/// the newest few workouts rather than the whole history.
///
/// A checkpoint is keyed by everything the pass read to reach it: the form (`checkpointMagic`), this
/// program (`AnalyticsResume.salt`), the engine's inputs (`AnalyticsInputs`, by its generated stable
/// hash: all the engine reads besides the workouts and the day, which only the summary reads) and,
/// oldest first, each workout's id and file digest.
/// A checkpoint whose key is not the key of the oldest workouts now, one that is damaged (its seal),
/// or one that does not decode strictly is not used: the pass starts at the first workout. Sums
/// continue in the same order either way, so a resumed analysis is the full one bit for bit.
///
/// The form: `checkpointMagic`, the position (how many workouts), the key, the exercise and category
/// counts; totals, weekday and hour counts; per workout its day, volume, working sets and record
/// count, then its records; session lengths, days, weeks, months, each category's weeks (sorted by
/// key); the weeks as the block rules read them (sorted by their first day; template numbers are
/// workout positions, `WeekTraining.templateNumber`); per exercise its totals, its current records (positions in the timeline), its rep-max
/// sets and its sessions; then the seal (`StableHasher` of everything before it). Strings are not
/// kept: ids and names come from the workouts and the library, which the key vouches for.
extension AnalyticsEngine {
    /// The newest workouts a checkpoint leaves out: logging or editing any of them resumes from it.
    /// A new one is made only when more than twice as many follow it, so logging a workout a day
    /// writes a checkpoint about once a month.
    static let checkpointTail = 32

    /// A new form, or a new way of making the key, takes the next number: an older checkpoint then
    /// counts as absent rather than being read by the wrong rules.
    static let checkpointMagic: UInt64 = 0x3430_4B43_4142_5353 // "SSABCK04", little-endian

    func run(resuming resume: AnalyticsResume) -> ResumedAnalytics {
        let workouts = history.sortedOldestFirst()
        let keys = prefixKeys(of: workouts, resume: resume)
        var tally = Tally(exercises: exercises.count, categories: inputs.categories.count, workouts: workouts.count)
        var start = 0
        if let bytes = resume.checkpoint, let restored = restore(bytes, workouts: workouts, keys: keys) {
            tally = restored.tally
            start = restored.position
        }
        let target = workouts.count - Self.checkpointTail
        let keepsCheckpoint = start > 0 && workouts.count - start <= 2 * Self.checkpointTail
        guard !keepsCheckpoint, target > start, target < keys.count else {
            count(workouts, from: start, into: &tally)
            return ResumedAnalytics(analytics: summary(of: tally, workouts: workouts), resumedAfter: start, nextCheckpoint: nil)
        }
        var saved: Tally?
        count(workouts, from: start, into: &tally, snapshot: (target, { saved = $0 }))
        let analytics = summary(of: tally, workouts: workouts)
        guard let saved else { return ResumedAnalytics(analytics: analytics, resumedAfter: start, nextCheckpoint: nil) }
        let key = keys[target]
        return ResumedAnalytics(analytics: analytics, resumedAfter: start, nextCheckpoint: { [self] in
            checkpoint(of: saved, position: target, key: key, workouts: workouts)
        })
    }

    /// `keys[n]` is the key of the oldest `n` workouts; they stop at the first workout whose digest
    /// is unknown (no checkpoint covers it).
    private func prefixKeys(of workouts: [Workout], resume: AnalyticsResume) -> [UInt64] {
        var hasher = StableHasher()
        hasher.combine(Self.checkpointMagic)
        hasher.combine(resume.salt)
        hasher.add(inputs)
        var keys = [hasher.value]
        keys.reserveCapacity(workouts.count + 1)
        // By index: a loop variable is a copy of the whole workout, every reference in it retained.
        for index in workouts.indices {
            let id = workouts[index].id
            guard let digest = resume.workoutDigests[id] else { break }
            hasher.combine(id)
            hasher.combine(digest)
            keys.append(hasher.value)
        }
        return keys
    }

    // MARK: - Writing

    func checkpoint(of tally: Tally, position: Int, key: UInt64, workouts: [Workout]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64 * position)
        BinaryWriter.appendWord(Self.checkpointMagic, to: &bytes)
        BinaryWriter.appendVarint(UInt64(position), to: &bytes)
        BinaryWriter.appendWord(key, to: &bytes)
        BinaryWriter.appendVarint(UInt64(exercises.count), to: &bytes)
        BinaryWriter.appendVarint(UInt64(inputs.categories.count), to: &bytes)
        BinaryWriter.appendVarint(UInt64(tally.totalSets), to: &bytes)
        BinaryWriter.appendDouble(tally.totalVolume, to: &bytes)
        for count in tally.byWeekday + tally.byHour { BinaryWriter.appendVarint(UInt64(count), to: &bytes) }

        for facts in tally.perWorkout {
            BinaryWriter.appendInteger(Int64(facts.day.daysSinceEpoch), to: &bytes)
            BinaryWriter.appendDouble(facts.volumeKg, to: &bytes)
            BinaryWriter.appendVarint(UInt64(facts.workingSets), to: &bytes)
            BinaryWriter.appendVarint(UInt64(facts.records.count), to: &bytes)
            for event in facts.records { appendEvent(event, to: &bytes) }
        }

        // Lengths come in workout order, for the workouts with a duration: found by walking.
        BinaryWriter.appendVarint(UInt64(tally.lengths.count), to: &bytes)
        var workoutIndex = 0
        for length in tally.lengths {
            while workouts[workoutIndex].id != length.workoutID { workoutIndex += 1 }
            BinaryWriter.appendVarint(UInt64(workoutIndex), to: &bytes)
            BinaryWriter.appendInteger(Int64(length.seconds), to: &bytes)
            workoutIndex += 1
        }

        BinaryWriter.appendVarint(UInt64(tally.byDay.count), to: &bytes)
        for (day, count) in tally.byDay.sorted(by: { $0.key < $1.key }) {
            BinaryWriter.appendInteger(Int64(day.daysSinceEpoch), to: &bytes)
            BinaryWriter.appendVarint(UInt64(count), to: &bytes)
        }
        appendBuckets(tally.weekly.map { ($0.key.daysSinceEpoch, $0.value) }, to: &bytes)
        appendBuckets(tally.monthly.map { ($0.key, $0.value) }, to: &bytes)
        for weeks in tally.muscle {
            BinaryWriter.appendVarint(UInt64(weeks.count), to: &bytes)
            for (week, totals) in weeks.sorted(by: { $0.key < $1.key }) {
                BinaryWriter.appendInteger(Int64(week.daysSinceEpoch), to: &bytes)
                BinaryWriter.appendDouble(totals.sets, to: &bytes)
                BinaryWriter.appendDouble(totals.volume, to: &bytes)
            }
        }

        BinaryWriter.appendVarint(UInt64(tally.training.count), to: &bytes)
        for week in tally.training.values.sorted(by: { $0.start < $1.start }) { appendTraining(week, to: &bytes) }

        for state in tally.states { appendState(state, to: &bytes) }
        var hasher = StableHasher()
        bytes.withUnsafeBytes { hasher.combine(buffer: $0) }
        BinaryWriter.appendWord(hasher.value, to: &bytes)
        return bytes
    }

    private func appendEvent(_ event: RecordEvent, to bytes: inout [UInt8]) {
        BinaryWriter.appendVarint(UInt64(exerciseIndex[event.exerciseID] ?? 0), to: &bytes)
        BinaryWriter.appendVarint(UInt64(event.kind.index), to: &bytes)
        BinaryWriter.appendDouble(event.value, to: &bytes)
        var flags: UInt64 = 0
        if event.setPosition != nil { flags |= 1 }
        if event.previousValue != nil { flags |= 2 }
        BinaryWriter.appendVarint(flags, to: &bytes)
        if let position = event.setPosition {
            BinaryWriter.appendVarint(UInt64(position.exercise), to: &bytes)
            BinaryWriter.appendVarint(UInt64(position.set), to: &bytes)
        }
        if let previous = event.previousValue { BinaryWriter.appendDouble(previous, to: &bytes) }
    }

    private func appendBuckets(_ buckets: [(key: Int, bucket: Bucket)], to bytes: inout [UInt8]) {
        BinaryWriter.appendVarint(UInt64(buckets.count), to: &bytes)
        for (key, bucket) in buckets.sorted(by: { $0.key < $1.key }) {
            BinaryWriter.appendInteger(Int64(key), to: &bytes)
            BinaryWriter.appendVarint(UInt64(bucket.workouts), to: &bytes)
            BinaryWriter.appendVarint(UInt64(bucket.sets), to: &bytes)
            BinaryWriter.appendDouble(bucket.volume, to: &bytes)
        }
    }

    private func appendTraining(_ week: WeekTraining, to bytes: inout [UInt8]) {
        BinaryWriter.appendInteger(Int64(week.start.daysSinceEpoch), to: &bytes)
        BinaryWriter.appendVarint(UInt64(week.workouts), to: &bytes)
        BinaryWriter.appendVarint(UInt64(week.workingSets), to: &bytes)
        BinaryWriter.appendVarint(UInt64(week.topSets.count), to: &bytes)
        for top in week.topSets {
            BinaryWriter.appendVarint(UInt64(top.exercise), to: &bytes)
            BinaryWriter.appendDouble(top.kg, to: &bytes)
        }
        BinaryWriter.appendVarint(UInt64(week.program.count), to: &bytes)
        for number in week.program.sorted() { BinaryWriter.appendVarint(UInt64(number), to: &bytes) }
    }

    private func appendState(_ state: ExerciseState, to bytes: inout [UInt8]) {
        BinaryWriter.appendVarint(UInt64(state.workingSets), to: &bytes)
        BinaryWriter.appendDouble(state.totalVolume, to: &bytes)
        for best in state.best { BinaryWriter.appendVarint(UInt64(best + 1), to: &bytes) }
        for slot in state.repMaxes {
            guard let slot else {
                BinaryWriter.appendVarint(0, to: &bytes)
                continue
            }
            BinaryWriter.appendVarint(UInt64(slot.workout + 1), to: &bytes)
            BinaryWriter.appendDouble(slot.weight, to: &bytes)
            BinaryWriter.appendVarint(UInt64(slot.reps), to: &bytes)
        }
        BinaryWriter.appendVarint(UInt64(state.sessions.count), to: &bytes)
        for (session, workout) in zip(state.sessions, state.sessionWorkouts) {
            BinaryWriter.appendVarint(UInt64(workout), to: &bytes)
            BinaryWriter.appendVarint(UInt64(session.workingSets), to: &bytes)
            BinaryWriter.appendVarint(UInt64(session.records), to: &bytes)
            let values = [session.bestE1rmKg, session.topSetKg, session.volumeKg, session.longestDistanceMeters,
                          session.bestPaceSecondsPerKm]
            let counts = [session.totalReps, session.longestDurationSeconds, session.mostRepsInSet]
            var flags: UInt64 = 0
            for (bit, value) in values.enumerated() where value != nil { flags |= 1 << UInt64(bit) }
            for (bit, count) in counts.enumerated() where count != nil { flags |= 1 << UInt64(values.count + bit) }
            BinaryWriter.appendVarint(flags, to: &bytes)
            for value in values { if let value { BinaryWriter.appendDouble(value, to: &bytes) } }
            for count in counts { if let count { BinaryWriter.appendInteger(Int64(count), to: &bytes) } }
        }
    }

    // MARK: - Reading

    /// The tally a checkpoint holds and how many workouts it covers, or nil when it is not one
    /// for the oldest workouts now (its key), is damaged, or does not decode strictly.
    func restore(_ bytes: [UInt8], workouts: [Workout], keys: [UInt64]) -> (position: Int, tally: Tally)? {
        bytes.withUnsafeBytes { raw -> (position: Int, tally: Tally)? in
            guard raw.count >= 8, let base = raw.baseAddress else { return nil }
            var reader = BinaryReader(base: base, byteCount: raw.count - 8)
            guard (try? reader.word()) == Self.checkpointMagic, let position = try? reader.natural(),
                  position > 0, position < keys.count, (try? reader.word()) == keys[position] else { return nil }
            var hasher = StableHasher()
            hasher.combine(buffer: UnsafeRawBufferPointer(rebasing: raw[..<(raw.count - 8)]))
            guard hasher.value == UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: raw.count - 8, as: UInt64.self)),
                  let tally = try? readTally(&reader, position: position, workouts: workouts), reader.isAtEnd else { return nil }
            return (position, tally)
        }
    }

    private func readTally(_ reader: inout BinaryReader, position: Int, workouts: [Workout]) throws(BinaryReader.Malformed) -> Tally {
        guard try reader.natural() == exercises.count, try reader.natural() == inputs.categories.count else {
            throw BinaryReader.Malformed()
        }
        var tally = Tally(exercises: exercises.count, categories: inputs.categories.count, workouts: workouts.count)
        tally.totalSets = try reader.natural()
        tally.totalVolume = try reader.double()
        for index in tally.byWeekday.indices { tally.byWeekday[index] = try reader.natural() }
        for index in tally.byHour.indices { tally.byHour[index] = try reader.natural() }

        // Per exercise and record kind, the latest event so far: the record the next one beat, whose
        // set is its `previousSet` (not kept: the positions already find it).
        var latest = [Int](repeating: -1, count: exercises.count * RecordKind.count)
        // Workouts by index, not bound to a name: a binding copies the whole workout (every
        // reference in it retained and released), for 5,000 workouts and 30,000 sessions.
        for workoutIndex in 0..<position {
            let day = try readDay(&reader)
            let volume = try reader.double()
            let sets = try reader.natural()
            let recordCount = try reader.elementCount(eachAtLeast: 11)
            let first = tally.timeline.count
            for _ in 0..<recordCount {
                var (event, exercise) = try readEvent(&reader, workouts: workouts, index: workoutIndex, day: day)
                let slot = exercise * RecordKind.count + event.kind.index
                if event.previousValue != nil, latest[slot] >= 0 { event.previousSet = tally.timeline[latest[slot]].set }
                latest[slot] = tally.timeline.count
                tally.timeline.append(event)
            }
            tally.perWorkout.append(WorkoutAnalytics(workoutID: workouts[workoutIndex].id, day: day, volumeKg: volume, workingSets: sets,
                                                     records: recordCount == 0 ? [] : Array(tally.timeline[first...])))
        }

        let lengthCount = try reader.elementCount(eachAtLeast: 2)
        tally.lengths.reserveCapacity(lengthCount)
        for _ in 0..<lengthCount {
            let workoutIndex = try workoutPosition(&reader, below: position)
            tally.lengths.append(SessionLength(day: tally.perWorkout[workoutIndex].day, workoutID: workouts[workoutIndex].id,
                                               seconds: try reader.integer()))
        }

        let dayCount = try reader.elementCount(eachAtLeast: 2)
        tally.byDay.reserveCapacity(dayCount)
        for _ in 0..<dayCount { tally.byDay[try readDay(&reader)] = try reader.natural() }
        for (key, bucket) in try readBuckets(&reader) { tally.weekly[LocalDay(daysSinceEpoch: key)] = bucket }
        for (key, bucket) in try readBuckets(&reader) { tally.monthly[key] = bucket }
        for category in tally.muscle.indices {
            let weekCount = try reader.elementCount(eachAtLeast: 17)
            tally.muscle[category].reserveCapacity(weekCount)
            for _ in 0..<weekCount {
                let week = try readDay(&reader)
                tally.muscle[category][week] = (try reader.double(), try reader.double())
            }
        }

        let trainedWeekCount = try reader.elementCount(eachAtLeast: 5)
        tally.training.reserveCapacity(trainedWeekCount)
        for _ in 0..<trainedWeekCount {
            let week = try readTraining(&reader, position: position, workouts: workouts, templates: &tally.templateNumbers)
            guard tally.training.updateValue(week, forKey: week.start) == nil else { throw BinaryReader.Malformed() }
        }

        for index in tally.states.indices {
            tally.states[index] = try readState(&reader, exercise: index, position: position, workouts: workouts, tally: tally)
        }
        return tally
    }

    private func readDay(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) -> LocalDay {
        LocalDay(daysSinceEpoch: try reader.integer())
    }

    private func workoutPosition(_ reader: inout BinaryReader, below position: Int) throws(BinaryReader.Malformed) -> Int {
        let index = try reader.natural()
        guard index < position else { throw BinaryReader.Malformed() }
        return index
    }

    /// An event and its exercise's index.
    private func readEvent(_ reader: inout BinaryReader, workouts: [Workout], index: Int,
                           day: LocalDay) throws(BinaryReader.Malformed) -> (RecordEvent, Int) {
        let exercise = try reader.natural()
        let kindIndex = try reader.natural()
        guard exercises.indices.contains(exercise), let kind = RecordKind.allCases.first(where: { $0.index == kindIndex }) else {
            throw BinaryReader.Malformed()
        }
        let value = try reader.double()
        let flags = try reader.bits(within: 3)
        var position: RecordEvent.SetPosition?
        var set: WorkoutSet?
        if flags & 1 != 0 {
            let logged = try reader.natural()
            let setIndex = try reader.natural()
            guard workouts[index].exercises.indices.contains(logged), workouts[index].exercises[logged].sets.indices.contains(setIndex) else {
                throw BinaryReader.Malformed()
            }
            position = RecordEvent.SetPosition(exercise: logged, set: setIndex)
            set = workouts[index].exercises[logged].sets[setIndex]
        }
        return (RecordEvent(day: day, exerciseID: exercises[exercise].id, kind: kind, value: value, workoutID: workouts[index].id,
                            setPosition: position, set: set, previousValue: try reader.double(if: flags & 2 != 0)), exercise)
    }

    private func readBuckets(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) -> [(Int, Bucket)] {
        let count = try reader.elementCount(eachAtLeast: 11)
        var buckets: [(Int, Bucket)] = []
        buckets.reserveCapacity(count)
        for _ in 0..<count {
            let key = try reader.integer()
            buckets.append((key, Bucket(workouts: try reader.natural(), sets: try reader.natural(), volume: try reader.double())))
        }
        return buckets
    }

    /// A week as the block rules read it; each template it names goes into `templates` (the first
    /// workout started from it is at the position its number says, `WeekTraining.templateNumber`).
    private func readTraining(_ reader: inout BinaryReader, position: Int, workouts: [Workout],
                              templates: inout [String: Int]) throws(BinaryReader.Malformed) -> WeekTraining {
        var week = WeekTraining(start: try readDay(&reader))
        week.workouts = try reader.natural()
        week.workingSets = try reader.natural()
        let topSetCount = try reader.elementCount(eachAtLeast: 9)
        week.topSets.reserveCapacity(topSetCount)
        for _ in 0..<topSetCount {
            let exercise = try reader.natural()
            guard exercises.indices.contains(exercise), exercise > week.topSets.last?.exercise ?? -1 else { throw BinaryReader.Malformed() }
            week.topSets.append(WeekTraining.TopSet(exercise: exercise, kg: try reader.double()))
        }
        let programCount = try reader.elementCount(eachAtLeast: 1)
        for _ in 0..<programCount {
            let number = try reader.natural()
            if number >= exercises.count {
                let firstWorkout = number - exercises.count
                guard firstWorkout < position, let template = workouts[firstWorkout].template else { throw BinaryReader.Malformed() }
                templates[template] = number
            }
            week.program.insert(number)
        }
        return week
    }

    private func readState(_ reader: inout BinaryReader, exercise: Int, position: Int, workouts: [Workout],
                           tally: Tally) throws(BinaryReader.Malformed) -> ExerciseState {
        var state = ExerciseState()
        state.workingSets = try reader.natural()
        state.totalVolume = try reader.double()
        for index in state.best.indices {
            let best = try reader.natural() - 1
            guard best < tally.timeline.count, best < 0 || tally.timeline[best].exerciseID == exercises[exercise].id else {
                throw BinaryReader.Malformed()
            }
            state.best[index] = max(best, -1)
        }
        for slot in state.repMaxes.indices {
            let workout = try reader.natural() - 1
            guard workout >= 0 else { continue }
            guard workout < position else { throw BinaryReader.Malformed() }
            state.repMaxes[slot] = RepMaxSet(weight: try reader.double(), reps: try reader.natural(),
                                             day: tally.perWorkout[workout].day, workout: workout)
        }
        let sessionCount = try reader.elementCount(eachAtLeast: 4)
        state.sessions.reserveCapacity(sessionCount)
        state.sessionWorkouts.reserveCapacity(sessionCount)
        for _ in 0..<sessionCount {
            let workoutIndex = try workoutPosition(&reader, below: position)
            guard workoutIndex > state.sessionWorkouts.last ?? -1 else { throw BinaryReader.Malformed() }
            let workingSets = try reader.natural()
            let records = try reader.natural()
            let flags = try reader.bits(within: 0xFF)
            let e1rm = try reader.double(if: flags & 1 != 0)
            let topSet = try reader.double(if: flags & 2 != 0)
            let volume = try reader.double(if: flags & 4 != 0)
            let distance = try reader.double(if: flags & 8 != 0)
            let pace = try reader.double(if: flags & 16 != 0)
            let reps = try reader.integer(if: flags & 32 != 0)
            let duration = try reader.integer(if: flags & 64 != 0)
            let mostRepsInSet = try reader.integer(if: flags & 128 != 0)
            state.sessions.append(ExerciseSession(
                day: tally.perWorkout[workoutIndex].day, workoutID: workouts[workoutIndex].id, workoutName: workouts[workoutIndex].name,
                records: records,
                workingSets: workingSets, bestE1rmKg: e1rm, topSetKg: topSet, volumeKg: volume, totalReps: reps,
                mostRepsInSet: mostRepsInSet, longestDurationSeconds: duration, longestDistanceMeters: distance,
                bestPaceSecondsPerKm: pace))
            state.sessionWorkouts.append(workoutIndex)
        }
        return state
    }
}
