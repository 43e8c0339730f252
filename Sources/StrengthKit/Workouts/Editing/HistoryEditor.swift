/// Finding and removing workouts (the History tab's delete and clear).
package enum HistoryEditor {
    /// The workout whose id is `text`, or whose id starts with `text` when only one does;
    /// `latest` is the newest workout.
    package static func workout(matching text: String, in data: ProjectData) throws -> Workout {
        if text == "latest", let newest = data.workouts.max(by: Workout.oldestFirst) { return newest }
        if let exact = data.workouts.first(where: { $0.id == text }) { return exact }
        let matches = data.workouts.filter { $0.id.hasPrefix(text) }
        if matches.count == 1 { return matches[0] }
        throw NotFoundError(kind: "workout", name: text, suggestions: matches.sorted(by: Workout.oldestFirst).prefix(5).map(\.id),
                            ambiguous: !matches.isEmpty)
    }

    /// Removes the workout `id`, and judges the held sets again without it.
    package static func delete(id: String, in data: inout ProjectData) throws -> Workout {
        guard let index = data.workouts.firstIndex(where: { $0.id == id }) else { throw NotFoundError(kind: "workout", name: id) }
        let deleted = data.workouts.remove(at: index)
        HeldSets.rejudge(&data)
        return deleted
    }

    /// Removes every workout and returns how many there were.
    package static func clear(_ data: inout ProjectData) -> Int {
        defer { data.workouts.removeAll() }
        return data.workouts.count
    }
}
