import Foundation

/// Reads Hevy's 14-column export. The weight and distance columns say their unit
/// (`weight_kg`/`weight_lbs`, `distance_km`/`distance_miles`, chosen independently).
///
/// Files are newest first and not strictly sorted; each workout's rows are together, so a workout
/// is a run of rows with the same title, start and end, and its key is the start time. An exercise
/// is a run of rows with the same title whose `set_index` keeps rising (the same exercise twice in
/// a row starts again at 0).
extension ImportApp {
    static let hevy = ImportApp("hevy", displayName: "Hevy")
}

extension ImportDialect {
    static let hevy = ImportDialect("hevy", of: .hevy)
}

struct HevyParser: ExportParser {
    static let importer = Importer(app: .hevy, dialects: [.hevy], header: .exact, parser: Self.self)

    let format: DetectedFormat
    let rowLayout: ExportRowLayout?
    private let header: CSVHeader
    private let weightUnit: WeightUnit
    private let distanceUnit: DistanceUnit

    private var workouts: [SourceWorkout] = []
    private var workoutIndexByGroup: [String: Int] = [:]
    private var usedKeys: Set<String> = []
    private var lastSetIndex: Int?
    /// start_time and end_time repeat on every row of a workout: the last texts read and their values.
    private var lastTimes: [String: LocalDateTime] = [:]

    static let requiredColumns = ["title", "start_time", "end_time", "exercise_title", "set_index", "set_type", "reps"]

    /// The parser for a Hevy header, or `nil` when the header is not Hevy's.
    init?(header row: CSVRow, delimiter: UInt8) {
        var header = CSVHeader(row.fields)
        guard Self.requiredColumns.allSatisfy({ header.position(of: $0) != nil }) else { return nil }
        guard let weightUnit = header.alias("weight", toFirstOf: ["weight_kg": WeightUnit.kg, "weight_lbs": .lb, "weight_lb": .lb]),
              let distanceUnit = header.alias("distance", toFirstOf: ["distance_km": DistanceUnit.km, "distance_miles": .mi, "distance_mi": .mi,
                                                                       "distance_meters": .m, "distance_m": .m]) else { return nil }
        self.header = header
        self.weightUnit = weightUnit
        self.distanceUnit = distanceUnit
        rowLayout = Self.rowLayout(of: header)
        format = DetectedFormat(.hevy, details: "(\(header.names.count) columns, weight in \(weightUnit.rawValue), distance in \(distanceUnit.rawValue))")
    }

    /// A workout is its title, start and end; set_index numbers the sets.
    private static func rowLayout(of header: CSVHeader) -> ExportRowLayout? {
        guard let title = header.position(of: "title"), let start = header.position(of: "start_time"),
              let end = header.position(of: "end_time"), let exercise = header.position(of: "exercise_title") else { return nil }
        return ExportRowLayout(columnNames: header.names, workoutColumns: [title, start, end], labelColumns: [title, start],
                               exerciseColumn: exercise,
                               noteColumns: ["description", "exercise_notes"].compactMap(header.position(of:)).sorted(),
                               setIndexColumn: header.position(of: "set_index"), anchorColumn: start,
                               readsAsAnchor: { (try? HevyDate.parse($0)) != nil })
    }

    private struct Row {
        var group: String
        var title: String
        var start: LocalDateTime
        var end: LocalDateTime?
        var description: String
        var exercise: String
        var superset: Int?
        var exerciseNotes: String
        var setIndex: Int?
        var kind: SetKind
        var unknownType: String?
        var weight: Double?
        var reps: Int?
        var distance: Double?
        var seconds: Int?
        var rpe: Double?
    }

    mutating func consume(_ row: CSVRow, warnings: inout ImportWarnings) throws {
        let parsed = try read(row)
        apply(parsed, line: row.line, warnings: &warnings)
    }

