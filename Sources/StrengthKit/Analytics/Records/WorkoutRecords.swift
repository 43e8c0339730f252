/// The records one workout set, as the analysis of the whole history finds them (`TrainingAnalytics`):
/// what `log` and `workout finish` print as news. Pure.
enum WorkoutRecords {
    /// The headline records (`RecordKind.headlineKinds`) `workout` beat, in the order the analysis
    /// met them. A first of its kind beats nothing and is no news (`RecordEvent.isNews`).
    static func beaten(by workout: Workout, in data: ProjectData) -> [RecordEvent] {
        // An exercise's records depend on its own sets alone: the analysis runs on those, so a long
        // history is read for the few exercises the workout did.
        let exercises = Set(workout.exercises.map(\.exercise))
        var history = data
        history.workouts = data.workouts.compactMap { stored in
            var kept = stored
            kept.exercises = stored.exercises.filter { exercises.contains($0.exercise) }
            return kept.exercises.isEmpty ? nil : kept
        }
        guard let last = history.workouts.map({ $0.start.local(in: data.timeZone).day }).max() else { return [] }
        let types = Dictionary(data.library.exercises.map { ($0.id, $0.type) }, uniquingKeysWith: { first, _ in first })
        return TrainingAnalytics.compute(history, today: last).recordTimeline.filter { event in
            event.workoutID == workout.id && event.isNews
                && types[event.exerciseID].map { RecordKind.headlineKinds(for: $0).contains(event.kind) } ?? false
        }
    }
}
