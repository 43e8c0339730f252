/// The columns of Strong's CSV exports, whatever the dialect or language of the header.
enum StrongColumn: Hashable, Sendable {
    case workoutNumber, date, workoutName, duration, exerciseName, setOrder, weight, weightUnit, reps, rpe
    case distance, distanceUnit, seconds, notes, workoutNotes

    /// Header names by language (English, German, French, Chinese). Column order is the same in
    /// every locale, which is what the positional fallback relies on.
    static let synonyms: [String: StrongColumn] = [
        "Workout #": .workoutNumber,
        "Date": .date, "Datum": .date, "日期": .date,
        "Workout Name": .workoutName, "Workout-Name": .workoutName, "Nom de l'entraînement": .workoutName, "锻炼名称": .workoutName,
        "Duration": .duration, "Dauer": .duration, "Durée": .duration, "时长": .duration,
        "Workout Duration": .duration, "Duration (sec)": .duration,
        "Exercise Name": .exerciseName, "Name der Übung": .exerciseName, "Nom de l'exercice": .exerciseName, "运动名称": .exerciseName,
        "Set Order": .setOrder, "Reihenfolge festlegen": .setOrder, "Ordre de la série": .setOrder, "设置顺序": .setOrder,
        "Weight": .weight, "Gewicht": .weight, "Poids": .weight, "重量": .weight,
        "Weight Unit": .weightUnit,
        "Reps": .reps, "Wiederh.": .reps, "Réps": .reps, "次": .reps,
        "RPE": .rpe,
        "Distance": .distance, "Entfernung": .distance, "距离": .distance,
        "Distance Unit": .distanceUnit,
        "Seconds": .seconds, "Sekunden": .seconds, "Secondes": .seconds, "秒": .seconds,
        "Notes": .notes, "Notizen": .notes, "备注": .notes,
        "Workout Notes": .workoutNotes, "Workout-Notizen": .workoutNotes, "Notes d'entraînement": .workoutNotes, "锻炼备注": .workoutNotes,
    ]

    /// Header languages, told by the name of the Set Order column.
    static let languages: [String: String] = [
        "Reihenfolge festlegen": "German", "Ordre de la série": "French", "设置顺序": "Chinese",
    ]

    /// The column's name in Strong's English headers (`synonyms` reads each one back).
    var englishName: String {
        switch self {
        case .workoutNumber: "Workout #"
        case .date: "Date"
        case .workoutName: "Workout Name"
        case .duration: "Duration"
        case .exerciseName: "Exercise Name"
        case .setOrder: "Set Order"
        case .weight: "Weight"
        case .weightUnit: "Weight Unit"
        case .reps: "Reps"
        case .rpe: "RPE"
        case .distance: "Distance"
        case .distanceUnit: "Distance Unit"
        case .seconds: "Seconds"
        case .notes: "Notes"
        case .workoutNotes: "Workout Notes"
        }
    }

    /// The 12-column comma layout (dialect A) by position, for headers in a language not listed above.
    static let positionalLayout: [StrongColumn] = [
        .date, .workoutName, .duration, .exerciseName, .setOrder, .weight, .reps, .distance, .seconds, .notes, .workoutNotes, .rpe,
    ]
}
