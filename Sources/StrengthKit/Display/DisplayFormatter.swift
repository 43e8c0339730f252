/// Turns stored values (kg, metres, seconds) into what a lifter reads, in the project's display unit.
/// Locale-free and deterministic: the same value always gives the same text.
public struct DisplayFormatter: Sendable {
    var unit: WeightUnit

    public init(unit: WeightUnit) {
        self.unit = unit
    }

    /// The distance unit that goes with the weight unit: kilometres with kg, miles with lb.
    var distanceUnit: DistanceUnit { unit == .kg ? .km : .mi }

    /// `102.5`, in the display unit, at most two decimals.
    func weightNumber(_ kilograms: Double) -> String {
        NumberText.decimal(unit.value(fromKilograms: kilograms), maximumFractionDigits: 2)
    }

    /// `102.5 kg`, `225 lb`.
    public func weight(_ kilograms: Double) -> String {
        "\(weightNumber(kilograms)) \(unit.rawValue)"
    }

    /// A weight or load of `set` in the unit the set was typed in (`WorkoutSet.typedUnit`), else the
    /// display unit: `225 lb` in a kg project for `225lbx12`.
    func weight(_ kilograms: Double, of set: WorkoutSet) -> String {
        DisplayFormatter(unit: set.typedUnit ?? unit).weight(kilograms)
    }

    /// An estimate to a tenth, `109.4 kg`: more digits would claim a precision the formulas lack.
    func estimatedWeight(_ kilograms: Double) -> String {
        "\(NumberText.decimal(unit.value(fromKilograms: kilograms), maximumFractionDigits: 1)) \(unit.rawValue)"
    }

    /// What `estimatedWeight` shows, back in kilograms: a total of these reads as its parts added
    /// up (146.3 + 112.5 + 168.8 kg is 427.6 kg, though the unrounded sum would show as 427.5).
    func shownEstimateKg(_ kilograms: Double) -> Double {
        unit.kilograms((unit.value(fromKilograms: kilograms) * 10).rounded(.toNearestOrAwayFromZero) / 10)
    }

    /// Volume: whole units with thousands separators, `12,345 kg`.
    public func volume(_ kilograms: Double) -> String {
        let value = unit.value(fromKilograms: kilograms)
        guard value.isFinite, abs(value) < 1e15 else { return "\(NumberText.decimal(value, maximumFractionDigits: 0)) \(unit.rawValue)" }
        return "\(NumberText.grouped(Int(value.rounded()))) \(unit.rawValue)"
    }

    /// Volume short enough for a tile or a card: `12,345 kg` below a million, then `1.06M kg`.
    func compactVolume(_ kilograms: Double) -> String {
        let value = unit.value(fromKilograms: kilograms)
        guard abs(value) >= 1_000_000, value.isFinite else { return volume(kilograms) }
        return "\(NumberText.decimal(value / 1_000_000, maximumFractionDigits: 2))M \(unit.rawValue)"
    }

    /// A set's time: `0:45`, `1:30`, `1:05:00`.
    func clock(_ seconds: Int) -> String {
        if seconds < 0 { return "-" + clock(-seconds) }
        let hours = seconds / 3600
        let minutes = seconds % 3600 / 60
        let rest = seconds % 60
        if hours > 0 { return "\(hours):" + Digits.pad(minutes, 2) + ":" + Digits.pad(rest, 2) }
        return "\(minutes):" + Digits.pad(rest, 2)
    }

    /// A workout's length: `45m`, `1h 05m`.
    func workoutDuration(_ seconds: Int) -> String {
        let minutes = (seconds + 30) / 60
        if minutes < 60 { return "\(minutes)m" }
        return "\(minutes / 60)h " + Digits.pad(minutes % 60, 2) + "m"
    }

    /// `400 m` below a kilometre (metric), otherwise `5 km` / `3.1 mi` with up to two decimals.
    func distance(_ meters: Double) -> String {
        if distanceUnit == .km, meters < 1000 { return "\(NumberText.decimal(meters, maximumFractionDigits: 1)) m" }
        return "\(NumberText.decimal(meters / distanceUnit.meters, maximumFractionDigits: 2)) \(distanceUnit.rawValue)"
    }

