import Foundation

/// Reads StrongLifts 5×5's export: one row per exercise, its sets spread over `Set N (Reps)` and
/// `Set N (KG|LB)` columns. `Sets×Reps` (`5/5/5/5/-`) tells a skipped set (`-`, left out) from a
/// set of 0 reps (kept, a missed attempt). Times are 12-hour (`10:56 PM`), dates `2026/08/11`.
extension ImportApp {
    static let stronglifts = ImportApp("stronglifts", displayName: "StrongLifts 5×5")
}

extension ImportDialect {
    static let stronglifts = ImportDialect("stronglifts", of: .stronglifts)
}

struct StrongLiftsParser: ExportParser {
    static let importer = Importer(app: .stronglifts, dialects: [.stronglifts], header: .exact, parser: Self.self)

    let format: DetectedFormat
    /// A row is a whole workout, so no row continues or repeats another.
    let rowLayout: ExportRowLayout? = nil
    private let header: CSVHeader
    private let weightUnit: WeightUnit
    /// (reps column, weight column) for each set, in order.
    private let setColumns: [(reps: Int, weight: Int)]

    private var workouts: [SourceWorkout] = []
    private var workoutIndexByKey: [String: Int] = [:]

    init?(header row: CSVRow, delimiter: UInt8) {
        let header = CSVHeader(row.fields)
        let names = header.names
        guard names.first == "Date (yyyy/mm/dd)" else { return nil }
        var columns: [(Int, Int)] = []
        var unit: WeightUnit?
        var number = 1
        while let reps = header.position(of: "Set \(number) (Reps)") {
            guard let weightPosition = names.indices.first(where: { names[$0].hasPrefix("Set \(number) (") && $0 != reps }) else { break }
            let inner = names[weightPosition].dropFirst("Set \(number) (".count).prefix { $0 != ")" }
            guard let parsed = WeightUnit(userText: String(inner)) else { return nil }
            unit = parsed
            columns.append((reps, weightPosition))
            number += 1
        }
        guard let unit, ["Workout", "Exercise", "Start Time (h:mm)"].allSatisfy({ header.position(of: $0) != nil }) else { return nil }
        self.header = header
        weightUnit = unit
        setColumns = columns
        format = DetectedFormat(.stronglifts, details: "(\(NumberText.counted(columns.count, "set column")), weights in \(unit.rawValue))")
    }

    mutating func consume(_ row: CSVRow, warnings: inout ImportWarnings) throws {
        let line = row.line
        try header.check(row)
        func field(_ name: String) -> String { header.field(name, in: row).importTrimmed }
        let dateText = field("Date (yyyy/mm/dd)")
        guard let day = LocalDay(dateText.replacingOccurrences(of: "/", with: "-")) else {
            throw ImportRowError(line: line, message: "Date (yyyy/mm/dd): '\(ImportNumber.shortened(dateText))' is not a date like 2026/08/11")
        }
        let startText = field("Start Time (h:mm)")
        guard let clock = ImportTimeText.clockTime(startText), let start = LocalDateTime(day: day, hour: clock.hour, minute: clock.minute) else {
            throw ImportRowError(line: line, message: "Start Time (h:mm): '\(ImportNumber.shortened(startText))' is not a time like 10:56 PM")
        }
        let exercise = field("Exercise")
        guard !exercise.isEmpty else { throw ImportRowError(line: line, message: "Exercise is empty") }
        let duration = try ImportNumber.seconds(fromHours: field("Duration (hours)"), column: "Duration (hours)", line: line)
        let plan = field("Sets×Reps").split(separator: "/").map { String($0).importTrimmed }
        var sets: [SourceSet] = []
        for (position, columns) in setColumns.enumerated() {
            let repsText = row[columns.reps]
            let weightText = row[columns.weight]
            if repsText.importTrimmed.isEmpty, weightText.importTrimmed.isEmpty { continue }
            // `-` in the plan is a set the lifter skipped; its columns still say 0 reps.
            if plan.count > 1, position < plan.count, plan[position] == "-" { continue }
            let reps = try ImportNumber.whole(repsText, column: "Set \(position + 1) (Reps)", line: line)
            let weight = try ImportNumber.decimal(weightText, column: "Set \(position + 1) (\(weightUnit.rawValue.uppercased()))", line: line)
            if let reps, reps < 0 { throw ImportRowError(line: line, message: "Set \(position + 1) (Reps): \(reps) is negative") }
            var set = SourceSet(reps: reps ?? 0, line: line)
            // StrongLifts rounds weights to one decimal in either unit (20.4 kg is 45 lb).
            if let weight, weight != 0 { set.weight = SourceWeight(value: weight, unit: weightUnit, decimals: 1) }
            sets.append(set)
        }
        if !field("Sets×Time").isEmpty {
            warnings.add("Sets×Time is not read (only the reps and weights of each set are)", line: line)
        }
        let number = field("Workout")
        let key = "\(day) #\(number)"
        let notes = field("Notes")
        let exerciseBlock = SourceExercise(name: exercise, notes: notes.isEmpty ? nil : notes, sets: sets, line: line)
        if let existing = workoutIndexByKey[key] {
            workouts[existing].exercises.append(exerciseBlock)
        } else {
            let name = field("Workout Name")
            workouts.append(SourceWorkout(key: key, name: name, start: .local(start), durationSeconds: duration, line: line,
                                          exercises: [exerciseBlock]))
            workoutIndexByKey[key] = workouts.count - 1
        }
    }

    mutating func finish(warnings: inout ImportWarnings) throws -> [SourceWorkout] {
        workouts
    }
}
