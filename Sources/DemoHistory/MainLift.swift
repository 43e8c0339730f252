/// A barbell lift whose working weight follows the block: upper-body lifts gain a step every week,
/// lower-body lifts every second week, and each new block starts a step above the last.
struct MainLift: Sendable {
    static let benchPress = MainLift(exercise: DemoExerciseID.benchPress, startKg: 80, incrementKg: 2.5, weeksPerIncrement: 1)
    static let overheadPress = MainLift(exercise: DemoExerciseID.overheadPress, startKg: 50, incrementKg: 2.5, weeksPerIncrement: 1)
    static let barbellRow = MainLift(exercise: DemoExerciseID.barbellRow, startKg: 70, incrementKg: 2.5, weeksPerIncrement: 1)
    static let squat = MainLift(exercise: DemoExerciseID.squat, startKg: 100, incrementKg: 5, weeksPerIncrement: 2)
    static let deadlift = MainLift(exercise: DemoExerciseID.deadlift, startKg: 120, incrementKg: 5, weeksPerIncrement: 2)

    /// Deloads lift about two thirds of the heavy week.
    static let deloadPercent = 65

    let exercise: String
    let startKg: Double
    let incrementKg: Double
    let weeksPerIncrement: Int

    /// The weight of this week's working sets, a multiple of 2.5 kg.
    func workingWeightKg(in week: TrainingWeek) -> Double {
        let steps = week.progressBlocks + week.buildingWeek / weeksPerIncrement
        let planned = startKg + Double(steps) * incrementKg
        return week.isDeload ? Plates.percent(Self.deloadPercent, of: planned) : planned
    }
}
