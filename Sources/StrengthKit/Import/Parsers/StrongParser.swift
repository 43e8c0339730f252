import Foundation

/// Reads every Strong dialect (A, A′, A0, A1, localized A, B0, B1, B, C, OLDEST) once its header
/// has been mapped by `StrongLayout`.
///
/// Workouts are rows with the same `Workout #` (C) or the same Date and Workout Name in a row
/// (the others). Exercises are runs of rows with the same name. `Rest Timer`/`Ruhezeit` rows become
/// the rest of the set before them, `Note` rows the exercise's note. The workout's key is its start
/// time, so a newer export in another dialect (Strong rewrites the whole history on each export)
/// still recognises the workouts already imported.
extension ImportApp {
    static let strong = ImportApp("strong", displayName: "Strong")
}

extension ImportDialect {
    static let strongA = ImportDialect("strongA", of: .strong, code: "A")
    static let strongAPrime = ImportDialect("strongAPrime", of: .strong, code: "A′")
    static let strongA1 = ImportDialect("strongA1", of: .strong, code: "A1")
    static let strongA0 = ImportDialect("strongA0", of: .strong, code: "A0")
    static let strongB0 = ImportDialect("strongB0", of: .strong, code: "B0")
    static let strongB1 = ImportDialect("strongB1", of: .strong, code: "B1")
    static let strongB = ImportDialect("strongB", of: .strong, code: "B")
    static let strongC = ImportDialect("strongC", of: .strong, code: "C")
    static let strongOldest = ImportDialect("strongOldest", of: .strong, code: "OLDEST")
}

struct StrongParser: ExportParser {
    /// Its layouts are told apart by a few columns (`StrongLayout`).
    static let importer = Importer(app: .strong, dialects: [.strongA, .strongAPrime, .strongA1, .strongA0, .strongB0, .strongB1,
                                                            .strongB, .strongC, .strongOldest],
                                   header: .loose, parser: Self.self)

    let layout: StrongLayout
    let format: DetectedFormat
    let rowLayout: ExportRowLayout?

    private var workouts: [SourceWorkout] = []
    private var workoutIndexByGroup: [String: Int] = [:]
    private var usedKeys: Set<String> = []
    private var currentGroup: String?
    /// The last set read, as (workout, exercise, set) indexes, for the rest row that follows it.
    private var lastSet: (workout: Int, exercise: Int, set: Int)?
    private var weightUnitCounts: [WeightUnit: Int] = [:]
    private var distanceUnitCounts: [DistanceUnit: Int] = [:]
    /// Loaded rows of a per-row-unit file (B) whose unit is empty, resolved in `finish`.
    private var rowsWithoutWeightUnit: [(workout: Int, exercise: Int, set: Int)] = []
    private var rowsWithoutDistanceUnit: [(workout: Int, exercise: Int, set: Int)] = []
    /// Date and Duration repeat on every row of a workout: the last text read and its value.
    private var lastDate: (text: String, value: LocalDateTime)?
    private var lastDuration: (text: String, value: Int?)?

    init?(header: CSVRow, delimiter: UInt8) {
        guard let layout = StrongLayout.detect(header.fields, delimiter: delimiter) else { return nil }
        self.init(layout: layout)
    }

    init(layout: StrongLayout) {
        self.layout = layout
        format = layout.format
        rowLayout = layout.rowLayout
    }

    /// One row, read completely before anything changes.
    private struct Row {
        var start: LocalDateTime
        var group: String
        var workoutName: String
        var duration: Int?
        var exercise: String
        var order: StrongSetOrder
        var weight: Double?
        var weightUnit: WeightUnit?
        var reps: Int?
        var rpe: Double?
        var distance: Double?
        var distanceUnit: DistanceUnit?
        var seconds: Int?
        var notes: String
        var workoutNotes: String
    }

    mutating func consume(_ row: CSVRow, warnings: inout ImportWarnings) throws {
        let parsed = try read(row)
        apply(parsed, line: row.line, warnings: &warnings)
    }

