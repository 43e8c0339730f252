/// Reads the set syntax of `log`:
///
/// | written | meaning |
/// |---|---|
/// | `100x5`, `100kgx5`, `225lbx5` | weight × reps (display unit unless a unit is given; a set keeps the other unit) |
/// | `100x5x3` | three such sets |
/// | `w60x10`, `d80x8`, `f140x0` | warm-up, drop, failure (`x0` is a missed attempt) |
/// | `102.5x3@9` | with RPE 9 |
/// | `+20x8`, `-25x6`, `+0x12`, `x12` | bodyweight with added load, assistance, none; `x12` is also reps only |
/// | `60s`, `1:30`, `2m`, `1h05m` | a time |
/// | `40x45s` | weight held for a time |
/// | `5km in 25:00`, `3mi in 24:10`, `400m in 1:30`, `5km` | distance, with or without a time |
///
/// A bare `m` is minutes (`2m`); before `in` it is metres (`400m in 1:30`).
package struct SetSyntax: Sendable {
    static let maximumRepeats = 50

    /// The unit of weights written without one.
    var defaultUnit: WeightUnit

    package init(defaultUnit: WeightUnit) {
        self.defaultUnit = defaultUnit
    }

    func parse(_ text: String) throws -> ParsedSet {
        let original = text.trimmingCharacters(in: .whitespaces)
        func fail(_ reason: String) -> SetSyntaxError { SetSyntaxError(set: original, reason: reason) }
        guard !original.isEmpty else { throw fail("the set is empty") }

        var body = original.lowercased().replacingOccurrences(of: "×", with: "x")
        var kind = SetKind.normal
        if let first = body.first, let prefixed = SetKind.allCases.first(where: { !$0.prefix.isEmpty && $0.prefix == String(first) }) {
            kind = prefixed
            body.removeFirst()
            guard !body.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw fail("nothing follows the prefix '\(first)'; write e.g. \(first)60x10")
            }
        }

        var rpe: Double?
        let rpeParts = body.split(separator: "@", omittingEmptySubsequences: false)
        if rpeParts.count > 2 { throw fail("more than one '@'; write the RPE once, e.g. 100x5@8") }
        if rpeParts.count == 2 {
            let rpeText = rpeParts[1].trimmingCharacters(in: .whitespaces)
            guard !rpeText.isEmpty else { throw fail("the RPE is missing after '@'; write e.g. @8 or @8.5") }
            guard let value = SetSyntax.decimal(rpeText) else { throw fail("'\(rpeText)' is not an RPE; write e.g. @8 or @8.5") }
            guard value > 0, value <= 10 else { throw fail("RPE \(rpeText) is out of range; RPE runs up to 10") }
            rpe = value
            body = String(rpeParts[0])
        }

        var typedUnit: WeightUnit?
        let (form, repeats) = try parseBody(body.trimmingCharacters(in: .whitespaces), typedUnit: &typedUnit, fail: fail)
        return ParsedSet(kind: kind, form: form, rpe: rpe, repeats: repeats, text: original,
                         typedUnit: typedUnit == defaultUnit ? nil : typedUnit)
    }

    /// A weight on its own (`80.5`, `80.5kg`, `177lb`) in kilograms, e.g. for body weight.
    package func weightKilograms(_ text: String) throws -> Double {
        let compact = text.lowercased().filter { !$0.isWhitespace }
        let kilograms = try parseWeight(compact) { SetSyntaxError(set: text, reason: $0) }
        guard kilograms > 0 else { throw SetSyntaxError(set: text, reason: "a weight of 0 is not a body weight") }
        return kilograms
    }

    // MARK: - Forms

    /// The set's form and repeats; `typedUnit` is the unit its weight was read in, when it has one.
    private func parseBody(_ body: String, typedUnit: inout WeightUnit?,
                           fail: (String) -> SetSyntaxError) throws -> (ParsedSet.Form, Int) {
        guard !body.isEmpty else { throw fail("there is no set before the '@'") }
        if let range = body.range(of: " in ") {
            let distance = try parseDistance(String(body[..<range.lowerBound]), fail: fail)
            let timeText = body[range.upperBound...].filter { !$0.isWhitespace }
            guard !timeText.isEmpty else { throw fail("the time is missing after 'in'; write e.g. 5km in 25:00") }
            guard let seconds = try SetSyntax.duration(String(timeText), fail: fail) else {
                throw fail("'\(timeText)' is not a time; write e.g. 25:00, 1:05:30 or 90s")
            }
            return (.distance(meters: distance, seconds: try positive(seconds, timeText, fail: fail)), 1)
        }
        let compact = body.filter { !$0.isWhitespace }
        if body.hasSuffix(" in") { throw fail("the time is missing after 'in'; write e.g. 5km in 25:00") }

        if let seconds = try SetSyntax.duration(compact, fail: fail) {
            return (.duration(seconds: try positive(seconds, compact, fail: fail)), 1)
        }
        if let (_, unit) = SetSyntax.numberAndUnit(compact) {
            if unit.isEmpty {
                throw fail("'\(compact)' alone is ambiguous; write \(compact)x5 for weight x reps, x\(compact) for reps or \(compact)s for seconds")
            }
            if DistanceUnit(userText: unit) != nil {
                return (.distance(meters: try parseDistance(compact, fail: fail), seconds: nil), 1)
            }
            if WeightUnit(userText: unit) != nil {
                throw fail("'\(compact)' has no reps; write e.g. \(compact)x5")
            }
        }

        let parts = compact.split(separator: "x", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2 else {
            throw fail("'\(compact)' is not a set; write e.g. 100x5, x12, +20x8, 60s, 40x45s or 5km in 25:00")
        }
        guard parts.count <= 3 else { throw fail("too many 'x'; write weight x reps x sets, e.g. 100x5x3") }
        let repeats = try parts.count == 3 ? parseRepeats(parts[2], fail: fail) : 1
        let load = parts[0]
        let second = parts[1]
        guard !second.isEmpty else { throw fail("the reps are missing after 'x'; write e.g. 100x5") }

        if load.isEmpty {
            return (.reps(try parseReps(second, fail: fail)), repeats)
        }
        if load.hasPrefix("+") || load.hasPrefix("-") {
            let sign: Double = load.hasPrefix("-") ? -1 : 1
            let magnitude = String(load.dropFirst())
            guard !magnitude.isEmpty else {
                throw fail("the load is missing after '\(load)'; write e.g. +20x8 or -25x6")
            }
            let (kilograms, unit) = try parseWeightAndUnit(magnitude, fail: fail)
            typedUnit = unit
            return (.signedLoadReps(loadKg: sign * kilograms, reps: try parseReps(second, fail: fail)), repeats)
        }
        let (kilograms, unit) = try parseWeightAndUnit(load, fail: fail)
        typedUnit = unit
        if let seconds = try SetSyntax.duration(second, fail: fail) {
            guard parts.count == 2 else { throw fail("a timed set cannot be repeated with a third 'x'") }
            return (.weightDuration(weightKg: kilograms, seconds: try positive(seconds, second, fail: fail)), 1)
        }
        return (.weightReps(weightKg: kilograms, reps: try parseReps(second, fail: fail)), repeats)
    }

    func parseWeight(_ text: String, fail: (String) -> SetSyntaxError) throws -> Double {
        try parseWeightAndUnit(text, fail: fail).kilograms
    }

    /// The weight in kilograms and the unit it was read in: the one written, else `defaultUnit`.
    func parseWeightAndUnit(_ text: String, fail: (String) -> SetSyntaxError) throws -> (kilograms: Double, unit: WeightUnit) {
        guard let (number, unitText) = SetSyntax.numberAndUnit(text) else {
            throw fail("'\(text)' is not a weight; write a number such as 100 or 102.5, optionally with kg or lb")
        }
        let unit: WeightUnit
        if unitText.isEmpty {
            unit = defaultUnit
        } else {
            guard let given = WeightUnit(userText: unitText) else {
                throw fail("'\(unitText)' is not a weight unit; use kg or lb")
            }
            unit = given
        }
        let kilograms = unit.kilograms(number)
        guard kilograms <= SetRules.maximumWeightKg else {
            throw fail("\(text) is beyond \(NumberText.decimal(SetRules.maximumWeightKg, maximumFractionDigits: 0)) kg")
        }
        return (kilograms, unit)
    }

    private func parseDistance(_ text: String, fail: (String) -> SetSyntaxError) throws -> Double {
        let compact = text.filter { !$0.isWhitespace }
        guard !compact.isEmpty else { throw fail("the distance is missing before 'in'; write e.g. 5km in 25:00") }
        guard let (number, unitText) = SetSyntax.numberAndUnit(compact) else {
            throw fail("'\(compact)' is not a distance; write e.g. 5km, 3mi or 400m")
        }
        guard !unitText.isEmpty else { throw fail("'\(compact)' needs a unit: km, mi, m or yd") }
        guard let unit = DistanceUnit(userText: unitText) else {
            throw fail("'\(unitText)' is not a distance unit; use km, mi, m or yd")
        }
        let meters = number * unit.meters
        guard meters > 0 else { throw fail("a distance of 0 is not a set") }
        guard meters <= SetRules.maximumDistanceMeters else { throw fail("\(compact) is beyond 1000 km") }
        return (meters * 1000).rounded() / 1000
    }

    private func parseReps(_ text: String, fail: (String) -> SetSyntaxError) throws -> Int {
        guard text.allSatisfy(\.isASCIIDigit) else {
            if SetSyntax.decimal(text) != nil { throw fail("reps are whole numbers, not \(text)") }
            throw fail("'\(text)' is not a number of reps")
        }
        guard text.count <= 9, let reps = Int(text), reps <= SetRules.maximumReps else {
            throw fail("\(text) is more than the most reps a set can have (\(SetRules.maximumReps))")
        }
        return reps
    }

    private func parseRepeats(_ text: String, fail: (String) -> SetSyntaxError) throws -> Int {
        guard !text.isEmpty else { throw fail("the number of sets is missing after the second 'x'; write e.g. 100x5x3") }
        guard text.allSatisfy(\.isASCIIDigit), text.count <= 3, let count = Int(text) else {
            throw fail("'\(text)' is not a number of sets")
        }
        guard (1...SetSyntax.maximumRepeats).contains(count) else {
            throw fail("\(NumberText.counted(count, "set")): a set can be repeated 1 to \(NumberText.counted(SetSyntax.maximumRepeats, "time"))")
        }
        return count
    }

    private func positive(_ seconds: Int, _ text: some StringProtocol, fail: (String) -> SetSyntaxError) throws -> Int {
        guard seconds > 0 else { throw fail("a time of \(text) is no time at all") }
        guard seconds <= SetRules.maximumDurationSeconds else { throw fail("\(text) is longer than 7 days") }
        return seconds
    }

    // MARK: - Lexing

    /// A non-negative decimal (`102.5`, `.5`, `60`); no signs, exponents, commas, `nan` or `inf`.
    static func decimal(_ text: some StringProtocol) -> Double? {
        var sawDigit = false
        var sawPoint = false
        for character in text {
            if character.isASCIIDigit {
                sawDigit = true
            } else if character == ".", !sawPoint {
                sawPoint = true
            } else {
                return nil
            }
        }
        guard sawDigit, text.count <= 12 else { return nil }
        return Double(String(text))
    }

    /// `"102.5kg"` → `(102.5, "kg")`; the unit is the trailing letters, possibly empty.
    static func numberAndUnit(_ text: String) -> (number: Double, unit: String)? {
        let unitStart = text.firstIndex(where: { $0.isLetter }) ?? text.endIndex
        let unit = String(text[unitStart...])
        guard unit.allSatisfy(\.isLetter), let number = decimal(text[..<unitStart]) else { return nil }
        return (number, unit)
    }

    /// Seconds for `60s`, `45sec`, `2m`, `2min`, `1h`, `1h05m`, `1m30s`, `1:30` (m:ss), `1:05:00` (h:mm:ss).
    /// `nil` when the text is not written as a time at all; throws when it is one but is wrong.
    package static func duration(_ text: String, fail: (String) -> SetSyntaxError) throws -> Int? {
        let compact = text.lowercased().filter { !$0.isWhitespace }
        guard let first = compact.first, first.isASCIIDigit || first == "." else { return nil }
        if compact.contains(":") {
            guard compact.allSatisfy({ $0.isASCIIDigit || $0 == ":" }) else { return nil }
            let parts = compact.split(separator: ":", omittingEmptySubsequences: false)
            guard (2...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isASCIIDigit) }),
                  let values = Optional(parts.compactMap { Int($0) }), values.count == parts.count else {
                throw fail("'\(compact)' is not a time; write m:ss or h:mm:ss, e.g. 1:30 or 1:05:00")
            }
            if parts.dropFirst().contains(where: { $0.count != 2 }) {
                throw fail("'\(compact)' is not a time; minutes and seconds after a ':' take two digits, e.g. 1:05")
            }
            if values.dropFirst().contains(where: { $0 >= 60 }) {
                throw fail("'\(compact)' is not a time; minutes and seconds after a ':' are below 60")
            }
            return values.reduce(0) { $0 * 60 + $1 }
        }
        let units: [(String, Int)] = [("hours", 3600), ("hour", 3600), ("hrs", 3600), ("hr", 3600), ("h", 3600),
                                      ("minutes", 60), ("minute", 60), ("mins", 60), ("min", 60), ("m", 60),
                                      ("seconds", 1), ("second", 1), ("secs", 1), ("sec", 1), ("s", 1)]
        var total = 0.0
        var rest = Substring(compact)
        var lastScale = Int.max
        guard compact.last?.isLetter == true else { return nil }
        while !rest.isEmpty {
            let numberEnd = rest.firstIndex(where: { $0.isLetter }) ?? rest.endIndex
            guard let number = decimal(rest[..<numberEnd]) else { return nil }
            rest = rest[numberEnd...]
            let unitEnd = rest.firstIndex(where: { !$0.isLetter }) ?? rest.endIndex
            let unitText = rest[..<unitEnd]
            guard let scale = units.first(where: { $0.0 == unitText })?.1 else { return nil }
            guard scale < lastScale else { throw fail("'\(compact)' is not a time; write hours, then minutes, then seconds, e.g. 1h05m") }
            lastScale = scale
            total += number * Double(scale)
            rest = rest[unitEnd...]
        }
        guard total <= Double(SetRules.maximumDurationSeconds) else { throw fail("\(compact) is longer than 7 days") }
        return Int(total.rounded())
    }
}
