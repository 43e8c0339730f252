/// A barbell lift whose working weight follows the block: upper-body lifts gain a step every week,
/// lower-body lifts every second week, and each new block starts a step above the last — except
/// through `stalledWeeks`, when it stalls.
struct MainLift: Sendable {
    static let benchPress = MainLift(exercise: DemoExerciseID.benchPress, startKg: 80, incrementKg: 2.5, weeksPerIncrement: 1)
    /// Stalls for the demo's last ten training weeks (from late September), so that its Progress page
    /// shows a stall while the other lifts keep rising.
    static let overheadPress = MainLift(exercise: DemoExerciseID.overheadPress, startKg: 50, incrementKg: 2.5, weeksPerIncrement: 1,
                                        stalledWeeks: 23..<33)
    static let barbellRow = MainLift(exercise: DemoExerciseID.barbellRow, startKg: 70, incrementKg: 2.5, weeksPerIncrement: 1)
    static let squat = MainLift(exercise: DemoExerciseID.squat, startKg: 100, incrementKg: 5, weeksPerIncrement: 2)
    static let deadlift = MainLift(exercise: DemoExerciseID.deadlift, startKg: 120, incrementKg: 5, weeksPerIncrement: 2)

    /// Deloads lift about two thirds of the heavy week.
    static let deloadPercent = 65

    let exercise: String
    let startKg: Double
    let incrementKg: Double
    let weeksPerIncrement: Int
    /// Training weeks in which the lift makes no progress: its load climbs no higher than that of the
    /// week before them (a heavy week), so no set of theirs beats that week's best; after them, the
    /// plan goes on as if they had not been.
    var stalledWeeks: Range<Int>? = nil

    /// The weight of this week's working sets, a multiple of 2.5 kg.
    func workingWeightKg(in week: TrainingWeek) -> Double {
        var steps = plannedSteps(in: week)
        if let stalledWeeks, stalledWeeks.contains(week.index) {
            steps = min(steps, plannedSteps(in: TrainingWeek(index: stalledWeeks.lowerBound - 1)))
        }
        let planned = startKg + Double(steps) * incrementKg
        return week.isDeload ? Plates.percent(Self.deloadPercent, of: planned) : planned
    }

    private func plannedSteps(in week: TrainingWeek) -> Int {
        week.progressBlocks + week.buildingWeek / weeksPerIncrement
    }
}