    /// Reads a row. Changes nothing but the caches of the last Date and Duration.
    private mutating func read(_ row: CSVRow) throws -> Row {
        let line = row.line
        guard row.fields.count == layout.columnCount else {
            throw ImportRowError.fieldCount(line: line, found: row.fields.count, expected: layout.columnCount)
        }
        func field(_ column: StrongColumn) -> String {
            layout.index[column].map { row[$0] } ?? ""
        }
        let dateText = field(.date)
        let start: LocalDateTime
        if let lastDate, lastDate.text == dateText {
            start = lastDate.value
        } else {
            guard let parsed = ImportTimeText.localDateTime(dateText) else {
                throw ImportRowError(line: line, message: "Date: '\(ImportNumber.shortened(dateText))' is not a date and time like 2021-07-07 18:35:21")
            }
            start = parsed
            lastDate = (dateText, parsed)
        }
        let exercise = field(.exerciseName).importTrimmed
        guard !exercise.isEmpty else { throw ImportRowError(line: line, message: "Exercise Name is empty") }
        let durationText = field(.duration)
        let duration: Int?
        if let lastDuration, lastDuration.text == durationText {
            duration = lastDuration.value
        } else {
            duration = ImportTimeText.strongDuration(durationText)
            if duration == nil, !durationText.importTrimmed.isEmpty {
                throw ImportRowError(line: line, message: "Duration: '\(ImportNumber.shortened(durationText))' is not a duration like 1h 5m, 45m or 55s")
            }
            lastDuration = (durationText, duration)
        }
        var weightUnit = layout.headerWeightUnit
        if layout.index[.weightUnit] != nil {
            let text = field(.weightUnit).importTrimmed
            if text.isEmpty {
                weightUnit = nil
            } else if let unit = WeightUnit(userText: text) {
                weightUnit = unit
            } else {
                throw ImportRowError(line: line, message: "Weight Unit: '\(ImportNumber.shortened(text))' is not kg or lbs")
            }
        }
        var distanceUnit = layout.headerDistanceUnit
        if layout.index[.distanceUnit] != nil {
            let text = field(.distanceUnit).importTrimmed
            if text.isEmpty {
                distanceUnit = nil
            } else if let unit = StrongLayout.distanceUnit(named: text) {
                distanceUnit = unit
            } else {
                throw ImportRowError(line: line, message: "Distance Unit: '\(ImportNumber.shortened(text))' is not km or mi.")
            }
        }
        // Strong writes 0 for "nothing entered" in weight, distance, seconds and RPE (RPE 0 means unset).
        func nonZero(_ value: Double?) -> Double? { value == 0 ? nil : value }
        let seconds = try ImportNumber.seconds(field(.seconds), column: "Seconds", line: line)
        let rpe = nonZero(try ImportNumber.decimal(field(.rpe), column: "RPE", line: line))
        if let rpe, !(rpe > 0 && rpe <= 10) {
            throw ImportRowError(line: line, message: "RPE: \(NumberText.decimal(rpe, maximumFractionDigits: 2)) is not between 0 and 10")
        }
        let reps = try ImportNumber.whole(field(.reps), column: "Reps", line: line)
        if let reps, reps < 0 { throw ImportRowError(line: line, message: "Reps: \(reps) is negative") }
        let weight = nonZero(try ImportNumber.decimal(field(.weight), column: "Weight", line: line))
        let distance = nonZero(try ImportNumber.decimal(field(.distance), column: "Distance", line: line))
        if let distance, distance < 0 { throw ImportRowError(line: line, message: "Distance: \(distance) is negative") }
        let name = field(.workoutName).importTrimmedLines
        let group = layout.isDialectC ? "#" + field(.workoutNumber) : dateText + "\u{1F}" + name
        return Row(start: start, group: group, workoutName: name, duration: duration, exercise: exercise,
                   order: StrongSetOrder(field(.setOrder)), weight: weight, weightUnit: weightUnit, reps: reps, rpe: rpe,
                   distance: distance, distanceUnit: distanceUnit, seconds: seconds == 0 ? nil : seconds,
                   notes: field(.notes), workoutNotes: field(.workoutNotes))
    }

