import Foundation
import StrengthKit

/// A workout as a Hugo Markdown page: TOML front matter (the taxonomies make the exercise and year
/// pages), its notes, then a table of sets per exercise with only the columns its sets use.
struct WorkoutPage {
    let workout: Workout
    let names: [String: String]
    let formatter: DisplayFormatter

    var markdown: String {
        let start = workout.start.description
        let exerciseNames = orderedNames
        var text = """
            +++
            title = \(toml("\(workout.name) · \(start.prefix(10))"))
            name = \(toml(workout.name))
            date = \(start)
            duration = \(toml(workout.durationSeconds.map(clock) ?? "–"))
            sets = \(workout.setCount)
            lifts = \(toml(workout.exercises.map(summary).joined(separator: ", ")))
            exercises = [\(exerciseNames.map(toml).joined(separator: ", "))]
            years = [\(toml(String(start.prefix(4))))]
            +++

            """
        if let notes = workout.notes {
            text += "\n\(notes)\n"
        }
        for logged in workout.exercises {
            text += "\n## \(name(of: logged))\n\n" + table(logged.sets)
        }
        return text
    }

    /// Each exercise once, in the order first done (a taxonomy term listed twice would count twice).
    private var orderedNames: [String] {
        var seen = Set<String>()
        return workout.exercises.map(name).filter { seen.insert($0).inserted }
    }

    private func name(of logged: LoggedExercise) -> String {
        names[logged.exercise] ?? logged.exercise
    }

    private func table(_ sets: [WorkoutSet]) -> String {
        let columns: [(title: String, cell: (WorkoutSet) -> String?)] = [
            ("Weight", { $0.weightKg.map(formatter.weight) }),
            ("Reps", { $0.reps.map(String.init) }),
            ("Time", { $0.durationSeconds.map(clock) }),
            ("Distance", { $0.distanceMeters.map { NumberText.decimal($0 / 1000, maximumFractionDigits: 2) + " km" } }),
            ("RPE", { $0.rpe.map { NumberText.decimal($0, maximumFractionDigits: 1) } }),
        ].filter { column in sets.contains { column.cell($0) != nil } }
        var text = "| Set | " + columns.map(\.title).joined(separator: " | ") + " |\n"
        text += "| ---: |" + String(repeating: " ---: |", count: columns.count) + "\n"
        var number = 0
        for set in sets {
            let label: String
            switch set.kind {
            case .normal:
                number += 1
                label = String(number)
            case .warmup: label = "W"
            case .drop: label = "D"
            case .failure: label = "F"
            }
            text += "| \(label) | " + columns.map { cell($0.cell(set) ?? "") }.joined(separator: " | ") + " |\n"
        }
        return text
    }

    /// `Squat 5 sets, top 125 kg × 5` — what a history line says of an exercise.
    private func summary(_ logged: LoggedExercise) -> String {
        let working = logged.sets.filter { $0.kind != .warmup }
        let top = working.max { ($0.weightKg ?? 0, $0.reps ?? 0, $0.distanceMeters ?? 0) < ($1.weightKg ?? 0, $1.reps ?? 0, $1.distanceMeters ?? 0) }
        var text = "\(name(of: logged)) \(NumberText.counted(working.count, "set"))"
        if let top, let weight = top.weightKg {
            text += ", top \(formatter.weight(weight))" + (top.reps.map { " × \($0)" } ?? "")
        } else if let top, let meters = top.distanceMeters {
            text += ", \(NumberText.decimal(meters / 1000, maximumFractionDigits: 2)) km"
        }
        return text
    }

    private func clock(_ seconds: Int) -> String {
        let (hours, minutes, rest) = (seconds / 3600, seconds % 3600 / 60, seconds % 60)
        let pad = { (value: Int) in value < 10 ? "0\(value)" : String(value) }
        return hours > 0 ? "\(hours):\(pad(minutes)):\(pad(rest))" : "\(minutes):\(pad(rest))"
    }

    /// A basic TOML string.
    private func toml(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: escaped += "\\u" + hex4(scalar.value)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }

    private func hex4(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// A table cell: a pipe would end it, a newline the row.
    private func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
