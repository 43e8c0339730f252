import Foundation

/// One row of the history list, also `history --json`'s element.
package struct HistoryRow: Hashable, Sendable, Codable {
    var id: String
    var name: String
    var start: Timestamp
    /// `null` when unknown, so every row has every key.
    @Nullable var durationSeconds: Int?
    var exerciseCount: Int
    var setCount: Int
    var volumeKg: Double

    /// Every workout, newest first.
    package static func rows(of data: ProjectData) -> [HistoryRow] {
        let types = data.library.typesByID
        let timeZone = data.timeZone
        return data.workouts.sortedNewestFirst().map { workout in
            HistoryRow(id: workout.id, name: workout.name, start: workout.start,
                       durationSeconds: workout.durationSeconds, exerciseCount: workout.exercises.count,
                       setCount: workout.setCount, volumeKg: volumeKg(of: workout, in: data, types: types, timeZone: timeZone))
        }
    }

    /// The workout's volume in kilograms, to the gram, with the body weight logged for its local day:
    /// what the history list and `history show` both say.
    static func volumeKg(of workout: Workout, in data: ProjectData, types: [String: ExerciseType], timeZone: TimeZone) -> Double {
        let day = workout.start.local(in: timeZone).day
        return StatsDocument.kilograms(Volume.ofWorkout(workout, types: types, bodyWeightKg: data.bodyWeight.weightKg(on: day)))
    }
}
