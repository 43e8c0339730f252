import Foundation

/// Reads JEFIT's "Export Data" file: one text file of CSV sections, each opened by a
/// `### NAME ###` line and its own header. Workouts come from WORKOUT SESSIONS (epoch start and end),
/// exercises from EXERCISE LOGS, whose `logs` field packs the sets (`50.0x15,50.0x15`), and set kinds
/// from EXERCISE SET LOGS where they exist. The weight unit is SETTING's `mass` (`" lbs"`).
/// CARDIO LOGS name no exercise (JEFIT's catalogue is not in the export) and are not imported.
extension ImportApp {
    static let jefit = ImportApp("jefit", displayName: "JEFIT")
}

extension ImportDialect {
    static let jefit = ImportDialect("jefit", of: .jefit)
}

struct JEFITParser: ExportParser {
    /// Its first line is its first section marker.
    static let importer = Importer(app: .jefit, dialects: [.jefit], header: .exact, parserReadsHeaderLine: true, parser: Self.self)

    let format = DetectedFormat(.jefit, details: "(multi-section export)")
    /// Sections of other shapes, and sets packed into one field: no row-level mending.
    let rowLayout: ExportRowLayout? = nil

    private var section: String?
    private var header: [String: Int]?
    private var weightUnit: WeightUnit?
    private var sessions: [String: (start: Int64, end: Int64)] = [:]
    private var logs: [Log] = []
    private var setKinds: [String: [(index: Int, kind: SetKind)]] = [:]
    private var cardioRows = 0
    private var noteRows = 0

    /// A file whose first line is a `### SECTION ###` marker alone.
    init?(header: CSVRow, delimiter: UInt8) {
        guard header.fields.count == 1, header[0].hasPrefix("###") else { return nil }
    }

    private struct Log {
        var id: String
        var day: LocalDay
        var exercise: String
        var session: String
        var sets: [(weight: Double, reps: Int)]
        var line: Int
    }

    mutating func consume(_ row: CSVRow, warnings: inout ImportWarnings) throws {
        let first = row[0].importTrimmed
        if row.fields.count == 1, first.hasPrefix("###") {
            let name = first.trimmingCharacters(in: CharacterSet(charactersIn: "# "))
            section = name.isEmpty ? nil : name
            header = nil
            return
        }
        guard let section else {
            throw ImportRowError(line: row.line, message: "is outside any ### SECTION ### of the JEFIT export")
        }
        guard let header else {
            var index: [String: Int] = [:]
            for (position, name) in row.fields.enumerated() where index[name] == nil { index[name] = position }
            self.header = index
            return
        }
        func field(_ name: String) -> String { header[name].map { row[$0] }?.importTrimmed ?? "" }
        switch section {
        case "SETTING":
            let mass = field("mass")
            if !mass.isEmpty {
                guard let unit = WeightUnit(userText: mass) else {
                    throw ImportRowError(line: row.line, message: "mass: '\(ImportNumber.shortened(mass))' is not lbs or kg")
                }
                weightUnit = unit
            }
        case "WORKOUT SESSIONS":
            let id = field("_id")
            guard let start = ImportTimeText.epochSeconds(field("starttime")), let end = ImportTimeText.epochSeconds(field("endtime")) else {
                throw ImportRowError(line: row.line, message: "starttime/endtime: not seconds since 1970 of a time in the years 1 to 9999")
            }
            sessions[id] = (start, end)
        case "EXERCISE LOGS":
            logs.append(try readLog(row, field: field))
        case "EXERCISE SET LOGS":
            let kindText = field("set_type").lowercased()
            let kind: SetKind = kindText.hasPrefix("warm") ? .warmup : kindText.hasPrefix("drop") ? .drop
                : kindText.hasPrefix("fail") ? .failure : .normal
            let index = try ImportNumber.whole(field("set_index"), column: "set_index", line: row.line) ?? 0
            setKinds[field("exercise_log_id"), default: []].append((index, kind))
            if let unitColumn = header.keys.first(where: { $0.hasPrefix("weight_") }),
               let unit = WeightUnit(userText: String(unitColumn.dropFirst("weight_".count))), weightUnit == nil {
                weightUnit = unit
            }
        case "CARDIO LOGS":
            cardioRows += 1
        case "NOTES":
            noteRows += 1
        default:
            return
        }
    }

    private func readLog(_ row: CSVRow, field: (String) -> String) throws -> Log {
        let line = row.line
        let dateText = field("mydate")
        guard let day = LocalDay(dateText) else {
            throw ImportRowError(line: line, message: "mydate: '\(ImportNumber.shortened(dateText))' is not a date like 2010-11-28")
        }
        let name = field("ename")
        guard !name.isEmpty else { throw ImportRowError(line: line, message: "ename is empty") }
        var sets: [(Double, Int)] = []
        for packed in field("logs").split(separator: ",") {
            let parts = packed.split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let weight = try ImportNumber.decimal(String(parts[0]), column: "logs", line: line),
                  let reps = try ImportNumber.whole(String(parts[1]), column: "logs", line: line), weight >= 0, reps >= 0 else {
                throw ImportRowError(line: line, message: "logs: '\(ImportNumber.shortened(String(packed)))' is not a set like 50.0x15")
            }
            sets.append((weight, reps))
        }
        return Log(id: field("_id"), day: day, exercise: name, session: field("belongsession"), sets: sets, line: line)
    }

    mutating func finish(warnings: inout ImportWarnings) throws -> [SourceWorkout] {
        if cardioRows > 0 {
            warnings.add("\(cardioRows) CARDIO LOGS rows were not imported: the export names no exercise for them")
        }
        if noteRows > 0 { warnings.add("\(noteRows) NOTES rows were not imported") }
        let unit = weightUnit ?? .lb
        var workouts: [SourceWorkout] = []
        var indexByKey: [String: Int] = [:]
        for log in logs {
            let session = sessions[log.session]
            let key = session != nil ? "session \(log.session)" : "day \(log.day)"
            let workoutIndex: Int
            if let existing = indexByKey[key] {
                workoutIndex = existing
            } else {
                var workout = SourceWorkout(key: key, name: "Workout", start: .day(log.day), line: log.line)
                if let session {
                    workout.start = .instant(secondsSinceEpoch: session.start)
                    if session.end > session.start { workout.end = .instant(secondsSinceEpoch: session.end) }
                }
                workouts.append(workout)
                workoutIndex = workouts.count - 1
                indexByKey[key] = workoutIndex
            }
            var kinds = setKinds[log.id]?.sorted { $0.index < $1.index }.map(\.kind)
            if let known = kinds, known.count != log.sets.count {
                warnings.add("EXERCISE SET LOGS list a different number of sets than the packed logs; set kinds were not used", line: log.line)
                kinds = nil
            }
            var exercise = SourceExercise(name: log.exercise, line: log.line)
            for (position, packed) in log.sets.enumerated() {
                var set = SourceSet(kind: kinds?[position] ?? .normal, reps: packed.reps, line: log.line)
                if packed.weight != 0 { set.weight = SourceWeight(value: packed.weight, unit: unit) }
                exercise.sets.append(set)
            }
            workouts[workoutIndex].exercises.append(exercise)
        }
        return workouts
    }
}
