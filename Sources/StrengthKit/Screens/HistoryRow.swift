/// One row of the history list, also `history --json`'s element.
package struct HistoryRow: Hashable, Sendable, Codable {
    var id: String
    var name: String
    var start: Timestamp
    var durationSeconds: Int?
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
    }

    enum CodingKeys: String, CodingKey {
        case id, name, start, durationSeconds, exerciseCount, setCount, volumeKg
    }

    /// `durationSeconds` is written as `null` when unknown, so every row has every key.
    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(start, forKey: .start)
        try container.encode(durationSeconds, forKey: .durationSeconds)
        try container.encode(exerciseCount, forKey: .exerciseCount)
        try container.encode(setCount, forKey: .setCount)
        try container.encode(volumeKg, forKey: .volumeKg)
    }
}
