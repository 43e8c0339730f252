import Testing
@testable import StrengthKit

/// The dashboard's big lifts (`BigLifts`) over hand-made histories on the starter library, the
/// window ending 2025-06-29 (a Sunday): its 12 weeks are 2025-04-07 to 2025-06-29.
@Suite struct BigLiftsTests {
    static let end = LocalDay("2025-06-29")!

    /// Logs `exercise` once on each of the `days`, at 18:00, 60×5 in a workout of its own.
    static func log(_ history: inout HistoryFixture, _ exercise: String, on days: [String]) throws {
        for day in days { try history.log("\(day) 18:00", "\(exercise): 60x5", name: exercise) }
    }

    static func choose(_ history: HistoryFixture, pinned: [String]? = nil) -> [String] {
        let data = history.data
        let analytics = TrainingAnalytics.compute(data, today: end)
        let mainLifts = CatalogueLifts.map(MainLift.allCases, in: data.library, catalogueNames: \.catalogueNames)
        let plainLifts = Set(CatalogueLifts.map(MainLift.allCases, in: data.library, catalogueNames: \.plainNames).keys)
        return BigLifts.choose(from: analytics.exercises, workoutsNewestFirst: data.workouts.sortedNewestFirst(),
                               day: { $0.start.local.day }, in: RecentWindow(today: end, newestWorkout: end), mainLifts: mainLifts, plainLifts: plainLifts, pinned: pinned)
            .map { "\($0.entry.exercise.name) \($0.sessions)" }
    }

    /// An accessory-heavy block (the real 763-workout history had curls and rows on top): the squat
    /// and bench press trained in the window come first, most sessions first, then the most trained.
    /// The deadlift, last done before the window, is not a big lift.
    @Test func theMainLiftsTrainedInTheWindowComeFirstThenTheMostTrained() throws {
        var history = HistoryFixture()
        try Self.log(&history, "Lateral Raise", on: ["2025-05-05", "2025-05-12", "2025-05-19", "2025-05-26", "2025-06-02", "2025-06-09"])
        try Self.log(&history, "Barbell Curl", on: ["2025-05-06", "2025-05-13", "2025-05-20", "2025-05-27", "2025-06-03"])
        try Self.log(&history, "Dumbbell Row", on: ["2025-05-07", "2025-05-14", "2025-05-21", "2025-05-28"])
        try Self.log(&history, "Squat", on: ["2025-06-10", "2025-06-17"])
        try Self.log(&history, "Bench Press", on: ["2025-06-11", "2025-06-18", "2025-06-25"])
        try Self.log(&history, "Deadlift", on: ["2025-03-03", "2025-03-10", "2025-03-17"])  // before 2025-04-07
        #expect(Self.choose(history) == ["Bench Press 3", "Squat 2", "Lateral Raise 6", "Barbell Curl 5"])
    }

    /// One exercise per main lift: the lift itself when it was trained, even when a variant was done
    /// more often (the demo's lower days: a front squat after the deadlift on one, the squat on the
    /// other); the variant is ranked with the rest. Overhead press counts, a Romanian deadlift does not.
    @Test func theLiftItselfBeforeItsVariants() throws {
        var history = HistoryFixture()
        try Self.log(&history, "Front Squat", on: ["2025-06-02", "2025-06-09", "2025-06-16"])
        try Self.log(&history, "Squat", on: ["2025-06-03", "2025-06-10"])
        try Self.log(&history, "Romanian Deadlift", on: ["2025-06-04", "2025-06-11", "2025-06-18", "2025-06-25"])
        try Self.log(&history, "Overhead Press", on: ["2025-06-05"])
        try Self.log(&history, "Lat Pulldown", on: ["2025-06-06"])
        #expect(Self.choose(history) == ["Squat 2", "Overhead Press 1", "Romanian Deadlift 4", "Front Squat 3"])
    }

