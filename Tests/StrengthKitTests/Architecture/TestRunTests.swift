import Foundation
import Testing

/// What `make test` runs and what the README says it runs agree: every test is Swift Testing, so
/// XCTest's runner is not started (it only printed "Executed 0 tests" before the real run), and the
/// README's Tests section counts the kinds of tests it lists.
@Suite struct TestRunTests {
    static func read(_ file: String) throws -> String {
        try String(contentsOf: TestPaths.repository.appendingPathComponent(file), encoding: .utf8)
    }

    @Test func makeRunsSwiftTestingAloneAndNoTestIsXCTest() throws {
        let runs = try Self.read("Makefile").split(separator: "\n").filter { $0.contains("$(SWIFT) test") }
        #expect(!runs.isEmpty)
        for line in runs { #expect(line.contains("--disable-xctest"), "\(line)") }
        let tests = FileManager.default.enumerator(at: TestPaths.repository.appendingPathComponent("Tests"), includingPropertiesForKeys: nil)
        while let file = tests?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            #expect(!lines.contains { $0.hasPrefix("import XCTest") || $0.hasPrefix("@testable import XCTest") }, "\(file.lastPathComponent)")
        }
    }

    @Test func theReadmeCountsTheKindsOfTestsItLists() throws {
        let readme = try Self.read("README.md")
        let section = try #require(readme.components(separatedBy: "\n## Tests\n").dropFirst().first?.components(separatedBy: "\n## ").first)
        let numbers = ["two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10]
        let stated = try #require(section.firstMatch(of: /`make test` runs (\w+) kinds of Swift Testing tests/)?.1)
        // The Swift tests' bullets come first; the checks after them begin "then" and "last".
        let bullets = section.split(separator: "\n").filter { $0.hasPrefix("- ") }
        let swiftTests = bullets.prefix { !$0.hasPrefix("- then") && !$0.hasPrefix("- last") }
        #expect(numbers[String(stated)] == swiftTests.count, "the README says \(stated) kinds and lists \(swiftTests.count)")
        #expect(bullets.count - swiftTests.count == 2, "the browser check and the workflow check")
    }
}
