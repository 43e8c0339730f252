/// The text of workout keys, so every parser writes the same shape for the same time.
enum ImportKey {
    /// `2021-07-07 18:35:21`: seconds always written, so keys compare as text.
    static func localKey(_ time: LocalDateTime) -> String {
        "\(time.day) " + Digits.pad(time.hour, 2) + ":" + Digits.pad(time.minute, 2) + ":" + Digits.pad(time.second, 2)
    }

    /// `localKey(time)`, or `localKey(time) #2`, `#3`, … when a workout of the file with the same
    /// name already has it (two workouts of one name started the same second). Workouts of other
    /// names that share the second keep the plain key: the store tells them apart by name
    /// (`WorkoutSource.name`), in this file and in any other export that holds them. "The same name"
    /// is the store's: `nameKey`, `WorkoutNameKey` for every file since names are compared as typed.
    static func unique(_ time: LocalDateTime, name: String, used: inout Set<String>,
                       nameKey: (String) -> String = WorkoutNameKey.of) -> String {
        let stem = localKey(time)
        let nameKey = nameKey(name.importTrimmedLines)
        var key = stem
        var counter = 2
        while used.contains(key + "\t" + nameKey) {
            key = "\(stem) #\(counter)"
            counter += 1
        }
        used.insert(key + "\t" + nameKey)
        return key
    }

    /// The keys `unique` gave `workouts` (in the file's order) when names were compared by `NameKey`,
    /// where they differ from today's: a file with "Push!" and "Push?" started the same second had
    /// `#2` on the second, and a store imported then must still find it. `nil` for the others.
    static func keysBeforeNamesWereComparedAsTyped(_ workouts: [SourceWorkout]) -> [String?] {
        var used = Set<String>()
        return workouts.map { workout in
            guard case .local(let time) = workout.start,
                  workout.key == localKey(time) || workout.key.hasPrefix(localKey(time) + " #") else { return nil }
            let old = unique(time, name: workout.name, used: &used, nameKey: NameKey.of)
            return old == workout.key ? nil : old
        }
    }
}
