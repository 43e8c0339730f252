import StrengthKit

/// Writes the sets of one session the way a lifter logs them: warm-ups, working sets, an occasional
/// drop or failure set, and in heavy weeks a top single that sometimes gets missed.
struct SessionBuilder {
    private static let barKg = 20.0

    private var random: SplitMix64
    private let highVolume: Bool

    init(seed: UInt64, highVolume: Bool = false) {
        random = SplitMix64(seed: seed)
        self.highVolume = highVolume
    }

    mutating func exercises(for kind: SessionKind, in week: TrainingWeek) -> [LoggedExercise] {
        var exercises: [LoggedExercise]
        switch kind {
        case .upperA: exercises = upperA(week)
        case .lowerA: exercises = lowerA(week)
        case .upperB: exercises = upperB(week)
        case .lowerB: exercises = lowerB(week)
        case .easyRun, .tempoRun, .longRun: return [run(kind, week)]
        }
        if highVolume, let extra = volumeAccessory(for: kind, week) { exercises.append(extra) }
        return exercises
    }

    // MARK: - Sessions

    private mutating func upperA(_ week: TrainingWeek) -> [LoggedExercise] {
        var exercises: [LoggedExercise] = []
        exercises.append(mainLift(.benchPress, reps: 5, warmUps: 3, week: week, triesTopSingle: true, backOffPercent: 85))
        exercises.append(mainLift(.barbellRow, reps: 8, warmUps: 2, week: week))
        exercises.append(pullUps(week))
        exercises.append(accessory(DemoExerciseID.lateralRaise, startKg: 8.75, incrementKg: 1.25, blocksPerIncrement: 2,
                                   reps: 15, week: week, dropPercent: 40, failurePercent: 0, superset: 1))
        exercises.append(accessory(DemoExerciseID.tricepsPushdown, startKg: 25, incrementKg: 2.5, blocksPerIncrement: 1,
                                   reps: 12, week: week, dropPercent: 35, failurePercent: 10, superset: 1))
        return exercises
    }

    private mutating func lowerA(_ week: TrainingWeek) -> [LoggedExercise] {
        var exercises: [LoggedExercise] = []
        let squatNotes = random.chance(15) ? DemoNotes.beltOn : nil
        exercises.append(mainLift(.squat, reps: 5, warmUps: 3, week: week, triesTopSingle: true, backOffPercent: 80,
                                  notes: squatNotes))
        let rdlNotes = random.chance(20) ? DemoNotes.slowEccentric : nil
        exercises.append(mainLift(.deadlift, as: DemoExerciseID.romanianDeadlift, percent: 70, reps: 8, warmUps: 2,
                                  week: week, notes: rdlNotes))
        exercises.append(accessory(DemoExerciseID.legPress, startKg: 140, incrementKg: 10, blocksPerIncrement: 1,
                                   reps: 10, week: week, dropPercent: 15, failurePercent: 5, warmsUp: true))
        exercises.append(accessory(DemoExerciseID.legCurl, startKg: 40, incrementKg: 2.5, blocksPerIncrement: 1,
                                   reps: 12, week: week, dropPercent: 35, failurePercent: 10))
        exercises.append(plank(sets: 3, week: week))
        return exercises
    }

    private mutating func upperB(_ week: TrainingWeek) -> [LoggedExercise] {
        var exercises: [LoggedExercise] = []
        exercises.append(mainLift(.overheadPress, reps: 5, warmUps: 3, week: week))
        let benchNotes = random.chance(40) ? DemoNotes.pausedReps : nil
        exercises.append(mainLift(.benchPress, percent: 80, reps: 8, warmUps: 2, week: week, notes: benchNotes))
        exercises.append(accessory(DemoExerciseID.latPulldown, startKg: 55, incrementKg: 2.5, blocksPerIncrement: 1,
                                   reps: 10, week: week, dropPercent: 25, failurePercent: 10))
        exercises.append(dips(week))
        exercises.append(accessory(DemoExerciseID.barbellCurl, startKg: 30, incrementKg: 2.5, blocksPerIncrement: 2,
                                   reps: 10, week: week, dropPercent: 20, failurePercent: 20))
        exercises.append(hangingLegRaises(week))
        return exercises
    }

