import Foundation

/// Reads Fitbod's exports: the current one (`Date,Exercise,Reps,Weight(kg),Duration(s),...`, times
/// with a `+0000` offset, one row per set) and the 2019 one (`Date,Exercise,Sets,Reps,Weight,...`,
/// dates only). Weights are kilograms in both; `multiplier` (2 for dumbbells) is not applied:
/// like Strong and Hevy, the weight stays per dumbbell. Numbers may have leading spaces.
extension ImportApp {
    static let fitbod = ImportApp("fitbod", displayName: "Fitbod")
}

extension ImportDialect {
    static let fitbod = ImportDialect("fitbod", of: .fitbod)
    static let fitbod2019 = ImportDialect("fitbod2019", of: .fitbod)
}

struct FitbodParser: ExportParser {
    static let importer = Importer(app: .fitbod, dialects: [.fitbod, .fitbod2019], header: .exact, parser: Self.self)

    let format: DetectedFormat
    let rowLayout: ExportRowLayout?
    private let header: CSVHeader
    private let isOldShape: Bool

    private var workouts: [SourceWorkout] = []
    private var workoutIndexByKey: [String: Int] = [:]

    init?(header row: CSVRow, delimiter: UInt8) {
        let header = CSVHeader(row.fields)
        let names = header.names
        if ["Date", "Exercise", "Reps", "Weight(kg)", "Duration(s)", "Distance(m)"].allSatisfy({ header.position(of: $0) != nil }) {
            isOldShape = false
            format = DetectedFormat(.fitbod, details: "(\(names.count) columns, times with a UTC offset)")
        } else if names.starts(with: ["Date", "Exercise", "Sets", "Reps", "Weight"]) {
            isOldShape = true
            format = DetectedFormat(.fitbod2019, details: "(2019 shape, dates only)")
        } else {
            return nil
        }
        self.header = header
        // A workout is its Date (a time, or a day in the 2019 shape); Fitbod numbers no sets.
        let isOldShape = isOldShape
        rowLayout = header.position(of: "Date").flatMap { date in
            header.position(of: "Exercise").map { exercise in
                ExportRowLayout(columnNames: names, workoutColumns: [date], labelColumns: [date], exerciseColumn: exercise,
                                noteColumns: header.position(of: "Note").map { [$0] } ?? [], setIndexColumn: nil, anchorColumn: date,
                                readsAsAnchor: { text in
                                    isOldShape ? LocalDay(text.importTrimmed) != nil : Self.instant(text.importTrimmed) != nil
                                })
            }
        }
    }

    mutating func consume(_ row: CSVRow, warnings: inout ImportWarnings) throws {
        let line = row.line
        try header.check(row)
        func field(_ name: String) -> String { header.field(name, in: row).importTrimmed }
        let dateText = field("Date")
        let start: SourceTime
        let key: String
        if isOldShape {
            guard let day = LocalDay(dateText) else {
                throw ImportRowError(line: line, message: "Date: '\(ImportNumber.shortened(dateText))' is not a date like 2019-02-13")
            }
            start = .day(day)
            key = "\(day)"
        } else {
            guard let instant = Self.instant(dateText) else {
                throw ImportRowError(line: line, message: "Date: '\(ImportNumber.shortened(dateText))' is not a time like 2022-01-05 22:06:49 +0000")
            }
            start = .instant(secondsSinceEpoch: instant)
            key = Timestamp(secondsSinceEpoch: instant, utcOffsetSeconds: 0).description
        }
        let exercise = field("Exercise")
        guard !exercise.isEmpty else { throw ImportRowError(line: line, message: "Exercise is empty") }
        let weightColumn = isOldShape ? "Weight" : "Weight(kg)"
        var set = SourceSet(line: line)
        set.reps = try ImportNumber.whole(field("Reps"), column: "Reps", line: line)
        if let reps = set.reps, reps < 0 { throw ImportRowError(line: line, message: "Reps: \(reps) is negative") }
        if set.reps == 0 { set.reps = nil }
        // Negative weights are assistance (`Assisted Chin Up`, -18.1 kg).
        if let weight = try ImportNumber.decimal(field(weightColumn), column: weightColumn, line: line), weight != 0 {
            set.weight = SourceWeight(value: weight, unit: .kg)
        }
        if !isOldShape {
            let seconds = try ImportNumber.seconds(field("Duration(s)"), column: "Duration(s)", line: line)
            set.seconds = seconds == 0 ? nil : seconds
            if let meters = try ImportNumber.decimal(field("Distance(m)"), column: "Distance(m)", line: line), meters > 0 {
                set.distance = SourceDistance(value: meters, unit: .m)
            }
        }
        switch field("isWarmup").lowercased() {
        case "true", "1", "yes": set.kind = .warmup
        case "false", "0", "no", "": set.kind = .normal
        case let other: throw ImportRowError(line: line, message: "isWarmup: '\(ImportNumber.shortened(other))' is not true or false")
        }
        let note = field("Note")
        set.notes = note.isEmpty ? nil : note
        var repeats = 1
        if isOldShape, let count = try ImportNumber.whole(field("Sets"), column: "Sets", line: line) {
            guard (1...100).contains(count) else { throw ImportRowError(line: line, message: "Sets: \(count) is not between 1 and 100") }
            repeats = count
        }
        let workoutIndex: Int
        if let existing = workoutIndexByKey[key] {
            workoutIndex = existing
        } else {
            workouts.append(SourceWorkout(key: key, name: "Workout", start: start, line: line))
            workoutIndex = workouts.count - 1
            workoutIndexByKey[key] = workoutIndex
        }
        if workouts[workoutIndex].exercises.last?.name != exercise {
            workouts[workoutIndex].exercises.append(SourceExercise(name: exercise, line: line))
        }
        let last = workouts[workoutIndex].exercises.count - 1
        workouts[workoutIndex].exercises[last].sets += Array(repeating: set, count: repeats)
    }

    /// `2022-01-05 22:06:49 +0000`: seconds since the epoch.
    static func instant(_ text: String) -> Int64? {
        let parts = text.split(separator: " ")
        guard parts.count == 3, let local = LocalDateTime("\(parts[0]) \(parts[1])") else { return nil }
        let zone = parts[2]
        guard zone.count == 5, let sign = zone.first, sign == "+" || sign == "-",
              let hours = Int(zone.dropFirst().prefix(2)), let minutes = Int(zone.suffix(2)), hours <= 18, minutes < 60 else {
            return nil
        }
        let offset = (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
        return local.secondsSinceEpochAsUTC - Int64(offset)
    }

    mutating func finish(warnings: inout ImportWarnings) throws -> [SourceWorkout] {
        workouts
    }
}