    /// `5:00 /km` or `8:03 /mi`.
    func pace(secondsPerKilometer: Double) -> String {
        let seconds = Int((secondsPerKilometer * distanceUnit.meters / 1000).rounded())
        return "\(clock(seconds)) /\(distanceUnit.rawValue)"
    }

    /// What a template asks of an exercise: `3 × 5`, `3 × 8–12 @8`, `3 × 5 at 80 kg`, `3 × 1:00`, `1 × 5 km`.
    /// Only the sets, `3 sets`, when the template gives no reps, time or distance.
    func target(_ target: TemplateExercise) -> String {
        var text = "\(target.targetSets) × "
        if let seconds = target.targetSeconds {
            text += clock(seconds)
        } else if let meters = target.targetMeters {
            text += distance(meters)
        } else if let reps = target.targetReps {
            text += "\(reps)"
            if let top = target.targetRepsMax { text += "–\(top)" }
        } else {
            text = NumberText.counted(target.targetSets, "set")
        }
        if let rpe = target.targetRPE { text += " @" + NumberText.decimal(rpe, maximumFractionDigits: 1) }
        if let weight = target.targetWeightKg { text += " at " + self.weight(weight) }
        return text
    }

    /// One set in the log syntax's spirit: `w 60 kg × 10`, `100 kg × 5 @8.5`, `+10 kg × 8`, `BW × 12`,
    /// `1:00`, `5 km in 25:00`, `40 kg for 0:45`; a weight in the unit it was typed in.
    func set(_ set: WorkoutSet, type: ExerciseType) -> String {
        var parts: [String] = []
        switch type {
        case .weightReps:
            parts.append("\(weight(set.weightKg ?? 0, of: set)) × \(set.reps ?? 0)")
        case .bodyweightReps:
            let load = set.weightKg ?? 0
            let prefix = load > 0 ? "BW +\(weight(load, of: set))" : load < 0 ? "BW −\(weight(-load, of: set))" : "BW"
            parts.append("\(prefix) × \(set.reps ?? 0)")
        case .repsOnly:
            parts.append("× \(set.reps ?? 0)")
        case .duration:
            parts.append(clock(set.durationSeconds ?? 0))
        case .weightDuration:
            parts.append("\(weight(set.weightKg ?? 0, of: set)) for \(clock(set.durationSeconds ?? 0))")
        case .distanceDuration:
            switch (set.distanceMeters, set.durationSeconds) {
            case (let meters?, let seconds?):
                var text = "\(distance(meters)) in \(clock(seconds))"
                if let perKilometer = Pace.secondsPerKilometer(seconds: seconds, meters: meters) { text += " (\(pace(secondsPerKilometer: perKilometer)))" }
                parts.append(text)
            case (let meters?, nil): parts.append(distance(meters))
            case (nil, let seconds?): parts.append(clock(seconds))
            case (nil, nil): parts.append("—")
            }
        }
        if let rpe = set.rpe { parts.append("@\(NumberText.decimal(rpe, maximumFractionDigits: 1))") }
        if set.kind != .normal { parts.insert("[\(set.kind.displayName.lowercased())]", at: 0) }
        if set.isHeld { parts.insert("[held]", at: 0) }
        if let rest = set.restSeconds { parts.append("rest \(clock(rest))") }
        if let notes = set.notes, !notes.isEmpty { parts.append("— \(notes)") }
        return parts.joined(separator: " ")
    }

    /// The set as `log` reads it in the display unit, for a command to type: `w60x10`, `102.5x3@9`,
    /// `+10x8`, `-25x6`, `x12`, `90s`, `40x45s`, `5km in 1500s` (`SetSyntaxTests` reads it back).
    /// `namingTheUnit` writes the unit after each weight (`22.5lbx12`), so that a command printed now
    /// means the same after the project's unit is switched; a set typed in the other unit is written
    /// in it, naming it (`225lbx12` in a kg project), so that it is typed so again.
    func typed(_ set: WorkoutSet, type: ExerciseType, namingTheUnit: Bool = false) -> String {
        let reps = "x\(set.reps ?? 0)"
        let time = "\(set.durationSeconds ?? 0)s"
        let load = set.weightKg ?? 0
        let setUnit = set.typedUnit ?? unit
        let weight = DisplayFormatter(unit: setUnit).weightNumber(abs(load)) + (namingTheUnit || setUnit != unit ? setUnit.rawValue : "")
        var text: String
        switch type {
        case .weightReps:
            text = weight + reps
        case .bodyweightReps:
            text = load > 0 ? "+" + weight + reps : load < 0 ? "-" + weight + reps : reps
        case .repsOnly:
            text = reps
        case .duration:
            text = time
        case .weightDuration:
            text = weight + "x" + time
        case .distanceDuration:
            let distance = set.distanceMeters.map { NumberText.decimal($0 / 1000, maximumFractionDigits: 6) + "km" }
            text = [distance, set.durationSeconds.map { _ in time }].compactMap { $0 }.joined(separator: " in ")
        }
        if let rpe = set.rpe { text += "@" + NumberText.decimal(rpe, maximumFractionDigits: 2) }
        return set.kind.prefix + text
    }