    private mutating func lowerB(_ week: TrainingWeek) -> [LoggedExercise] {
        var exercises: [LoggedExercise] = []
        let deadliftNotes = random.chance(15) ? DemoNotes.strapsOn : nil
        exercises.append(mainLift(.deadlift, reps: 5, warmUps: 3, week: week, triesTopSingle: true, notes: deadliftNotes))
        exercises.append(mainLift(.squat, as: DemoExerciseID.frontSquat, percent: 70, reps: 6, warmUps: 2, week: week))
        exercises.append(accessory(DemoExerciseID.hipThrust, startKg: 80, incrementKg: 5, blocksPerIncrement: 1,
                                   reps: 10, week: week, dropPercent: 10, failurePercent: 10, warmsUp: true))
        exercises.append(accessory(DemoExerciseID.calfRaise, startKg: 60, incrementKg: 5, blocksPerIncrement: 1,
                                   reps: 12, week: week, dropPercent: 20, failurePercent: 5))
        // Carries are the first thing cut when the session runs long.
        if random.chance(60) { exercises.append(farmersCarry(week)) }
        exercises.append(plank(sets: 2, week: week))
        return exercises
    }

    /// The high-volume history's extra: five straight sets of one more accessory, warmed up, at the
    /// end of each lifting session.
    private mutating func volumeAccessory(for kind: SessionKind, _ week: TrainingWeek) -> LoggedExercise? {
        let extra: (exercise: String, startKg: Double, incrementKg: Double, blocksPerIncrement: Int, reps: Int)? = switch kind {
        case .upperA: (DemoExerciseID.facePull, 20, 2.5, 2, 15)
        case .lowerA: (DemoExerciseID.legExtension, 40, 2.5, 1, 12)
        case .upperB: (DemoExerciseID.hammerCurl, 12.5, 1.25, 2, 10)
        case .lowerB: (DemoExerciseID.splitSquat, 20, 2.5, 1, 8)
        case .easyRun, .tempoRun, .longRun: nil
        }
        guard let extra else { return nil }
        return accessory(extra.exercise, startKg: extra.startKg, incrementKg: extra.incrementKg, blocksPerIncrement: extra.blocksPerIncrement,
                         reps: extra.reps, week: week, dropPercent: 0, failurePercent: 0, warmsUp: true, workingSets: 5)
    }

    // MARK: - Barbell lifts

    /// Warm-ups, then the working sets of `lift` (or of `exercise`, loaded at `percent` of `lift`), and
    /// outside deloads maybe a top single or a lighter back-off set of eight.
    private mutating func mainLift(_ lift: MainLift, as exercise: String? = nil, percent: Int = 100, reps: Int,
                                   warmUps: Int, week: TrainingWeek, triesTopSingle: Bool = false,
                                   backOffPercent: Int? = nil, notes: String? = nil) -> LoggedExercise {
        let workingKg = Plates.percent(percent, of: lift.workingWeightKg(in: week))
        var sets = warmUpSets(to: workingKg, count: warmUps)
        let workingSets = week.isDeload ? 2 : 3
        for number in 1...workingSets {
            var set = WorkoutSet(weightKg: workingKg, reps: reps)
            if number == workingSets {
                if week.isHeavy, random.chance(25) {
                    set.reps = reps - 1
                    set.rpe = 9.5
                    set.notes = DemoNotes.grinder
                } else if random.chance(70) {
                    set.rpe = week.typicalRPE + (random.chance(30) ? 0.5 : 0)
                }
            }
            sets.append(set)
        }
        if triesTopSingle, week.isHeavy {
            sets.append(topSingle(after: workingKg))
        }
        if let backOffPercent, !week.isDeload {
            sets.append(WorkoutSet(weightKg: Plates.percent(backOffPercent, of: workingKg), reps: 8))
        }
        return LoggedExercise(exercise: exercise ?? lift.exercise, notes: notes, sets: sets)
    }

