import Testing
@testable import StrengthKit

/// The one summary line of a build (`build`, `serve` and `publish` print it), counts in words and
/// grouped, with what started a rebuild.
@Suite struct BuildReportTests {
    static func report(files: Int, written: Int, removed: Int) -> BuildReport {
        BuildReport(files: files, written: Array(repeating: "a.html", count: written), removed: Array(repeating: "b.html", count: removed),
                    workouts: 0, day: LocalDay("2025-03-14")!)
    }

    @Test(arguments: [
        (1_234, 3, 0, 0.214, nil, "Built 1,234 files in Site: 3 written, 1,231 unchanged, 0 removed, in 0.21 s"),
        (57, 57, 1, 12.0, nil, "Built 57 files in Site: 57 written, 0 unchanged, 1 removed, in 12.00 s"),
        (57, 2, 0, 0.05, ["Data/settings.json"],
         "Rebuilt 57 files in Site after a change to Data/settings.json: 2 written, 55 unchanged, 0 removed, in 0.05 s"),
        (57, 4, 2, 0.5, ["Data/a.json", "Data/b.json", "Templates/c.mustache"],
         "Rebuilt 57 files in Site after changes to Data/a.json and 2 more: 4 written, 53 unchanged, 2 removed, in 0.50 s"),
        (0, 0, 0, 0, [], "Rebuilt 0 files in Site after a change: 0 written, 0 unchanged, 0 removed, in 0.00 s"),
        (1, 1, 0, 0.01, nil, "Built 1 file in Site: 1 written, 0 unchanged, 0 removed, in 0.01 s"),
    ] as [(Int, Int, Int, Double, [String]?, String)])
    func theSummaryLine(files: Int, written: Int, removed: Int, seconds: Double, changes: [String]?, line: String) {
        #expect(Self.report(files: files, written: written, removed: removed).summary(folder: "Site", seconds: seconds, after: changes) == line)
    }
}
