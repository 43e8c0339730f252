import Foundation

/// Where the repository's files are, from this file's place in `Tests/StrengthSiteTests/TestSupport/`,
/// so a test file can move between folders without its paths changing.
enum TestPaths {
    /// The checkout's root.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The export files written for the tests in each app's format (see their README).
    static let writtenImports = repository.appendingPathComponent("Tests/StrengthKitTests/Fixtures/imports")
    /// The corpus of real exports beside the checkout (`../shared/fixtures/imports`), which a clone
    /// elsewhere does not have.
    static let sharedImports = repository.appendingPathComponent("../shared/fixtures/imports").standardizedFileURL
}