    /// Two or three ramp-up sets from the empty bar, each lighter than the work and heavier than the one before.
    private func warmUpSets(to workingKg: Double, count: Int) -> [WorkoutSet] {
        let ramp: [(percent: Int, reps: Int)] = count >= 3 ? [(40, 10), (60, 5), (80, 3)] : [(50, 8), (75, 5)]
        var sets: [WorkoutSet] = []
        var previousKg = 0.0
        for step in ramp {
            let kg = max(Self.barKg, Plates.percent(step.percent, of: workingKg))
            guard kg > previousKg, kg < workingKg else { continue }
            sets.append(WorkoutSet(kind: .warmup, weightKg: kg, reps: step.reps))
            previousKg = kg
        }
        return sets
    }

    /// About 8 % over the working weight; made a little more often than missed.
    private mutating func topSingle(after workingKg: Double) -> WorkoutSet {
        let kg = Plates.percent(108, of: workingKg)
        if random.chance(55) {
            return WorkoutSet(weightKg: kg, reps: 1, rpe: 9.5, notes: DemoNotes.topSingle)
        }
        return WorkoutSet(kind: .failure, weightKg: kg, reps: 0, notes: DemoNotes.missedSingle)
    }

    // MARK: - Accessories

    /// Straight sets that lose a rep or two at the end, finished now and then with a drop set or taken to failure.
    private mutating func accessory(_ exercise: String, startKg: Double, incrementKg: Double, blocksPerIncrement: Int,
                                    reps: Int, week: TrainingWeek, dropPercent: Int, failurePercent: Int,
                                    superset: Int? = nil, warmsUp: Bool = false, workingSets: Int = 3) -> LoggedExercise {
        let plannedKg = startKg + incrementKg * Double(week.progressBlocks / blocksPerIncrement)
        let kg = week.isDeload ? Plates.percent(80, of: plannedKg, increment: Plates.smallIncrementKg) : plannedKg
        let count = week.isDeload ? 2 : workingSets
        var sets: [WorkoutSet] = []
        if warmsUp {
            sets.append(WorkoutSet(kind: .warmup, weightKg: Plates.percent(50, of: kg, increment: Plates.smallIncrementKg), reps: 10))
        }
        for number in 1...count {
            let fatigue = number == count ? random.int(in: 0...2) : 0
            sets.append(WorkoutSet(weightKg: kg, reps: reps - fatigue))
        }
        if !week.isDeload {
            if random.chance(failurePercent) {
                sets[sets.count - 1].kind = .failure
                sets[sets.count - 1].reps = reps + random.int(in: 0...2)
            } else if random.chance(dropPercent) {
                let dropKg = Plates.percent(60, of: kg, increment: Plates.smallIncrementKg)
                sets.append(WorkoutSet(kind: .drop, weightKg: dropKg, reps: reps + random.int(in: 0...4)))
            }
        }
        return LoggedExercise(exercise: exercise, superset: superset, sets: sets)
    }

    /// Weighted pull-ups (10-20 kg on the belt); deloads are bodyweight only, and a band finishes some sessions.
    private mutating func pullUps(_ week: TrainingWeek) -> LoggedExercise {
        var sets = [WorkoutSet(kind: .warmup, reps: 5)]
        if week.isDeload {
            sets += [WorkoutSet(reps: 6), WorkoutSet(reps: 6)]
        } else {
            let addedKg = min(20, 10 + 2.5 * Double(week.progressBlocks + week.buildingWeek / 2))
            sets += [WorkoutSet(weightKg: addedKg, reps: 6), WorkoutSet(weightKg: addedKg, reps: 6),
                     WorkoutSet(weightKg: addedKg, reps: random.int(in: 4...6))]
            if random.chance(25) {
                sets.append(WorkoutSet(kind: .drop, weightKg: -15, reps: random.int(in: 6...9), notes: DemoNotes.bandAssisted))
            }
        }
        return LoggedExercise(exercise: DemoExerciseID.pullUp, sets: sets)
    }

