import Foundation

/// Adds parsed export files to a project's data: matches exercise names, creates the missing
/// exercises with an inferred type, decides units, converts every set into one `SetRules` accepts,
/// and adds the workouts the store does not have yet. Pure: it changes only the `ProjectData` given
/// (inside `ProjectStore.update`, so a file lands whole or not at all).
///
/// A workout is already there when the store has an imported workout with the same app, key and
/// name as typed (`WorkoutSource`, `WorkoutNameKey`); those are left as they are, so importing a file again adds nothing and a
/// newer, overlapping export adds only the new workouts.
public enum ImportPlanner {
    @discardableResult
    public static func apply(_ files: [ParsedImport], to data: inout ProjectData, options: ImportOptions,
                             dryRun: Bool) throws -> ImportReport {
        var report = ImportReport(dryRun: dryRun)
        let hadWorkouts = !data.workouts.isEmpty
        for file in files {
            if var document = file.document {
                var fileReport = ImportFileReport(path: file.path, format: file.format, rows: file.rows)
                // Like a row of an app's export: a workout dated after tomorrow is left out, not the file.
                if let latest = options.latestArrival {
                    let late = document.workouts.filter { $0.start > latest || ($0.end.map { $0 > latest } ?? false) }
                    if !late.isEmpty {
                        document.workouts.removeAll { late.contains($0) }
                        fileReport.warnings.append(ImportWarning(
                            message: "skipped \(NumberText.counted(late.count, "workout")) dated after tomorrow: " + ShortList.text(late.map(\.id)),
                            count: late.count))
                    }
                }
                let summary = try ExportDocumentImport.merge(document, into: &data, replaceSettings: options.withSettings, path: file.path)
                fileReport.document = summary
                fileReport.workoutsInFile = document.workouts.count
                fileReport.workoutsAdded = summary.workoutsAdded
                fileReport.setsAdded = summary.setsAdded
                fileReport.workoutsAlreadyPresent = summary.workoutsAlreadyPresent + summary.workoutsKeptAsTheyAre
                report.files.append(fileReport)
                continue
            }
            let fileImport = FileImport(file: file, options: options, data: data, projectHadWorkouts: hadWorkouts)
            report.files.append(try fileImport.apply(to: &data))
        }
        // Compared with the settings after the import: a restored export document brings its own.
        let typed = Set(report.files.compactMap { $0.units?.typedIn })
        if !hadWorkouts, typed.count == 1, let unit = typed.first, unit != data.settings.units {
            report.unitsTyped = unit
        }
        return report
    }
}
