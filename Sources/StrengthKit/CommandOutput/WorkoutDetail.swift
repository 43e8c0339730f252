/// A workout as `history show --json` prints it: exercise names and types next to the sets.
package struct WorkoutDetail: Hashable, Sendable, Codable {
    struct Entry: Hashable, Sendable, Codable {
        var exercise: String
        var name: String
        var type: ExerciseType
        var notes: String?
        var superset: Int?
        var sets: [WorkoutSet]
    }

    var id: String
    var name: String
    var start: Timestamp
    var end: Timestamp?
    var durationSeconds: Int?
    var notes: String?
    var template: String?
    var splitDay: SplitDayReference?
    var readiness: Readiness?
    var source: WorkoutSource
    var volumeKg: Double
    var exercises: [Entry]

    package init(_ workout: Workout, in data: ProjectData) {
        id = workout.id
        name = workout.name
        start = workout.start
        end = workout.end
        durationSeconds = workout.durationSeconds
        notes = workout.notes
        template = workout.template
        splitDay = workout.splitDay
        readiness = workout.readiness
        source = workout.source
        volumeKg = HistoryRow.volumeKg(of: workout, in: data, types: data.library.typesByID, timeZone: data.timeZone)
        exercises = workout.exercises.map { logged in
            let exercise = data.library.exercise(id: logged.exercise)
            return Entry(exercise: logged.exercise, name: exercise?.name ?? logged.exercise, type: exercise?.type ?? .weightReps,
                         notes: logged.notes, superset: logged.superset, sets: logged.sets)
        }
    }
}