    /// Weighted dips (10-25 kg), sometimes followed by a bodyweight set to failure.
    private mutating func dips(_ week: TrainingWeek) -> LoggedExercise {
        let addedKg = min(25, 10 + 2.5 * Double(week.progressBlocks + week.buildingWeek / 2))
        var sets: [WorkoutSet] = []
        if week.isDeload {
            sets = [WorkoutSet(reps: 8), WorkoutSet(reps: 8)]
        } else {
            sets = [WorkoutSet(weightKg: addedKg, reps: 8), WorkoutSet(weightKg: addedKg, reps: 8),
                    WorkoutSet(weightKg: addedKg, reps: random.int(in: 6...8))]
            if random.chance(20) {
                sets.append(WorkoutSet(kind: .failure, reps: random.int(in: 10...14), notes: DemoNotes.toFailure))
            }
        }
        return LoggedExercise(exercise: DemoExerciseID.dip, sets: sets)
    }

    private mutating func hangingLegRaises(_ week: TrainingWeek) -> LoggedExercise {
        let count = week.isDeload ? 2 : 3
        var sets: [WorkoutSet] = []
        for _ in 1...count {
            sets.append(WorkoutSet(reps: random.int(in: 10...15)))
        }
        return LoggedExercise(exercise: DemoExerciseID.hangingLegRaise, sets: sets)
    }

    /// 45-90 s holds that get longer over the blocks.
    private mutating func plank(sets count: Int, week: TrainingWeek) -> LoggedExercise {
        var sets: [WorkoutSet] = []
        for _ in 1...count {
            let seconds = min(90, 45 + 5 * week.progressBlocks + 5 * random.int(in: 0...3))
            sets.append(WorkoutSet(durationSeconds: seconds))
        }
        return LoggedExercise(exercise: DemoExerciseID.plank, sets: sets)
    }

    private mutating func farmersCarry(_ week: TrainingWeek) -> LoggedExercise {
        let kg = min(40, 30 + 2.5 * Double(week.progressBlocks / 2))
        let count = week.isDeload ? 2 : 3
        var sets: [WorkoutSet] = []
        for _ in 1...count {
            sets.append(WorkoutSet(weightKg: kg, durationSeconds: 5 * random.int(in: 8...12)))
        }
        return LoggedExercise(exercise: DemoExerciseID.farmersCarry, notes: DemoNotes.weightPerHand, sets: sets)
    }

    // MARK: - Running

    /// A run whose pace improves over the first months: easy, long (slower) or tempo (faster, after a warm-up kilometre).
    private mutating func run(_ kind: SessionKind, _ week: TrainingWeek) -> LoggedExercise {
        let easyPaceSecondsPerKm = 340 - min(week.index, 32) * 25 / 32 + random.int(in: -6...6)
        var sets: [WorkoutSet] = []
        switch kind {
        case .tempoRun:
            sets.append(runSet(kind: .warmup, meters: 1500, secondsPerKm: easyPaceSecondsPerKm + 40))
            sets.append(runSet(meters: 10 * random.int(in: 500...600), secondsPerKm: easyPaceSecondsPerKm - 30))
        case .longRun:
            sets.append(runSet(meters: 10 * random.int(in: 1000...1400), secondsPerKm: easyPaceSecondsPerKm + 15))
        case .easyRun, .upperA, .lowerA, .upperB, .lowerB:
            sets.append(runSet(meters: 10 * random.int(in: 500...800), secondsPerKm: easyPaceSecondsPerKm))
        }
        return LoggedExercise(exercise: DemoExerciseID.running, sets: sets)
    }

    private func runSet(kind: SetKind = .normal, meters: Int, secondsPerKm: Int) -> WorkoutSet {
        WorkoutSet(kind: kind, durationSeconds: (meters * secondsPerKm + 500) / 1000, distanceMeters: Double(meters))
    }
}
