import Foundation

/// Where each column is in one Strong file, the units its header states, and its dialect.
struct StrongLayout: Hashable, Sendable {
    var index: [StrongColumn: Int]
    /// The header's names, trimmed.
    var columnNames: [String]
    /// The weight unit written in the header (`Weight (kg)`, OLDEST's `lbs` column); `nil` when rows
    /// say it (B) or nothing does (A).
    var headerWeightUnit: WeightUnit?
    var headerDistanceUnit: DistanceUnit?
    var format: DetectedFormat
    /// C writes Workout Notes on every row and exercise notes only through `Note` rows.
    var isDialectC: Bool

    /// The layout of a Strong header, or `nil` when the header is not Strong's.
    static func detect(_ header: [String], delimiter: UInt8) -> StrongLayout? {
        let names = header.map { $0.importTrimmed }
        var index: [StrongColumn: Int] = [:]
        var weightUnit: WeightUnit?
        var namedDistanceUnit: DistanceUnit?
        var unitInColumnName = false
        for (position, name) in names.enumerated() {
            if let column = StrongColumn.synonyms[name] {
                if index[column] == nil { index[column] = position }
            } else if let unit = WeightUnit(userText: name) {
                index[.weight] = position
                weightUnit = unit
                unitInColumnName = true
            } else if let unit = Self.distanceUnit(named: name) {
                index[.distance] = position
                namedDistanceUnit = unit
                unitInColumnName = true
            } else if name.hasPrefix("Weight (") || name.hasPrefix("Distance (") {
                let inner = String(name.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" })
                if name.hasPrefix("Weight (") {
                    guard let unit = WeightUnit(userText: inner) else { return nil }
                    index[.weight] = position
                    weightUnit = unit
                } else {
                    guard let unit = Self.distanceUnit(named: inner) else { return nil }
                    index[.distance] = position
                    namedDistanceUnit = unit
                }
            }
        }
        var language = StrongColumn.languages.first { names.contains($0.key) }?.value
        let required: [StrongColumn] = [.date, .workoutName, .exerciseName, .setOrder]
        if !required.allSatisfy({ index[$0] != nil }) {
            // A language not in the synonym table: the 12-column comma layout, known by its last column.
            guard names.count == 12, names.last == "RPE", delimiter == UInt8(ascii: ",") else { return nil }
            index = Dictionary(uniqueKeysWithValues: StrongColumn.positionalLayout.enumerated().map { ($1, $0) })
            weightUnit = nil
            namedDistanceUnit = nil
            language = "unrecognised, columns taken by position"
        }
        let isC = index[.workoutNumber] != nil
        let separator = delimiter == UInt8(ascii: ";") ? "semicolon" : "comma"
        let kind: ImportDialect
        var details: String
        if isC {
            kind = .strongC
            details = "(\(separator), every field quoted, Workout #)"
        } else if index[.weightUnit] != nil {
            kind = names.count >= 14 ? .strongB : names.count == 13 ? .strongB1 : .strongB0
            details = "(\(separator), \(names.count) columns, unit on every row)"
        } else if unitInColumnName {
            kind = .strongOldest
            details = "(\(separator), unit as the column name)"
        } else {
            let hasDuration = index[.duration] != nil
            let hasRPE = index[.rpe] != nil
            let hasNotes = index[.notes] != nil
            kind = hasDuration ? (hasNotes ? .strongA : .strongAPrime) : (hasRPE ? .strongA1 : .strongA0)
            details = "(\(separator), \(names.count) columns\(hasDuration ? "" : ", no duration")\(hasNotes ? "" : ", no notes"))"
        }
        if let language { details += ", \(language) header" }
        return StrongLayout(index: index, columnNames: names, headerWeightUnit: weightUnit,
                            headerDistanceUnit: namedDistanceUnit, format: DetectedFormat(kind, details: details), isDialectC: isC)
    }

    var columnCount: Int { columnNames.count }

    /// Where the mending before parsing finds a row's workout, exercise, notes and set number: a
    /// workout is its Workout # (C) or its Date and Workout Name; Set Order numbers the sets.
    var rowLayout: ExportRowLayout? {
        guard let date = index[.date], let name = index[.workoutName], let exercise = index[.exerciseName] else { return nil }
        return ExportRowLayout(columnNames: columnNames, workoutColumns: index[.workoutNumber].map { [$0] } ?? [date, name],
                               labelColumns: [name, date], exerciseColumn: exercise,
                               noteColumns: [index[.notes], index[.workoutNotes]].compactMap { $0 }.sorted(),
                               setIndexColumn: index[.setOrder], anchorColumn: date,
                               readsAsAnchor: { ImportTimeText.localDateTime($0) != nil })
    }

    /// `km`, `mi.`, `meters`, `m`, `mi`.
    static func distanceUnit(named name: String) -> DistanceUnit? {
        let cleaned = name.hasSuffix(".") ? String(name.dropLast()) : name
        switch cleaned.lowercased() {
        case "km", "kms", "kilometers", "kilometres": return .km
        case "mi", "mile", "miles": return .mi
        case "m", "meters", "metres": return .m
        case "yd", "yards": return .yd
        default: return nil
        }
    }
}
