import Foundation

/// The work of importing one parsed file into `ProjectData`; see `ImportPlanner`. It runs the
/// steps in order, each a type of its own that reads what the ones before it decided, and gathers
/// what they found into the file's report.
struct FileImport {
    private let file: ParsedImport
    private let options: ImportOptions
    private let times: ImportTimes
    /// Whether the project had workouts before this import began (its earlier files' not counted).
    private let projectHadWorkouts: Bool

    init(file: ParsedImport, options: ImportOptions, data: ProjectData, projectHadWorkouts: Bool) {
        self.file = file
        self.options = options
        self.projectHadWorkouts = projectHadWorkouts
        times = ImportTimes(timeZone: options.timeZone ?? data.timeZone, latestArrival: options.latestArrival)
    }

    func apply(to data: inout ProjectData) throws -> ImportFileReport {
        var report = ImportFileReport(path: file.path, format: file.format, rows: file.rows)
        var warnings = file.warnings
        var skips = ImportSkips()
        report.workoutsInFile = file.workouts.count
        report.repeatedWorkouts = file.repeatedWorkouts
        if !file.skippedRows.isEmpty {
            warnings.add("skipped \(NumberText.counted(file.skippedRows.count, "row")) that could not be read; see the list below")
        }

        let units = try ImportUnits(deciding: file.workouts, requested: options.units, projectUnit: data.settings.units,
                                    projectHadWorkouts: projectHadWorkouts, path: file.path, warnings: &warnings)
        report.units = units.decision

        var names = ImportNames(resolving: file.workouts, nameMap: options.nameMap, in: data.library, warnings: &warnings)

        let admission = WorkoutAdmission(file, into: data, times: times, units: units, skips: &skips, warnings: &warnings)
        report.firstDay = admission.firstDay.map { "\($0)" }
        report.lastDay = admission.lastDay.map { "\($0)" }
        report.workoutsAlreadyPresent = admission.alreadyPresent

        let exercises = try ImportExercises(for: admission.toAdd, names: &names, nameMap: options.nameMap, in: &data, warnings: &warnings)
        report.newExercises = exercises.newExercises
        report.uncategorized = exercises.uncategorized
        report.aliasesAdded = exercises.aliasesAdded

        let addition = WorkoutAddition(admission, of: file, names: names, units: units, times: times, to: &data,
                                       skips: &skips, warnings: &warnings)
        report.workoutsAdded = addition.workoutsAdded
        report.setsAdded = addition.setsAdded
        report.heldRows = addition.doubtful.heldRows
        report.bodyWeightLoads = addition.doubtful.bodyWeightLoads
        report.bigJumpsKept = addition.doubtful.bigJumpsKept

        // Skipped rows in file order; with --strict the first is the end of the import (the reader
        // stops at an unreadable row itself).
        report.skippedRows = (file.skippedRows.map { ImportFileReport.SkippedRow(line: $0.line, message: $0.message) } + skips.rows)
            .sorted { $0.line < $1.line }
        if options.strict, let first = skips.refusals.min(by: { $0.line < $1.line }) {
            throw ImportError(path: file.path, line: first.line, message: first.message)
        }
        report.warnings = warnings.all
        return report
    }
}