    /// A variant stands in for its lift when the lift itself was not trained in the window; of two
    /// variants, the more trained. Sumo and conventional deadlifts are both the deadlift itself.
    @Test func aVariantStandsInWhenTheLiftItselfWasNotTrained() throws {
        var history = HistoryFixture()
        history.data.library.exercises += [Exercise(id: "pause-squat", name: "Pause Squat", type: .weightReps),
                                           Exercise(id: "close-grip-bench-press", name: "Close Grip Bench Press", type: .weightReps)]
        try Self.log(&history, "Squat", on: ["2025-03-03"])  // before the window
        try Self.log(&history, "Front Squat", on: ["2025-06-02", "2025-06-09"])
        try Self.log(&history, "Pause Squat", on: ["2025-06-03", "2025-06-10", "2025-06-17"])
        try Self.log(&history, "Close Grip Bench Press", on: ["2025-06-04"])
        #expect(Self.choose(history) == ["Pause Squat 3", "Close Grip Bench Press 1", "Front Squat 2"])
        let plain = CatalogueLifts.map(MainLift.allCases, in: history.data.library, catalogueNames: \.plainNames)
        #expect(plain["squat"] == .squat && plain["front-squat"] == nil && plain["deadlift"] == .deadlift)
    }

    /// With no main lift trained the rule is the most trained, as before; on a tie, the one done
    /// earlier in its workouts (Leg Press opens the day it shares with Leg Curl).
    @Test func withoutMainLiftsTheMostTrained() throws {
        var history = HistoryFixture()
        try history.log("2025-06-02 18:00", "Leg Press: 100x10", "Leg Curl: 40x10")
        try history.log("2025-06-09 18:00", "Leg Press: 100x10", "Leg Curl: 40x10")
        try Self.log(&history, "Lateral Raise", on: ["2025-06-03"])
        #expect(Self.choose(history) == ["Leg Press 2", "Leg Curl 2", "Lateral Raise 1"])
    }

    /// Pinned lifts are those, in their order, whether or not trained in the window; an exercise with
    /// no estimated 1RM yet (never logged, or not weight × reps) has nothing to show.
    @Test func pinnedLiftsAreThoseInTheirOrder() throws {
        var history = HistoryFixture()
        try Self.log(&history, "Lateral Raise", on: ["2025-06-02", "2025-06-09", "2025-06-16"])
        try Self.log(&history, "Bench Press", on: ["2025-06-03"])
        try Self.log(&history, "Deadlift", on: ["2025-03-03"])
        try history.log("2025-06-04 18:00", "Plank: 60s")
        #expect(Self.choose(history, pinned: ["deadlift", "lateral-raise", "plank", "hip-thrust"]) == ["Deadlift 0", "Lateral Raise 3"])
        #expect(Self.choose(history, pinned: []) == ["Bench Press 1", "Lateral Raise 3"])
    }

    /// Which exercise is which main lift: the catalogue entry its name finds, the lift or a close variant.
    @Test(arguments: [
        ("Squat", MainLift?.some(.squat)), ("Back Squat", .squat), ("Squat (Barbell)", .squat), ("Front Squat", .squat),
        ("Pause Squat", .squat), ("Smith Machine Squat", nil), ("Hack Squat", nil), ("Bulgarian Split Squat", nil),
        ("Bench Press", .benchPress), ("Bench Press (Barbell)", .benchPress), ("Close Grip Bench Press", .benchPress),
        ("Incline Bench Press", nil), ("Dumbbell Bench Press", nil),
        ("Deadlift", .deadlift), ("Sumo Deadlift", .deadlift), ("Trap Bar Deadlift", .deadlift), ("Romanian Deadlift", nil),
        ("Overhead Press", .overheadPress), ("Overhead Press (Barbell)", .overheadPress), ("Push Press", .overheadPress),
        ("Dumbbell Shoulder Press", nil), ("Lateral Raise", nil),
    ])
    func theCatalogueSaysWhichExerciseIsWhichMainLift(_ name: String, _ lift: MainLift?) {
        let library = ExerciseLibrary(categories: [], exercises: [Exercise(id: "lift", name: name, type: .weightReps),
                                                  Exercise(id: "bodyweight", name: name, type: .bodyweightReps)])
        #expect(CatalogueLifts.map(MainLift.allCases, in: library, catalogueNames: \.catalogueNames) == (lift.map { ["lift": $0] } ?? [:]))
    }

    /// The meet's lifts (what DOTS scores) are main lifts too.
    @Test func everyPowerliftingLiftIsAMainLift() {
        for lift in PowerliftingLift.allCases {
            #expect(lift.catalogueNames.allSatisfy { name in MainLift.allCases.contains { $0.catalogueNames.contains(name) } })
        }
    }
}
