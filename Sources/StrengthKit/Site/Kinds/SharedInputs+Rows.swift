/// The rows several kinds list, which link to other kinds' pages: made here, at the kinds' tier,
/// where those pages' paths are known.
extension SharedInputs {
    /// A workout in a list, with what the analysis says of it (`facts`).
    func workoutRow(_ workout: Workout, facts: WorkoutRowFacts, from page: String) -> WorkoutRow {
        WorkoutRow(
            name: workout.name, href: SitePaths.link(from: page, to: WorkoutPageKind.path(workout.id)),
            headline: WorkoutHeadline.text(of: workout, types: exerciseTypes, names: exerciseNames, format: format),
            date: format.date(facts.day), isoDate: facts.day.description, time: time(of: workout),
            exercises: "\(NumberText.counted(workout.exercises.count, "exercise"))",
            duration: workout.durationSeconds.map(format.workoutDuration) ?? "—",
            volume: facts.volumeKg > 0 ? format.volume(facts.volumeKg) : "",
            records: facts.records == 0 ? "" : "\(NumberText.counted(facts.records, "record"))")
    }

    func recordRow(_ event: RecordEvent, from page: String) -> RecordRow {
        RecordRow(exercise: exerciseName(event.exerciseID),
                  exerciseHref: SitePaths.link(from: page, to: ExercisePageKind.path(event.exerciseID)),
                  kind: event.kind.displayName, value: format.record(event.kind, event.value, set: event.set),
                  improvement: format.improvement(of: event),
                  date: format.date(event.day), isoDate: event.day.description,
                  workoutHref: SitePaths.link(from: page, to: WorkoutPageKind.path(event.workoutID)))
    }
}
