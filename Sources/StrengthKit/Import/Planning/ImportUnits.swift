/// The units step of a file's import: the unit the file's weights are read in and how each is snapped
/// to what was typed, decided once from the whole file.
struct ImportUnits {
    /// The unit of a weight the file writes without one.
    let main: WeightUnit
    let snapper: WeightSnapper
    /// The unit of a distance the file writes without one: miles when the weights are pounds.
    let unitlessDistance: DistanceUnit
    /// A set typed in another unit keeps it (`WorkoutSet.typedUnit`).
    let project: WeightUnit
    /// What the summary says of the units; `nil` when the file has no weights.
    let decision: UnitDecision?

    /// What the file says, else `requested` (`--units`), else plate arithmetic when it is clear; when it
    /// is not, the lifter says (the project's unit is no evidence of the file's).
    init(deciding workouts: [SourceWorkout], requested: WeightUnit?, projectUnit: WeightUnit, projectHadWorkouts: Bool,
         path: String, warnings: inout ImportWarnings) throws {
        let weights = workouts.flatMap { $0.exercises.flatMap { $0.sets.compactMap { $0.weight } } }
        let unitless = weights.filter { $0.unit == nil }
        var decidedUnit: WeightUnit?
        var decision: UnitDecision?
        if !unitless.isEmpty {
            let evidence = WeightEvidence.of(unitless)
            let unit: WeightUnit
            var warning: String?
            if let chosen = requested {
                unit = chosen
                if let favoured = evidence.favoured(), favoured != chosen {
                    warning = "the weights look like \(favoured.rawValue) (\(Self.examples(evidence, favoured))), but --units \(chosen.rawValue) was given; if they are \(favoured.rawValue), import again with --units \(favoured.rawValue)"
                }
            } else if let favoured = evidence.favoured() {
                if Self.platesAloneDoubt(evidence, favoured: favoured, projectUnit: projectUnit) {
                    throw ImportError(path: path, message: Self.kilogramPlatesInAPoundProject(evidence))
                }
                unit = favoured
            } else {
                throw ImportError(path: path, message: Self.ambiguousUnits(evidence, unitless))
            }
            decidedUnit = unit
            decision = UnitDecision(unit: unit, source: requested != nil ? .option : .evidence, evidence: evidence,
                                    typedIn: unit, warning: warning)
        }
        let allWeights = weights.map { ($0, $0.unit ?? decidedUnit ?? projectUnit) }
        var unitCounts: [WeightUnit: Int] = [:]
        for (_, unit) in allWeights { unitCounts[unit, default: 0] += 1 }
        let mainUnit = decidedUnit ?? unitCounts.max { ($0.value, $0.key.rawValue) < ($1.value, $1.key.rawValue) }?.key ?? projectUnit
        let snapper = WeightSnapper(weights: allWeights, fallback: mainUnit)
        if !allWeights.isEmpty {
            if decision == nil { decision = UnitDecision(unit: mainUnit, source: .file, typedIn: snapper.typedIn) }
            decision?.typedIn = snapper.typedIn
        }
        if let warning = decision?.warning { warnings.add(warning) }
        if let typedIn = decision?.typedIn, typedIn != projectUnit {
            warnings.add(Self.unitMismatch(typedIn: typedIn, projectUnit: projectUnit, projectHadWorkouts: projectHadWorkouts))
        }
        main = mainUnit
        self.snapper = snapper
        unitlessDistance = mainUnit == .lb ? .mi : .km
        project = projectUnit
        self.decision = decision
    }

    /// The weight as the snapper reads it: kilograms, and the unit it was typed in.
    func reading(_ weight: SourceWeight) -> (kilograms: Double, typedIn: WeightUnit) {
        snapper.reading(weight, in: weight.unit ?? main)
    }

    func kilograms(_ weight: SourceWeight) -> Double {
        snapper.kilograms(weight, in: weight.unit ?? main)
    }

    func meters(_ distance: SourceDistance) -> Double {
        distance.value * (distance.unit ?? unitlessDistance).meters
    }

    /// The weights that count for `unit`, for a message.
    private static func examples(_ evidence: WeightEvidence, _ unit: WeightUnit) -> String {
        (unit == .kg ? evidence.kgExamples : evidence.lbExamples).map(Self.number).joined(separator: ", ")
    }

    private static func number(_ value: Double) -> String {
        NumberText.decimal(value, maximumFractionDigits: 2)
    }

    /// The file's weights were typed in one unit and the project shows the other: its sets keep the unit
    /// they were typed in (315 lb shows as 315 lb), but a pound lifter's records, totals and charts would
    /// read 142.88 kg. A project with no workouts before the import can switch with one command; one with
    /// history may hold weights typed in its own unit.
    /// The command that switches a project with no workouts yet is given once, for the whole import
    /// (`ImportReport.unitsTyped`): a file among several cannot tell whether the others agree.
    static func unitMismatch(typedIn: WeightUnit, projectUnit: WeightUnit, projectHadWorkouts: Bool) -> String {
        let said = "the weights were typed in \(typedIn.rawValue), and this project shows \(projectUnit.rawValue)"
        return projectHadWorkouts
            ? said + ": its sets show in \(typedIn.rawValue) as typed, records, totals and charts in \(projectUnit.rawValue)" : said
    }

    /// A pound lifter's 2.5 lb steps (137.5, 102.5) are kilogram plates' steps too, so plate
    /// arithmetic that says kg is no answer in a project that shows lb, as when its own
    /// `export --format strong` comes back without `--units`: the import asks. Residue (what an
    /// app's conversion left) still decides, and 45 lb plates saying lb in a kilogram project are
    /// no step both units share.
    static func platesAloneDoubt(_ evidence: WeightEvidence, favoured: WeightUnit, projectUnit: WeightUnit) -> Bool {
        favoured == .kg && projectUnit == .lb && evidence.favouredByResidue() == nil
    }

    static func kilogramPlatesInAPoundProject(_ evidence: WeightEvidence) -> String {
        "names no unit, and only plate arithmetic says kg (\(examples(evidence, .kg)) …), which 2.5 lb steps give too, "
            + "while this project shows lb; import again with --units lb if the app showed pounds (an lb "
            + "`export --format strong` did), or --units kg"
    }

    /// Why the file's unit cannot be told, with weights from the file, and what to do.
    static func ambiguousUnits(_ evidence: WeightEvidence, _ weights: [SourceWeight]) -> String {
        let ask = "import again with --units kg or --units lb (the unit the app showed when you exported)"
        if evidence.kgScore > 0, evidence.lbScore > 0 {
            return "names no unit, and its weights point both ways: \(examples(evidence, .kg)) look like kilogram plates, "
                + "\(examples(evidence, .lb)) like pound plates; \(ask)"
        }
        var counts: [Double: Int] = [:]
        for weight in weights where weight.value > 0 { counts[(weight.value * 100).rounded() / 100, default: 0] += 1 }
        let common = counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(5).map(\.key).sorted()
        return "names no unit, and its weights (\(common.map(number).joined(separator: ", ")) …) fit kilogram and pound plates "
            + "alike; \(ask)"
    }
}
