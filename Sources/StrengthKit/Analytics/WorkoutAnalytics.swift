/// What one workout contributed: its day, volume, working sets and the records it set (its badges:
/// those it beat, `news`).
struct WorkoutAnalytics: Hashable, StableHashable, Sendable {
    var workoutID: String
    /// The local day of its start in the project's time zone.
    var day: LocalDay
    var volumeKg: Double
    var workingSets: Int
    /// Every record event it set, the firsts of their kind included: the analysis's timeline, which
    /// a checkpoint saves and reads back whole.
    var records: [RecordEvent]

    /// The records it beat (`RecordEvent.isNews`): what its page badges and lists and the feed count.
    var news: [RecordEvent] {
        records.filter(\.isNews)
    }

    /// The records a given set beat.
    func news(exerciseIndex: Int, setIndex: Int) -> [RecordEvent] {
        news.filter { $0.setPosition == RecordEvent.SetPosition(exercise: exerciseIndex, set: setIndex) }
    }

    /// Session records of an exercise this workout beat.
    func sessionNews(exerciseID: String) -> [RecordEvent] {
        news.filter { $0.exerciseID == exerciseID && $0.setPosition == nil }
    }
}
