import Foundation

/// Reads FitNotes' "Workout Data" export, old header (`Weight (lbs)`/`Weight (kgs)`) or new
/// (`Weight` + `Weight Unit` of `kgs`/`lbs`, optional `Comment`).
///
/// FitNotes has no workouts, only days: all of a day's rows are one workout, keyed by the date.
/// Exercise names with commas are not quoted; such a row has too many fields, and the name is
/// rebuilt from the fixed columns on either side (Date on the left, the rest on the right).
extension ImportApp {
    static let fitnotes = ImportApp("fitnotes", displayName: "FitNotes")
}

extension ImportDialect {
    static let fitnotesOld = ImportDialect("fitnotesOld", of: .fitnotes)
    static let fitnotesNew = ImportDialect("fitnotesNew", of: .fitnotes)
}

struct FitNotesParser: ExportParser {
    static let importer = Importer(app: .fitnotes, dialects: [.fitnotesOld, .fitnotesNew], header: .exact, parser: Self.self)

    let format: DetectedFormat
    let rowLayout: ExportRowLayout?
    private let columnCount: Int
    private let index: [String: Int]
    private let headerWeightUnit: WeightUnit?

    private var workouts: [SourceWorkout] = []
    private var workoutIndexByDay: [LocalDay: Int] = [:]

    /// The parser for a FitNotes header, or `nil` when the header is not FitNotes'.
    init?(header row: CSVRow, delimiter: UInt8) {
        let names = row.fields.map { $0.importTrimmed }
        guard names.count >= 8, names[0] == "Date", names[1] == "Exercise", names[2] == "Category" else { return nil }
        var index: [String: Int] = [:]
        var unit: WeightUnit?
        for (position, name) in names.enumerated() {
            if name.hasPrefix("Weight (") {
                let inner = String(name.dropFirst("Weight (".count).prefix { $0 != ")" })
                guard let parsed = WeightUnit(userText: inner) else { return nil }
                unit = parsed
                index["Weight"] = position
            } else {
                index[name] = position
            }
        }
        guard ["Weight", "Reps", "Distance", "Distance Unit", "Time"].allSatisfy({ index[$0] != nil }),
              unit != nil || index["Weight Unit"] != nil else { return nil }
        self.index = index
        headerWeightUnit = unit
        columnCount = names.count
        // A workout is a day; FitNotes numbers no sets.
        rowLayout = ExportRowLayout(columnNames: names, workoutColumns: [0], labelColumns: [0], exerciseColumn: 1,
                                    noteColumns: index["Comment"].map { [$0] } ?? [], setIndexColumn: nil, anchorColumn: 0,
                                    readsAsAnchor: { LocalDay($0.importTrimmed) != nil })
        let shape = unit.map { "old header, Weight (\($0 == .kg ? "kgs" : "lbs"))" } ?? "new header, Weight Unit on every row"
        format = DetectedFormat(unit == nil ? .fitnotesNew : .fitnotesOld, details: "(\(shape)\(index["Comment"] != nil ? ", Comment" : ""))")
    }

    private struct Row {
        var day: LocalDay
        var exercise: String
        var category: String
        var set: SourceSet
        var rebuiltName: Bool
    }

    mutating func consume(_ row: CSVRow, warnings: inout ImportWarnings) throws {
        let parsed = try read(row)
        if parsed.rebuiltName {
            warnings.add("an exercise name with unquoted commas was rebuilt from the columns around it (check its Category)", line: row.line)
        }
        let workoutIndex: Int
        if let existing = workoutIndexByDay[parsed.day] {
            workoutIndex = existing
        } else {
            workouts.append(SourceWorkout(key: "\(parsed.day)", name: "Workout", start: .day(parsed.day), line: row.line))
            workoutIndex = workouts.count - 1
            workoutIndexByDay[parsed.day] = workoutIndex
        }
        if workouts[workoutIndex].exercises.last?.name != parsed.exercise {
            let category = parsed.category.isEmpty ? nil : parsed.category
            workouts[workoutIndex].exercises.append(SourceExercise(name: parsed.exercise, category: category, line: row.line))
        }
        workouts[workoutIndex].exercises[workouts[workoutIndex].exercises.count - 1].sets.append(parsed.set)
    }

    private func read(_ row: CSVRow) throws -> Row {
        let line = row.line
        var fields = row.fields
        var rebuilt = false
        if fields.count > columnCount {
            // Only the exercise name has been seen with commas: keep Date, rebuild the name from the middle.
            let extra = fields.count - columnCount
            guard extra <= 20 else {
                throw ImportRowError.fieldCount(line: line, found: fields.count, expected: columnCount)
            }
            let name = fields[1...(1 + extra)].joined(separator: ",")
            fields = [fields[0], name] + fields[(2 + extra)...]
            rebuilt = true
        } else if fields.count < columnCount {
            throw ImportRowError.fieldCount(line: line, found: fields.count, expected: columnCount)
        }
        func field(_ name: String) -> String { index[name].map { fields[$0] } ?? "" }
        let dateText = field("Date").importTrimmed
        guard let day = LocalDay(dateText) else {
            throw ImportRowError(line: line, message: "Date: '\(ImportNumber.shortened(dateText))' is not a date like 2025-04-29")
        }
        let exercise = field("Exercise").importTrimmed
        guard !exercise.isEmpty else { throw ImportRowError(line: line, message: "Exercise is empty") }
        var set = SourceSet(line: line)
        if let weight = try ImportNumber.decimal(field("Weight"), column: "Weight", line: line), weight != 0 {
            var unit = headerWeightUnit
            if index["Weight Unit"] != nil {
                let text = field("Weight Unit").importTrimmed
                guard let parsed = WeightUnit(userText: text) else {
                    throw ImportRowError(line: line, message: "Weight Unit: '\(ImportNumber.shortened(text))' is not kgs or lbs")
                }
                unit = parsed
            }
            guard weight > 0 else { throw ImportRowError(line: line, message: "Weight: \(weight) is negative") }
            // FitNotes stores kilograms and writes both units rounded to 2 decimals.
            set.weight = SourceWeight(value: weight, unit: unit, decimals: 2)
        }
        set.reps = try ImportNumber.whole(field("Reps"), column: "Reps", line: line)
        if let reps = set.reps, reps < 0 { throw ImportRowError(line: line, message: "Reps: \(reps) is negative") }
        if let distance = try ImportNumber.decimal(field("Distance"), column: "Distance", line: line), distance != 0 {
            let text = field("Distance Unit").importTrimmed
            guard distance > 0 else { throw ImportRowError(line: line, message: "Distance: \(distance) is negative") }
            guard let unit = StrongLayout.distanceUnit(named: text) else {
                throw ImportRowError(line: line, message: "Distance Unit: '\(ImportNumber.shortened(text))' is not mi, km or m")
            }
            set.distance = SourceDistance(value: distance, unit: unit)
        }
        let timeText = field("Time").importTrimmed
        if !timeText.isEmpty {
            guard let seconds = ImportTimeText.clockDuration(timeText) else {
                throw ImportRowError(line: line, message: "Time: '\(ImportNumber.shortened(timeText))' is not a time like 0:25:40")
            }
            set.seconds = seconds == 0 ? nil : seconds
        }
        let comment = field("Comment")
        set.notes = comment.importTrimmedLines.isEmpty ? nil : comment
        return Row(day: day, exercise: exercise, category: field("Category").importTrimmed, set: set,
                   rebuiltName: rebuilt)
    }

    mutating func finish(warnings: inout ImportWarnings) throws -> [SourceWorkout] {
        workouts
    }
}
