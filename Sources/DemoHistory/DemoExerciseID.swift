import StrengthKit

/// Ids of the starter-library exercises the demo logs, made the way `StarterLibrary` makes them.
enum DemoExerciseID {
    static let benchPress = Slug.make(from: "Bench Press")
    static let overheadPress = Slug.make(from: "Overhead Press")
    static let barbellRow = Slug.make(from: "Barbell Row")
    static let squat = Slug.make(from: "Squat")
    static let frontSquat = Slug.make(from: "Front Squat")
    static let deadlift = Slug.make(from: "Deadlift")
    static let romanianDeadlift = Slug.make(from: "Romanian Deadlift")
    static let pullUp = Slug.make(from: "Pull Up")
    static let latPulldown = Slug.make(from: "Lat Pulldown")
    static let dip = Slug.make(from: "Dip")
    static let lateralRaise = Slug.make(from: "Lateral Raise")
    static let tricepsPushdown = Slug.make(from: "Triceps Pushdown")
    static let barbellCurl = Slug.make(from: "Barbell Curl")
    static let legPress = Slug.make(from: "Leg Press")
    static let legCurl = Slug.make(from: "Leg Curl")
    static let hipThrust = Slug.make(from: "Hip Thrust")
    static let calfRaise = Slug.make(from: "Standing Calf Raise")
    static let plank = Slug.make(from: "Plank")
    static let hangingLegRaise = Slug.make(from: "Hanging Leg Raise")
    static let farmersCarry = Slug.make(from: "Farmer's Carry")
    static let running = Slug.make(from: "Running")
}
