/// An exercise of the starter program at a gym and its stand-in at home, each a catalogue name
/// (`ExerciseCatalogue.entry(named:)`); the same when home equipment does it. Each pairing is
/// named once here, so the days that train a lift substitute it alike (a variant is named for the day that uses it).
struct StarterExercise: Hashable, Sendable {
    var gym: String
    /// A catalogue name `TrainingEquipment.home` allows.
    var home: String

    init(_ gym: String, home: String? = nil) {
        self.gym = gym
        self.home = home ?? gym
    }

    func name(for equipment: TrainingEquipment) -> String {
        equipment == .gym ? gym : home
    }
}

extension StarterExercise {
    // A stand-in at home.
    static let squat = StarterExercise("Squat", home: "Goblet Squat")
    static let frontSquat = StarterExercise("Front Squat", home: "Bulgarian Split Squat")
    /// Lower B's front squat: at home a lunge, not Lower A's split squat.
    static let frontSquatHomeLunge = StarterExercise("Front Squat", home: "Dumbbell Reverse Lunge")
    static let deadlift = StarterExercise("Deadlift", home: "Dumbbell Deadlift")
    /// Full Body B's deadlift: a Romanian deadlift at home.
    static let deadliftHomeRomanian = StarterExercise("Deadlift", home: "Dumbbell Romanian Deadlift")
    static let romanianDeadlift = StarterExercise("Romanian Deadlift", home: "Dumbbell Romanian Deadlift")
    static let legPress = StarterExercise("Leg Press", home: "Bulgarian Split Squat")
    static let hipThrust = StarterExercise("Hip Thrust", home: "Single Leg Glute Bridge")
    static let legCurl = StarterExercise("Leg Curl", home: "Nordic Hamstring Curl")
    static let legExtension = StarterExercise("Leg Extension", home: "Dumbbell Step Up")
    static let calfRaise = StarterExercise("Standing Calf Raise", home: "Standing Dumbbell Calf Raise")
    /// Lower B's calf raise: single-leg at home, not Lower A's.
    static let calfRaiseHomeSingleLeg = StarterExercise("Standing Calf Raise", home: "Single Leg Standing Dumbbell Calf Raise")
    static let benchPress = StarterExercise("Bench Press", home: "Dumbbell Bench Press")
    static let inclineBenchPress = StarterExercise("Incline Bench Press", home: "Incline Dumbbell Press")
    static let overheadPress = StarterExercise("Overhead Press", home: "Dumbbell Shoulder Press")
    static let dip = StarterExercise("Dip", home: "Push Up")
    static let tricepsPushdown = StarterExercise("Triceps Pushdown", home: "Dumbbell Triceps Extension")
    static let skullCrusher = StarterExercise("Skull Crusher", home: "Dumbbell Triceps Extension")
    static let barbellRow = StarterExercise("Barbell Row", home: "Dumbbell Row")
    static let seatedCableRow = StarterExercise("Seated Cable Row", home: "Chest Supported Incline Row")
    static let latPulldown = StarterExercise("Lat Pulldown", home: "Band Lat Pulldown")
    /// Pull A's pulldown: that day's pull-ups are a band pulldown at home, so a pullover.
    static let latPulldownHomePullover = StarterExercise("Lat Pulldown", home: "Dumbbell Pullover")
    static let facePull = StarterExercise("Face Pull", home: "Band Pull Apart")
    static let barbellCurl = StarterExercise("Barbell Curl", home: "Dumbbell Curl")
    // Home has no bar to hang from.
    static let pullUp = StarterExercise("Pull Up", home: "Band Lat Pulldown")
    static let chinUp = StarterExercise("Chin Up", home: "Band Lat Pulldown")
    static let hangingLegRaise = StarterExercise("Hanging Leg Raise", home: "Lying Leg Raise")

    // The same exercise at home.
    static let inclineDumbbellPress = StarterExercise("Incline Dumbbell Press")
    static let chestFly = StarterExercise("Chest Fly")
    static let lateralRaise = StarterExercise("Lateral Raise")

    static let dumbbellCurl = StarterExercise("Dumbbell Curl")
    static let hammerCurl = StarterExercise("Hammer Curl")
    static let plank = StarterExercise("Plank")
}
