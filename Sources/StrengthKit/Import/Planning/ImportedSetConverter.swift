/// Makes a stored `WorkoutSet` of an exercise type from an imported set, always one that
/// `SetRules` accepts.
///
/// Values the type has no field for (a time on a weight × reps set, a weight on a distance set)
/// are kept as text in the set's notes. A field the type needs and the set lacks is stored as 0:
/// reps of 0 (a missed attempt: never volume, never a record) or a time of 0 — so a set the type
/// cannot really hold is kept, counted and explained rather than dropped.
enum ImportedSetConverter {
    struct Result {
        var set: WorkoutSet
        /// What a set of this type needs that the imported set lacked: `reps`, `time`, `time or distance`.
        var lacked: String?
        /// Values kept in the notes because the type has no field for them.
        var movedToNotes: [String]
    }

    /// - Parameters:
    ///   - kilograms: the set's weight already converted and snapped; negative for assistance.
    ///   - meters: the set's distance in metres.
    static func convert(_ source: SourceSet, shape: SetShape, to type: ExerciseType, kilograms: Double?, meters: Double?,
                        notes: String?) -> Result {
        var set = WorkoutSet(kind: source.kind, rpe: source.rpe, restSeconds: source.restSeconds)
        var lacked: String?
        var moved: [String] = []
        let weight = shape.hasWeight ? kilograms : nil
        let seconds = shape.hasTime ? source.seconds : nil
        let distance = shape.hasDistance ? meters : nil
        func keepAside(weight keepWeight: Bool, reps keepReps: Bool, time keepTime: Bool, distance keepDistance: Bool) {
            if keepWeight, let original = source.weight, shape.hasWeight {
                moved.append(NumberText.decimal(original.value, maximumFractionDigits: 2) + " " + (original.unit?.rawValue ?? "kg"))
            }
            if keepReps, let reps = shape.reps { moved.append(NumberText.counted(reps, "rep")) }
            if keepTime, let seconds { moved.append("\(seconds) s") }
            if keepDistance, let original = source.distance, shape.hasDistance {
                moved.append(NumberText.decimal(original.value, maximumFractionDigits: 3) + " " + (original.unit?.rawValue ?? "m"))
            }
        }
        switch type {
        case .weightReps:
            set.weightKg = max(weight ?? 0, 0)
            set.reps = shape.reps ?? 0
            if shape.reps == nil { lacked = "reps" }
            keepAside(weight: (weight ?? 0) < 0, reps: false, time: true, distance: true)
        case .bodyweightReps:
            set.weightKg = weight
            set.reps = shape.reps ?? 0
            if shape.reps == nil { lacked = "reps" }
            keepAside(weight: false, reps: false, time: true, distance: true)
        case .repsOnly:
            set.reps = shape.reps ?? 0
            if shape.reps == nil { lacked = "reps" }
            keepAside(weight: true, reps: false, time: true, distance: true)
        case .duration:
            set.durationSeconds = seconds ?? 0
            if seconds == nil { lacked = "time" }
            keepAside(weight: true, reps: true, time: false, distance: true)
        case .weightDuration:
            set.weightKg = max(weight ?? 0, 0)
            set.durationSeconds = seconds ?? 0
            if seconds == nil { lacked = "time" }
            keepAside(weight: (weight ?? 0) < 0, reps: true, time: false, distance: true)
        case .distanceDuration:
            set.distanceMeters = distance
            set.durationSeconds = seconds
            if distance == nil, seconds == nil {
                set.durationSeconds = 0
                lacked = "time or distance"
            }
            keepAside(weight: true, reps: true, time: false, distance: false)
        }
        var noteParts: [String] = []
        if let notes { noteParts.append(notes) }
        if !moved.isEmpty { noteParts.append("Also in the export: " + moved.joined(separator: ", ")) }
        set.notes = noteParts.isEmpty ? nil : noteParts.joined(separator: "\n")
        return Result(set: set, lacked: lacked, movedToNotes: moved)
    }
}