    private mutating func apply(_ row: Row, line: Int, warnings: inout ImportWarnings) {
        let workoutIndex = workoutIndex(for: row, line: line)
        if workouts[workoutIndex].durationSeconds == nil { workouts[workoutIndex].durationSeconds = row.duration }
        if workouts[workoutIndex].notes == nil, !row.workoutNotes.importTrimmedLines.isEmpty {
            workouts[workoutIndex].notes = row.workoutNotes
        }
        var order = row.order
        if case .unknown(let word) = order {
            // An unknown word with only Seconds filled in is a rest row in a language not listed.
            if row.seconds != nil, row.weight == nil, (row.reps ?? 0) == 0, row.distance == nil, !word.isEmpty {
                warnings.add("Set Order '\(word)' is not a tag strength-site knows; read as a rest timer", line: line)
                order = .rest
            } else {
                warnings.add("Set Order '\(word)' is not a tag strength-site knows; read as a normal set", line: line)
                order = .set(.normal)
            }
        }
        if order == .rest {
            guard let lastSet, lastSet.workout == workoutIndex else {
                warnings.add("a rest timer row with no set before it in its workout was ignored", line: line)
                return
            }
            workouts[lastSet.workout].exercises[lastSet.exercise].sets[lastSet.set].restSeconds = row.seconds ?? 0
            return
        }
        let exerciseIndex = exerciseIndex(for: row.exercise, in: workoutIndex, line: line)
        let noteText = row.notes.importTrimmedLines
        if !noteText.isEmpty {
            let existing = workouts[workoutIndex].exercises[exerciseIndex].notes
            workouts[workoutIndex].exercises[exerciseIndex].notes = existing.map { $0 + "\n\n" + row.notes } ?? row.notes
        }
        guard case .set(let kind) = order else { return }
        var set = SourceSet(kind: kind, reps: row.reps, seconds: row.seconds, rpe: row.rpe, line: line)
        if let weight = row.weight {
            set.weight = SourceWeight(value: weight, unit: row.weightUnit)
            if let unit = row.weightUnit { weightUnitCounts[unit, default: 0] += 1 }
        }
        if let distance = row.distance {
            set.distance = SourceDistance(value: distance, unit: row.distanceUnit)
            if let unit = row.distanceUnit { distanceUnitCounts[unit, default: 0] += 1 }
        }
        workouts[workoutIndex].exercises[exerciseIndex].sets.append(set)
        let position = (workoutIndex, exerciseIndex, workouts[workoutIndex].exercises[exerciseIndex].sets.count - 1)
        lastSet = position
        if row.weight != nil, row.weightUnit == nil, layout.index[.weightUnit] != nil { rowsWithoutWeightUnit.append(position) }
        if row.distance != nil, row.distanceUnit == nil, layout.index[.distanceUnit] != nil { rowsWithoutDistanceUnit.append(position) }
    }

    private mutating func workoutIndex(for row: Row, line: Int) -> Int {
        if row.group == currentGroup, let index = workoutIndexByGroup[row.group] { return index }
        currentGroup = row.group
        lastSet = nil
        if let index = workoutIndexByGroup[row.group] { return index }
        let key = ImportKey.unique(row.start, name: row.workoutName, used: &usedKeys)
        workouts.append(SourceWorkout(key: key, name: row.workoutName, start: .local(row.start), line: line))
        workoutIndexByGroup[row.group] = workouts.count - 1
        return workouts.count - 1
    }

    private mutating func exerciseIndex(for name: String, in workoutIndex: Int, line: Int) -> Int {
        if let last = workouts[workoutIndex].exercises.last, last.name == name {
            return workouts[workoutIndex].exercises.count - 1
        }
        workouts[workoutIndex].exercises.append(SourceExercise(name: name, line: line))
        return workouts[workoutIndex].exercises.count - 1
    }

    mutating func finish(warnings: inout ImportWarnings) throws -> [SourceWorkout] {
        // B leaves the unit empty on some loaded rows: read them in the unit most of the file uses.
        if let majority = weightUnitCounts.max(by: { ($0.value, $0.key.rawValue) < ($1.value, $1.key.rawValue) })?.key {
            for (w, e, s) in rowsWithoutWeightUnit {
                workouts[w].exercises[e].sets[s].weight?.unit = majority
                warnings.add("a weight with an empty Weight Unit was read as \(majority.rawValue), the unit of most rows",
                             line: workouts[w].exercises[e].sets[s].line)
            }
        }
        if let majority = distanceUnitCounts.max(by: { ($0.value, $0.key.rawValue) < ($1.value, $1.key.rawValue) })?.key {
            for (w, e, s) in rowsWithoutDistanceUnit {
                workouts[w].exercises[e].sets[s].distance?.unit = majority
                warnings.add("a distance with an empty Distance Unit was read as \(majority.rawValue), the unit of most rows",
                             line: workouts[w].exercises[e].sets[s].line)
            }
        }
        return workouts
    }
}
