import Foundation

/// Where the tests' own files are, from this file's place in `Tests/StrengthKitTests/TestSupport/`,
/// so a test file can move between folders without its paths changing.
enum TestPaths {
    /// `Tests/StrengthKitTests`.
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    /// The checkout's root.
    static let repository = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
    /// Golden files (excluded from the target in Package.swift, so they are not resources).
    static let golden = testsFolder.appendingPathComponent("__Golden__")
    /// The small files written for these tests in each app's format.
    static let fixtures = testsFolder.appendingPathComponent("Fixtures")
    /// The corpus of real exports beside the checkout (`../shared/fixtures/imports`), which a clone
    /// elsewhere does not have.
    static let sharedImports = repository.appendingPathComponent("../shared/fixtures/imports").standardizedFileURL
}