    /// A record's value in its natural unit: `142.5 kg`, `12 reps`, `1:30`, `5 km`, `4:55 /km`.
    func record(_ kind: RecordKind, _ value: Double) -> String {
        switch kind {
        case .heaviestWeight, .heaviestAddedLoad: weight(value)
        case .bestE1rm: estimatedWeight(value)
        case .bestSetVolume, .bestSessionVolume: volume(value)
        case .mostReps, .mostRepsInSession: NumberText.counted(Int(value.rounded()), "rep")
        case .longestDuration: value.isFinite && abs(value) < 1e15 ? clock(Int(value)) : NumberText.decimal(value, maximumFractionDigits: 0)
        case .longestDistance: distance(value)
        case .bestPace: pace(secondsPerKilometer: value)
        }
    }

    /// A record with the set behind it where that says more: the heaviest weight with its reps
    /// (`130 kg × 3`), the heaviest added load with its reps.
    func record(_ kind: RecordKind, _ value: Double, set: WorkoutSet?) -> String {
        switch kind {
        case .heaviestWeight, .heaviestAddedLoad:
            guard let reps = set?.reps, reps > 0 else { return record(kind, value) }
            return "\(record(kind, value)) × \(reps)"
        default: return record(kind, value)
        }
    }

    /// How much a record beat the one before: `+2.5 kg on 100 kg`, `+2 reps on 8 reps`,
    /// `0:10 /km faster than 5:10 /km`; `first` when it is the first of its kind.
    func improvement(_ kind: RecordKind, _ value: Double, over previous: Double?) -> String {
        guard let previous else { return "first" }
        if kind.lowerIsBetter {
            // Paces are stored per kilometre and shown per display unit; a gain that rounds to nothing is still a record.
            let seconds = Int(((previous - value) * distanceUnit.meters / 1000).rounded())
            return "\(seconds > 0 ? clock(seconds) : "under a second") faster than \(record(kind, previous))"
        }
        let gain = kind == .longestDuration ? clock(Int(value - previous)) : record(kind, value - previous)
        return "+\(gain) on \(record(kind, previous))"
    }

    /// How `event` beat the record before it: `improvement(_:_:over:)`, or for a weight record won on
    /// a tie (`RecordKind.tieBreak`), what was done with the weight: `+4 reps at 100 kg`, `+0:15 at 40 kg`.
    func improvement(of event: RecordEvent) -> String {
        guard event.previousValue == event.value, let set = event.set, let previous = event.previousSet,
              let now = event.kind.tieBreak(of: set), let before = event.kind.tieBreak(of: previous) else {
            return improvement(event.kind, event.value, over: event.previousValue)
        }
        let gain = set.reps == nil ? clock(Int(now - before)) : NumberText.counted(Int(now - before), "rep")
        return "+\(gain) at \(record(event.kind, event.value))"
    }

    /// `Fri 14 Mar 2025`.
    package func date(_ day: LocalDay) -> String { DisplayFormatter.date(of: day) }

    /// `Fri 14 Mar 2025` (needs no unit: charts use it too).
    static func date(of day: LocalDay) -> String {
        Weekday.shortNames[day.isoWeekday - 1] + " " + String(day.day) + " " + monthNames[day.month - 1] + " " + String(day.year)
    }

    /// `14 Mar 2025, 18:00`.
    func dateTime(_ time: LocalDateTime) -> String {
        "\(time.day.day) \(DisplayFormatter.monthNames[time.day.month - 1]) \(time.day.year), "
            + Digits.pad(time.hour, 2) + ":" + Digits.pad(time.minute, 2)
    }

    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}
