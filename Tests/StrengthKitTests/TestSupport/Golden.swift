import Foundation
import Testing

/// Compares `actual` with the golden file `Tests/StrengthKitTests/__Golden__/<name>`, byte for byte: the way page and chart renderers are tested.
///
/// - When the file is missing, or the environment has `RECORD_GOLDEN=1`, writes `actual` to it (creating
///   folders for a name like `pages/index.html`) and records an `Issue`, so a recording run always fails
///   on purpose and nothing passes unreviewed. Review the new file (`git diff`), then run again without
///   the variable.
/// - Otherwise expects equality; a mismatch reports the first differing line and column, both versions
///   around it, and how to re-record.
///
/// `__Golden__/` is excluded from the test target in Package.swift, so golden files are not resources.
/// Name files by what they hold, with the extension of their content (`chart-line.svg`, `records.html`).
func assertGolden(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let file = TestPaths.golden.appendingPathComponent(name)
    let recording = ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1"
    let expected = recording ? nil : try? String(contentsOf: file, encoding: .utf8)
    guard let expected else {
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: file, options: .atomic)
            let message = "Recorded golden file __Golden__/\(name) (\(actual.utf8.count) bytes). Review it, then run the tests "
                + "again without RECORD_GOLDEN."
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        } catch {
            Issue.record("Could not write golden file \(file.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    // Compared outside the macro so a failure prints the located difference, not two whole pages.
    let matches = actual == expected
    #expect(matches, Comment(rawValue: GoldenDifference(expected: expected, actual: actual).description(name: name)),
            sourceLocation: sourceLocation)
}

/// Where two texts first differ, described for a failing golden test.
struct GoldenDifference {
    var expected: String
    var actual: String

    /// Characters of context shown on each side of the first difference (SVG is often one long line).
    static let context = 60

    func description(name: String) -> String {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        guard let line = zip(expectedLines, actualLines).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset
                ?? (expectedLines.count == actualLines.count ? nil : min(expectedLines.count, actualLines.count)) else {
            return "__Golden__/\(name) matches."
        }
        let old = line < expectedLines.count ? Array(expectedLines[line]) : []
        let new = line < actualLines.count ? Array(actualLines[line]) : []
        let column = zip(old, new).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset ?? min(old.count, new.count)
        func excerpt(_ characters: [Character]) -> String {
            let start = max(column - GoldenDifference.context, 0)
            let end = min(column + GoldenDifference.context, characters.count)
            guard start < end else { return line < max(expectedLines.count, actualLines.count) ? "(empty)" : "(no such line)" }
            return (start > 0 ? "…" : "") + String(characters[start..<end]) + (end < characters.count ? "…" : "")
        }
        return """
            __Golden__/\(name) differs at line \(line + 1), column \(column + 1) \
            (expected \(expected.utf8.count) bytes, got \(actual.utf8.count)).
              expected: \(line < expectedLines.count ? excerpt(old) : "(no such line)")
              actual:   \(line < actualLines.count ? excerpt(new) : "(no such line)")
            If the change is intended, re-record with RECORD_GOLDEN=1 and review the diff.
            """
    }
}
