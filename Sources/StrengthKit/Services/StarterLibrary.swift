/// The exercise library `init` gives a new project: the common lifts with sensible types and
/// muscle groups, so a first `log` works without setting anything up.
public enum StarterLibrary {
    public static let library: ExerciseLibrary = {
        let categories = [
            ("chest", "Chest"), ("back", "Back"), ("shoulders", "Shoulders"), ("biceps", "Biceps"),
            ("triceps", "Triceps"), ("forearms", "Forearms"), ("quads", "Quads"), ("hamstrings", "Hamstrings"),
            ("glutes", "Glutes"), ("calves", "Calves"), ("core", "Core"), ("cardio", "Cardio"),
            ("full-body", "Full Body"),
        ].map { ExerciseCategory(id: $0.0, name: $0.1) }

        let exercises: [(String, ExerciseType, [String])] = [
            ("Bench Press", .weightReps, ["chest", "triceps", "shoulders"]),
            ("Incline Bench Press", .weightReps, ["chest", "shoulders", "triceps"]),
            ("Dumbbell Bench Press", .weightReps, ["chest", "triceps"]),
            ("Incline Dumbbell Press", .weightReps, ["chest", "shoulders"]),
            ("Chest Fly", .weightReps, ["chest"]),
            ("Push Up", .bodyweightReps, ["chest", "triceps"]),
            ("Dip", .bodyweightReps, ["triceps", "chest"]),
            ("Overhead Press", .weightReps, ["shoulders", "triceps"]),
            ("Dumbbell Shoulder Press", .weightReps, ["shoulders", "triceps"]),
            ("Lateral Raise", .weightReps, ["shoulders"]),
            ("Face Pull", .weightReps, ["shoulders", "back"]),
            ("Pull Up", .bodyweightReps, ["back", "biceps"]),
            ("Chin Up", .bodyweightReps, ["back", "biceps"]),
            ("Lat Pulldown", .weightReps, ["back", "biceps"]),
            ("Barbell Row", .weightReps, ["back", "biceps"]),
            ("Dumbbell Row", .weightReps, ["back", "biceps"]),
            ("Seated Cable Row", .weightReps, ["back", "biceps"]),
            ("Deadlift", .weightReps, ["back", "hamstrings", "glutes"]),
            ("Romanian Deadlift", .weightReps, ["hamstrings", "glutes", "back"]),
            ("Squat", .weightReps, ["quads", "glutes"]),
            ("Front Squat", .weightReps, ["quads", "glutes"]),
            ("Leg Press", .weightReps, ["quads", "glutes"]),
            ("Bulgarian Split Squat", .weightReps, ["quads", "glutes"]),
            ("Lunge", .weightReps, ["quads", "glutes"]),
            ("Leg Extension", .weightReps, ["quads"]),
            ("Leg Curl", .weightReps, ["hamstrings"]),
            ("Hip Thrust", .weightReps, ["glutes", "hamstrings"]),
            ("Standing Calf Raise", .weightReps, ["calves"]),
            ("Barbell Curl", .weightReps, ["biceps", "forearms"]),
            ("Dumbbell Curl", .weightReps, ["biceps", "forearms"]),
            ("Hammer Curl", .weightReps, ["biceps", "forearms"]),
            ("Triceps Pushdown", .weightReps, ["triceps"]),
            ("Skull Crusher", .weightReps, ["triceps"]),
            ("Plank", .duration, ["core"]),
            ("Hanging Leg Raise", .bodyweightReps, ["core"]),
            ("Ab Wheel Rollout", .repsOnly, ["core"]),
            ("Farmer's Carry", .weightDuration, ["forearms", "full-body"]),
            ("Running", .distanceDuration, ["cardio"]),
            ("Rowing Machine", .distanceDuration, ["cardio", "back"]),
            ("Cycling", .distanceDuration, ["cardio"]),
            ("Jump Rope", .repsOnly, ["cardio"]),
        ]
        return ExerciseLibrary(
            categories: categories,
            exercises: exercises.map { name, type, categories in
                Exercise(id: Slug.make(from: name), name: name, type: type, categories: categories)
            }.sorted { $0.id < $1.id })
    }()
}
