import StrengthKit

/// The text summary of an import: per file, the format, what was (or would be) added, the unit
/// decision with its evidence, new exercises, warnings and skipped rows.
enum ImportSummaryText {
    static func render(_ report: ImportReport) -> StyledText {
        var text = StyledText()
        for file in report.files {
            text.append(render(file, dryRun: report.dryRun))
        }
        if report.files.count > 1 {
            text.append("\(report.dryRun ? "Would add" : "Added") \(NumberText.counted(report.workoutsAdded, "workout")) "
                        + "(\(NumberText.counted(report.setsAdded, "set"))) from \(NumberText.counted(report.files.count, "file")).\n")
        }
        text.append(uncategorized(report.files.flatMap(\.uncategorized)))
        if let typed = report.unitsTyped {
            text.append("The weights were typed in \(typed.rawValue) and this project shows \(typed.other.rawValue); to show them "
                        + "as typed, run: strength-site settings set units \(typed.rawValue)\n", tone: .warning)
        }
        if report.dryRun { text.append("Nothing was changed (--dry-run).\n") }
        return text
    }

    /// The new exercises nothing placed in a muscle group, last, with how to place them: until then
    /// the Muscles page and weekly sets per muscle group leave their sets out.
    private static func uncategorized(_ names: [String]) -> StyledText {
        guard let first = names.first else { return StyledText() }
        var text = StyledText("\(NumberText.counted(names.count, "new exercise")) with no muscle group yet: "
                              + ShortList.text(names, limit: 8) + "\n", tone: .warning)
        text.append("  Set each one's muscle group with strength-site exercise edit \(ShellWord.quoted(first)) --category GROUP (strength-site category "
                    + "lists the groups); if one is an exercise you have under another name, strength-site exercise suggest lists the merges.\n")
        return text
    }

    private static func render(_ file: ImportFileReport, dryRun: Bool) -> StyledText {
        if let document = file.document {
            var text = StyledText(render(document, dryRun: dryRun))
            text.append(warnings(of: file))
            return text
        }
        var heading = "\(file.path): \(file.format), \(NumberText.counted(file.rows, "row"))"
        if let first = file.firstDay, let last = file.lastDay { heading += ", \(first) to \(last)" }
        var text = StyledText(heading + "\n", tone: .heading)
        var lines: [String] = []
        let verb = dryRun ? "Would add" : "Added"
        var added = "  \(verb) \(NumberText.counted(file.workoutsAdded, "workout")) (\(NumberText.counted(file.setsAdded, "set")))"
        added += "; \(NumberText.grouped(file.workoutsAlreadyPresent)) of the file's \(NumberText.grouped(file.workoutsInFile)) already here"
        lines.append(added)
        if let units = file.units { lines.append("  Weights: " + unitLine(units)) }
        if !file.newExercises.isEmpty {
            lines.append("  New exercises (\(file.newExercises.count)):")
            for exercise in file.newExercises {
                let category = exercise.category.map { ", \($0)" } ?? ""
                lines.append("    \(exercise.name) — \(exercise.type.displayName.lowercased())\(category), \(NumberText.counted(exercise.sets, "set"))")
            }
        }
        if !file.aliasesAdded.isEmpty {
            // A long history can teach the library dozens of spellings: the first few here, all in --json.
            let shown = file.aliasesAdded.prefix(12).joined(separator: "; ")
            let more = file.aliasesAdded.count > 12 ? "; and \(file.aliasesAdded.count - 12) more (--json lists them)" : ""
            lines.append("  Remembered names (\(file.aliasesAdded.count)): " + shown + more)
        }
        text.append(lines.map { $0 + "\n" }.joined())
        text.append(warnings(of: file))
        text.append(repeatedWorkouts(of: file, dryRun: dryRun))
        if !file.skippedRows.isEmpty {
            text.append("  Skipped rows (\(file.skippedRows.count)):\n"
                        + file.skippedRows.map { "    \(file.path):\($0.line): \($0.message)\n" }.joined(), tone: .warning)
        }
        text.append(heldRows(of: file))
        return text
    }

