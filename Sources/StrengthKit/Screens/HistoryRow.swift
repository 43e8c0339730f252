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
        let types = Dictionary(data.library.exercises.map { ($0.id, $0.type) }, uniquingKeysWith: { first, _ in first })
        let timeZone = data.timeZone
        return data.workouts.sortedNewestFirst().map { workout in
            let day = workout.start.local(in: timeZone).day
            let volume = Volume.ofWorkout(workout, types: types, bodyWeightKg: data.bodyWeight.weightKg(on: day))
            return HistoryRow(id: workout.id, name: workout.name, start: workout.start,
                              durationSeconds: workout.durationSeconds, exerciseCount: workout.exercises.count,
                              setCount: workout.setCount, volumeKg: (volume * 1000).rounded() / 1000)
        }
    }}