    /// Reads a row. Changes nothing but the cache of the last times.
    private mutating func read(_ row: CSVRow) throws -> Row {
        let line = row.line
        try header.check(row)
        func field(_ name: String) -> String { header.field(name, in: row) }
        var cache = lastTimes
        defer { lastTimes = cache }
        func time(_ column: String, required: Bool) throws -> LocalDateTime? {
            let text = field(column)
            if !required, text.importTrimmed.isEmpty { return nil }
            if let known = cache[text] { return known }
            do {
                let parsed = try HevyDate.parse(text)
                if cache.count > 8 { cache.removeAll() }
                cache[text] = parsed
                return parsed
            } catch HevyDate.Failure.unknownMonth(let token) {
                throw ImportRowError(line: line, message: "\(column): '\(token)' in '\(ImportNumber.shortened(text))' is not a month name strength-site knows")
            } catch {
                throw ImportRowError(line: line, message: "\(column): '\(ImportNumber.shortened(text))' is not a time like 15 Sep 2025, 07:48")
            }
        }
        guard let start = try time("start_time", required: true) else {
            throw ImportRowError(line: line, message: "start_time is empty")
        }
        let end = try time("end_time", required: false)
        let exercise = field("exercise_title").importTrimmed
        guard !exercise.isEmpty else { throw ImportRowError(line: line, message: "exercise_title is empty") }
        let typeText = field("set_type").importTrimmed.lowercased()
        var kind = SetKind.normal
        var unknownType: String?
        switch typeText {
        case "normal", "": kind = .normal
        case "warmup", "warm_up", "warm-up": kind = .warmup
        case "dropset", "drop_set", "drop": kind = .drop
        case "failure": kind = .failure
        default: unknownType = typeText
        }
        let superset = try ImportNumber.whole(field("superset_id"), column: "superset_id", line: line)
        let setIndex = try ImportNumber.whole(field("set_index"), column: "set_index", line: line)
        let reps = try ImportNumber.whole(field("reps"), column: "reps", line: line)
        if let reps, reps < 0 { throw ImportRowError(line: line, message: "reps: \(reps) is negative") }
        let weightColumn = weightUnit == .kg ? "weight_kg" : "weight_lbs"
        let weight = try ImportNumber.decimal(field("weight"), column: weightColumn, line: line)
        let distance = try ImportNumber.decimal(field("distance"), column: "distance", line: line)
        if let distance, distance < 0 { throw ImportRowError(line: line, message: "distance: \(distance) is negative") }
        let seconds = try ImportNumber.seconds(field("duration_seconds"), column: "duration_seconds", line: line)
        let rpe = try ImportNumber.decimal(field("rpe"), column: "rpe", line: line)
        if let rpe, !(rpe >= 0 && rpe <= 10) {
            throw ImportRowError(line: line, message: "rpe: \(NumberText.decimal(rpe, maximumFractionDigits: 2)) is not between 0 and 10")
        }
        let title = field("title").importTrimmedLines
        return Row(group: [field("title"), field("start_time"), field("end_time")].joined(separator: "\u{1F}"),
                   title: title, start: start, end: end, description: field("description"), exercise: exercise,
                   superset: superset, exerciseNotes: field("exercise_notes"), setIndex: setIndex, kind: kind,
                   unknownType: unknownType, weight: weight == 0 ? nil : weight, reps: reps,
                   distance: distance == 0 ? nil : distance, seconds: seconds == 0 ? nil : seconds,
                   rpe: rpe == 0 ? nil : rpe)
    }

    private mutating func apply(_ row: Row, line: Int, warnings: inout ImportWarnings) {
        if let unknown = row.unknownType {
            warnings.add("set_type '\(unknown)' is not a type strength-site knows; read as a normal set", line: line)
        }
        let workoutIndex: Int
        if let existing = workoutIndexByGroup[row.group] {
            workoutIndex = existing
        } else {
            let key = ImportKey.unique(row.start, name: row.title, used: &usedKeys)
            let notes = row.description.importTrimmedLines.isEmpty ? nil : row.description
            workouts.append(SourceWorkout(key: key, name: row.title, start: .local(row.start), end: row.end.map { .local($0) },
                                          notes: notes, line: line))
            workoutIndex = workouts.count - 1
            workoutIndexByGroup[row.group] = workoutIndex
            lastSetIndex = nil
        }
        var exerciseIndex = workouts[workoutIndex].exercises.count - 1
        var indexRises = true
        if let setIndex = row.setIndex, let lastSetIndex { indexRises = setIndex > lastSetIndex }
        let continues = exerciseIndex >= 0 && workouts[workoutIndex].exercises[exerciseIndex].name == row.exercise && indexRises
        if !continues {
            let notes = row.exerciseNotes.importTrimmedLines.isEmpty ? nil : row.exerciseNotes
            workouts[workoutIndex].exercises.append(SourceExercise(name: row.exercise, notes: notes, superset: row.superset, line: line))
            exerciseIndex += 1
        }
        lastSetIndex = row.setIndex
        var set = SourceSet(kind: row.kind, reps: row.reps, seconds: row.seconds, rpe: row.rpe, line: line)
        if let weight = row.weight { set.weight = SourceWeight(value: weight, unit: weightUnit) }
        if let distance = row.distance { set.distance = SourceDistance(value: distance, unit: distanceUnit) }
        workouts[workoutIndex].exercises[exerciseIndex].sets.append(set)
    }

    mutating func finish(warnings: inout ImportWarnings) throws -> [SourceWorkout] {
        workouts
    }
}