    /// The rows kept and held, by reason, each with the commands that count it as it is or fix it; and
    /// how many big jumps later sessions confirmed.
    private static func heldRows(of file: ImportFileReport) -> StyledText {
        var text = StyledText()
        if file.bigJumpsKept > 0 {
            text.append("  Big jumps kept as progress (\(file.bigJumpsKept)): far beyond the sets before them, but later sessions "
                        + "came within \(NumberText.decimal(HeldSetJudge.confirmingShare * 100, maximumFractionDigits: 0)) % of them\n")
        }
        if !file.bodyWeightLoads.isEmpty {
            text.append(bodyWeightLoads(file.bodyWeightLoads), tone: .warning)
        }
        for reason in SetReview.allCases where reason.isHeld && reason != .heldAsBodyWeight {
            let rows = file.heldRows.filter { $0.reason == reason }
            guard !rows.isEmpty, let why = reason.reason else { continue }
            text.append("  Held (\(rows.count)): \(why). Kept, and counted nowhere until you decide: the commands under each "
                        + "count it as it is, or fix it:\n"
                        + rows.map { "    \(file.path):\($0.line): \($0.message)\n      \($0.confirm)\n      \($0.fix)\n" }.joined(),
                        tone: .warning)
        }
        return text
    }

    /// The workouts the file wrote more than once: those stored once, then those imported as they are.
    private static func repeatedWorkouts(of file: ImportFileReport, dryRun: Bool) -> StyledText {
        func line(_ workout: RepeatedWorkout) -> String {
            "    \(file.path):\(workout.firstLine)-\(workout.lastLine): \(workout.workout), "
                + "\(workout.copies) copies of \(NumberText.counted(workout.rowsPerCopy, "row"))"
                + (workout.folded ? "; lines \(workout.firstRepeatLine)-\(workout.lastLine) left out" : "")
        }
        // A long history can hold dozens: the first few here, all in --json.
        func lines(_ workouts: [RepeatedWorkout]) -> String {
            workouts.prefix(12).map { line($0) + "\n" }.joined()
                + (workouts.count > 12 ? "    and \(workouts.count - 12) more (--json lists them)\n" : "")
        }
        let folded = file.repeatedWorkouts.filter(\.folded)
        let kept = file.repeatedWorkouts.filter { !$0.folded }
        var text = StyledText()
        if !folded.isEmpty {
            text.append("  Written more than once in the file, \(dryRun ? "would be " : "")stored once (\(folded.count)); "
                        + "--keep-copies keeps every copy:\n"
                        + lines(folded), tone: .warning)
        }
        if !kept.isEmpty {
            text.append("  Looks written more than once, imported as it is (\(kept.count)); if the app wrote it twice, "
                        + "--fold-copies stores each once:\n" + lines(kept), tone: .warning)
        }
        return text
    }

    /// Loads that look like body weight, per exercise, with the rule that found them and the command
    /// that takes them as body weight.
    private static func bodyWeightLoads(_ loads: [ImportFileReport.BodyWeightLoad]) -> String {
        func percent(_ share: Double) -> String { NumberText.decimal(share * 100, maximumFractionDigits: 0) + " %" }
        let minimum = NumberText.decimal(BodyWeightAsLoad.minimumLoadKg, maximumFractionDigits: 0) + " kg"
        var text = "  Looks like body weight (\(loads.count)): loads on a bodyweight exercise within \(percent(BodyWeightAsLoad.nearEntryShare)) "
        text += "of a body weight you logged near them, or, with none logged, all \(minimum) or more, steady within a session and "
        text += "drifting under \(percent(BodyWeightAsLoad.driftPerMonthShare)) a month. Held; the command under each takes them as body "
        text += "weight (a body-weight entry for the day, and the added load 0, or what is over it):\n"
        for load in loads {
            let lines = load.lines.map(String.init).joined(separator: ", ") + (load.sets > load.lines.count ? " …" : "")
            text += "    \(load.exercise): \(NumberText.counted(load.sets, "set")), \(load.firstDay) to \(load.lastDay) "
            text += "(\(load.lines.count == 1 ? "line" : "lines") \(lines))\n      \(load.command)\n"
        }
        return text
    }

