/// The history in Strong's CSV layout, for `export --format strong`: dialect A, the comma layout the
/// iOS app writes, which Strong's own readers and Hevy's Strong import take, and `StrongParser`
/// reads back. What Strong's layout holds: each workout's start, name, duration and notes, each
/// exercise's name and notes, each set's kind, weight, reps, distance, time and RPE. Templates,
/// splits, body weight, settings, the library's types and muscle groups, rest times and supersets
/// are not in it.
///
/// As Strong writes it: the header in English; text quoted (quotes doubled), numbers bare; weights and
/// distances in the project's unit with no unit named (kilograms and km, or pounds and miles; a set typed
/// in the other unit too), each the shortest number that reads back as the value stored; a bodyweight
/// set's weight `0`; `W`, `D`, `F` for warm-up, drop and failure sets and 1, 2, … for the others; an
/// exercise's notes on its first row and the workout's on its first, line breaks as `\n`; no newline
/// after the last row.
package enum StrongExport {
    /// The header: dialect A's columns by position, as Strong names them in English.
    static let header = StrongColumn.positionalLayout.map(\.englishName).joined(separator: ",")

    /// The file's text: every workout, oldest first.
    package static func csv(_ data: ProjectData) -> String {
        let unit = data.settings.units
        let distanceUnit: DistanceUnit = unit == .lb ? .mi : .km
        var lines = [header]
        // Strong's readers tell workouts apart by start and name: two of one name that start in the same
        // second (`log --force`) would read back as one, so the later is written a second later.
        var written = Set<String>()
        for workout in data.workouts.sortedOldestFirst() {
            var local = workout.start.local
            var date = ""
            repeat {
                date = "\(local.day) " + [local.hour, local.minute, local.second].map { Digits.pad($0, 2) }.joined(separator: ":")
                local = LocalDateTime(secondsSinceEpochAsUTC: local.secondsSinceEpochAsUTC + 1)
            } while !written.insert(date + "\u{1F}" + workout.name).inserted
            let prefix = [date, quoted(workout.name), workout.durationSeconds.map(duration) ?? ""]
            var firstOfWorkout = true
            for logged in workout.exercises where !logged.sets.isEmpty {
                let name = data.library.exercise(id: logged.exercise)?.name ?? logged.exercise
                var numbered = 0
                for (index, set) in logged.sets.enumerated() {
                    let order: String
                    switch set.kind {
                    case .normal:
                        numbered += 1
                        order = String(numbered)
                    case .warmup: order = "W"
                    case .drop: order = "D"
                    case .failure: order = "F"
                    }
                    // Strong writes an exercise's note on its first row; a set's own note goes on its row.
                    let notes = index == 0 ? [logged.notes, set.notes].compactMap { $0 }.joined(separator: "\n\n") : set.notes
                    let row = prefix + [
                        quoted(name), order,
                        // Strong's layout has one unit for the whole file and none per set: a set typed in the
                        // other unit (`WorkoutSet.typedUnit`) is written in the project's, and reads back typed
                        // in the unit the import finds the whole file typed in (`UnitDecision.typedIn`).
                        set.weightKg.map { weight($0, in: unit) } ?? "0",
                        "\(Double(set.reps ?? 0))",
                        set.distanceMeters.map { distance($0, in: distanceUnit) } ?? "0",
                        "\(Double(set.durationSeconds ?? 0))",
                        index == 0 ? quoted(notes ?? "") : notes.map(quoted) ?? "",
                        firstOfWorkout ? quoted(workout.notes ?? "") : "",
                        set.rpe.map(rpe) ?? "",
                    ]
                    lines.append(row.joined(separator: ","))
                    firstOfWorkout = false
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A text field: quoted, quotes doubled, line breaks written as `\n` as Strong does, and a Windows
    /// line break as `\r\n`, which `ImportText.notes` reads back as one.
    static func quoted(_ text: String) -> String {
        let oneLine = text.replacingOccurrences(of: "\r\n", with: "\\r\\n").replacingOccurrences(of: "\n", with: "\\n")
        return "\"" + oneLine.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// `1h 5m`, `2h`, `45m`, `55s`: whole minutes, seconds only under a minute.
    static func duration(_ seconds: Int) -> String {
        if seconds < 60 { return "\(max(0, seconds))s" }
        let (hours, minutes) = (seconds / 3600, seconds % 3600 / 60)
        if hours == 0 { return "\(minutes)m" }
        return minutes == 0 ? "\(hours)h" : "\(hours)h \(minutes)m"
    }

    /// The weight in `unit`: the shortest number (`135.0`, `220.46226`) that converts back to the
    /// kilograms stored, so the file imports to the same sets.
    static func weight(_ kilograms: Double, in unit: WeightUnit) -> String {
        guard kilograms != 0 else { return "0" }
        let value = unit.value(fromKilograms: kilograms)
        return shortest(value) { unit.kilograms($0) == kilograms }
    }

    /// The distance in `unit`, the shortest number that reads back as the metres stored (to the millimetre).
    static func distance(_ meters: Double, in unit: DistanceUnit) -> String {
        guard meters != 0 else { return "0" }
        return shortest(meters / unit.meters) { (($0 * unit.meters) * 1000).rounded() / 1000 == meters }
    }

    /// RPE as Strong writes it: `8`, `8.5`.
    static func rpe(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : "\(value)"
    }

    /// `value` rounded to the fewest decimals (up to 9) that `readsBack` accepts, else as it is.
    private static func shortest(_ value: Double, readsBack: (Double) -> Bool) -> String {
        var scale = 1.0
        for _ in 0...9 {
            let rounded = (value * scale).rounded() / scale
            if readsBack(rounded) { return "\(rounded)" }
            scale *= 10
        }
        return "\(value)"
    }
}
