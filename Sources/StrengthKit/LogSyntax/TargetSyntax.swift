/// Reads what a template asks of an exercise, in the spirit of `log`'s set syntax:
///
/// | written | meaning |
/// |---|---|
/// | `3x5` | three sets of five |
/// | `3x8-12` | three sets of eight to twelve (a rep range, for double progression) |
/// | `3x5@8`, `3x5 @8` | at RPE 8 |
/// | `3x5 80kg`, `3x5 80` | at 80 kg (the display unit when none is written) |
/// | `3x60s`, `3x1:30`, `3x2min` | three sets of a time |
/// | `1x5km`, `4x400m` | sets of a distance (unlike in `log`, a bare `m` is metres) |
/// | `3x45s 40kg` | a weight held for a time |
///
/// It says how to write a target when one is wrong (`3x`, `3x12-8`, `5`), and whether a target
/// fits an exercise's type (`fit(_:to:name:)`).
struct TargetSyntax: Sendable {
    static let maximumSets = 100

    /// The unit of weights written without one.
    var defaultUnit: WeightUnit

    /// The target for `exercise` (an id), not yet checked against the exercise's type.
    func parse(_ text: String, exercise: String) throws -> TemplateExercise {
        let original = text.trimmingCharacters(in: .whitespaces)
        func fail(_ reason: String) -> SetSyntaxError { SetSyntaxError(set: original, reason: reason) }
        guard !original.isEmpty else { throw fail("the target is empty; write e.g. 3x5, 3x8-12 or 3x60s") }

        var body = TargetSyntax.closingUp(original.lowercased().replacingOccurrences(of: "×", with: "x").replacingOccurrences(of: "–", with: "-"))
        var target = TemplateExercise(exercise: exercise, targetSets: 1)

        let rpeParts = body.split(separator: "@", omittingEmptySubsequences: false)
        if rpeParts.count > 2 { throw fail("more than one '@'; write the RPE once, e.g. 3x5@8") }
        if rpeParts.count == 2 {
            // The RPE is the first word after '@'; a weight may follow it (`3x5@8 80kg`).
            let after = rpeParts[1].split(separator: " ", omittingEmptySubsequences: true)
            guard let rpeText = after.first else { throw fail("the RPE is missing after '@'; write e.g. 3x5@8") }
            guard let value = SetSyntax.decimal(rpeText), value > 0, value <= 10 else {
                throw fail("'\(rpeText)' is not an RPE; RPE runs above 0 up to 10, e.g. @8 or @8.5")
            }
            target.targetRPE = value
            body = String(rpeParts[0]) + " " + after.dropFirst().joined(separator: " ")
        }

        let words = body.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let core = words.first else { throw fail("there is no target before the '@'; write e.g. 3x5@8") }
        guard words.count <= 2 else {
            throw fail("too many parts; a target is SETSxREPS with an optional @RPE and weight, e.g. 3x5@8 80kg")
        }
        if let weightText = words.dropFirst().first {
            target.targetWeightKg = try SetSyntax(defaultUnit: defaultUnit).parseWeight(weightText, fail: fail)
        }

        let parts = core.split(separator: "x", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else {
            if parts.count > 2 { throw fail("too many 'x'; a target is SETSxREPS, e.g. 3x5 or 3x8-12") }
            throw fail("'\(core)' is not a target; write SETSxREPS such as 3x5, a range such as 3x8-12, or 3x60s or 1x5km")
        }
        guard !parts[0].isEmpty, parts[0].allSatisfy(\.isASCIIDigit), let sets = Int(parts[0].prefix(4)) else {
            throw fail("'\(parts[0])' is not a number of sets; write e.g. 3x5")
        }
        guard (1...TargetSyntax.maximumSets).contains(sets) else {
            throw fail("\(NumberText.counted(sets, "set")) is not between 1 and \(TargetSyntax.maximumSets)")
        }
        target.targetSets = sets
        let amount = parts[1]
        guard !amount.isEmpty else { throw fail("the reps are missing after 'x'; write e.g. \(sets)x5 or \(sets)x8-12") }

        // Unlike in `log`, a bare `m` is metres here (`4x400m`): minutes are `2min` or `2:00`.
        if let (_, unitText) = SetSyntax.numberAndUnit(amount), unitText == "m" {
            target.targetMeters = try distance(amount, fail: fail)
        } else if let seconds = try SetSyntax.duration(amount, fail: fail) {
            guard seconds > 0, seconds <= SetRules.maximumDurationSeconds else { throw fail("'\(amount)' is not a time a set can last") }
            target.targetSeconds = seconds
        } else if let (_, unitText) = SetSyntax.numberAndUnit(amount), !unitText.isEmpty {
            target.targetMeters = try distance(amount, fail: fail)
        } else {
            let range = amount.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
            guard range.count <= 2, let low = reps(range[0]), range.count == 1 || reps(range[1]) != nil else {
                throw fail("'\(amount)' is not reps; write e.g. \(sets)x5 or a range low-high such as \(sets)x8-12")
            }
            target.targetReps = low
            if range.count == 2, let high = reps(range[1]) {
                guard high != low else { throw fail("the range \(amount) is one number; write \(sets)x\(low)") }
                guard high > low else { throw fail("the range \(amount) runs downwards; write it low-high, \(sets)x\(high)-\(low)") }
                target.targetRepsMax = high
            }
        }
        if target.targetRPE != nil, target.targetReps == nil {
            throw fail("an RPE goes with reps, e.g. 3x5@8")
        }
        return target
    }

    /// The target when it suits an exercise of `type`, or an error saying what that exercise takes.
    static func fit(_ target: TemplateExercise, to type: ExerciseType, name: String) throws -> TemplateExercise {
        func mismatch(_ takes: String) -> SetSyntaxError {
            SetSyntaxError(entry: name, set: TargetSyntax.text(of: target, unit: .kg), reason: "\(name) is \(type.displayName.lowercased()); its target is \(takes)")
        }
        switch type {
        case .weightReps, .bodyweightReps, .repsOnly:
            guard target.targetReps != nil else { throw mismatch("sets × reps, e.g. 3x5 or 3x8-12") }
            if type == .repsOnly, target.targetWeightKg != nil { throw mismatch("sets × reps without a weight, e.g. 3x20") }
        case .duration:
            guard target.targetSeconds != nil, target.targetWeightKg == nil else { throw mismatch("sets of a time, e.g. 3x60s") }
        case .weightDuration:
            guard target.targetSeconds != nil else { throw mismatch("sets of a time, e.g. 3x45s 40kg") }
        case .distanceDuration:
            guard target.targetMeters != nil || target.targetSeconds != nil, target.targetWeightKg == nil else {
                throw mismatch("sets of a distance or a time, e.g. 1x5km or 1x30:00")
            }
        }
        return target
    }

    /// The target as it would be typed (`3x8-12@8 80kg`), weights in `unit`: what `template show --json`
    /// and `template edit` print, and what `parse` reads back to the same target.
    static func text(of target: TemplateExercise, unit: WeightUnit) -> String {
        var text = "\(target.targetSets)x"
        if let seconds = target.targetSeconds {
            text += "\(seconds)s"
        } else if let meters = target.targetMeters {
            text += meters >= 1000 ? "\(NumberText.decimal(meters / 1000, maximumFractionDigits: 3))km"
                : "\(NumberText.decimal(meters, maximumFractionDigits: 1))m"
        } else {
            text += "\(target.targetReps ?? 0)"
            if let top = target.targetRepsMax { text += "-\(top)" }
        }
        if let rpe = target.targetRPE { text += "@" + NumberText.decimal(rpe, maximumFractionDigits: 1) }
        if let weight = target.targetWeightKg {
            text += " " + NumberText.decimal(unit.value(fromKilograms: weight), maximumFractionDigits: 2) + unit.rawValue
        }
        return text
    }

    /// `3 x 8 - 12` as `3x8-12`: spaces around `x` and `-` are not word breaks.
    private static func closingUp(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == " ", let last = result.last, last == "x" || last == "-" { continue }
            if character == "x" || character == "-" { while result.last == " " { result.removeLast() } }
            result.append(character)
        }
        return result
    }

    private func distance(_ text: String, fail: (String) -> SetSyntaxError) throws -> Double {
        guard let (number, unitText) = SetSyntax.numberAndUnit(text), let unit = DistanceUnit(userText: unitText) else {
            throw fail("'\(text)' is not a time or a distance; write e.g. 60s, 1:30, 5km or 400m")
        }
        let meters = number * unit.meters
        guard meters > 0, meters <= SetRules.maximumDistanceMeters else { throw fail("'\(text)' is not a distance a set can cover") }
        return meters
    }

    private func reps(_ text: String) -> Int? {
        guard !text.isEmpty, text.count <= 5, text.allSatisfy(\.isASCIIDigit), let value = Int(text),
              (1...SetRules.maximumReps).contains(value) else { return nil }
        return value
    }
}