    private static func warnings(of file: ImportFileReport) -> StyledText {
        guard !file.warnings.isEmpty else { return StyledText() }
        return StyledText("  Warnings:\n" + file.warnings.map { "    - \($0)\n" }.joined(), tone: .warning)
    }

    /// strength-site's own export document: the summary `import` has always printed for it.
    private static func render(_ summary: ImportSummary, dryRun: Bool) -> String {
        var text = dryRun ? "Would add" : "Added"
        text += " \(NumberText.counted(summary.workoutsAdded, "workout")) (\(NumberText.counted(summary.setsAdded, "set"))), "
            + "\(NumberText.counted(summary.exercisesAdded, "exercise")), \(NumberText.counted(summary.categoriesAdded, "category", plural: "categories")), "
            + "\(NumberText.counted(summary.templatesAdded, "template")), \(NumberText.counted(summary.splitsAdded, "split")), "
            + "\(NumberText.counted(summary.bodyWeightEntriesAdded, "body-weight entry", plural: "body-weight entries")), "
            + "\(NumberText.counted(summary.goalsAdded, "goal"))"
        text += summary.settingsReplaced ? "; settings replaced\n" : "\n"
        if summary.restored {
            text += dryRun
                ? "The project has no history, so the file would be restored: its settings, exercise library (favourites, archived, "
                    + "categories and their order) and programs would take the place of the project's own\n"
                : "The project had no history, so the file was restored: its settings, exercise library (favourites, archived, "
                    + "categories and their order) and programs took the place of the project's own\n"
        }
        if summary.workoutsAlreadyPresent > 0 {
            text += "\(NumberText.counted(summary.workoutsAlreadyPresent, "workout")) \(summary.workoutsAlreadyPresent == 1 ? "was" : "were") already here\n"
        }
        if summary.setsHeld > 0 {
            text += "\(NumberText.counted(summary.setsHeld, "set")) held: far beyond their exercise's history, with no later session near "
                + "them; counted nowhere until confirmed or fixed (strength-site history held lists them with the commands)\n"
        }
        if summary.workoutsKeptAsTheyAre > 0 {
            let one = summary.workoutsKeptAsTheyAre == 1
            text += "\(NumberText.counted(summary.workoutsKeptAsTheyAre, "workout")) \(one ? "exists" : "exist") here with other content "
                + "and \(one ? "was" : "were") kept as \(one ? "it is" : "they are")\n"
        }
        return text
    }

    private static func unitLine(_ units: UnitDecision) -> String {
        var line: String
        switch units.source {
        case .file: line = "in \(units.unit.rawValue), as the file says"
        case .option: line = "the file names no unit; read as \(units.unit.rawValue) (--units)"
        case .evidence: line = "the file names no unit; read as \(units.unit.rawValue), by \(units.evidence?.reason ?? "plate arithmetic") (--units to overrule)"
        }
        if let evidence = units.evidence, evidence.weights > 0 {
            var counted: [String] = []
            if evidence.kgScore > 0 {
                counted.append("\(NumberText.grouped(evidence.kgBarbellLoads + evidence.kgDumbbellLoads + evidence.convertedFromPounds)) look like kg (\(examples(evidence.kgExamples)))")
            }
            if evidence.lbScore > 0 {
                counted.append("\(NumberText.grouped(evidence.lbPlateLoads + evidence.convertedFromKilograms)) like lb (\(examples(evidence.lbExamples)))")
            }
            line += "; of \(NumberText.grouped(evidence.weights)) weights " + (counted.isEmpty ? "none tell" : counted.joined(separator: ", "))
        }
        line += "; typed in \(units.typedIn.rawValue)"
        return line
    }

    private static func examples(_ values: [Double]) -> String {
        values.map { NumberText.decimal($0, maximumFractionDigits: 2) }.joined(separator: ", ")
    }
}
