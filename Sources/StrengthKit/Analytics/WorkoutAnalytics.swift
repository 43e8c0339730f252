/// What one workout contributed: its day, volume, working sets and the records it set (for badges).
struct WorkoutAnalytics: Hashable, StableHashable, Sendable {
    var workoutID: String
    /// The local day of its start in the project's time zone.
    var day: LocalDay
    var volumeKg: Double
    var workingSets: Int
    var records: [RecordEvent]

    /// The records a given set set.
    func records(exerciseIndex: Int, setIndex: Int) -> [RecordEvent] {
        records.filter { $0.setPosition == RecordEvent.SetPosition(exercise: exerciseIndex, set: setIndex) }
    }

    /// Session records of an exercise in this workout.
    func sessionRecords(exerciseID: String) -> [RecordEvent] {
        records.filter { $0.exerciseID == exerciseID && $0.setPosition == nil }
    }
}
