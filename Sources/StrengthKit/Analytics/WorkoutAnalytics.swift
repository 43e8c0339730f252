/// What one workout contributed: its day, volume, working sets and the records it set (for badges).
public struct WorkoutAnalytics: Hashable, Sendable {
    public var workoutID: String
    /// The local day of its start in the project's time zone.
    public var day: LocalDay
    public var volumeKg: Double
    public var workingSets: Int
    public var records: [RecordEvent]

    /// The records a given set set.
    public func records(exerciseIndex: Int, setIndex: Int) -> [RecordEvent] {
        records.filter { $0.setPosition == RecordEvent.SetPosition(exercise: exerciseIndex, set: setIndex) }
    }

    /// Session records of an exercise in this workout.
    public func sessionRecords(exerciseID: String) -> [RecordEvent] {
        records.filter { $0.exerciseID == exerciseID && $0.setPosition == nil }
    }
}
