import Foundation
import Testing

/// `Package.resolved` is committed, so every clone (CI's among them) builds the same package
/// versions; `Benchmarks/Package.resolved` pins the benchmark package, which builds StrengthKit and
/// its packages again. The pins must cover every package `Package.swift` names, and the two files
/// must agree on every package they share, so a benchmark measures what the tool ships.
@Suite struct PinnedPackagesTests {
    struct Pin: Equatable {
        var version: String?
        var revision: String
    }

    /// Package identity (the address's last part, lowercased, without `.git`) → its pin.
    static func pins(_ path: String) throws -> [String: Pin] {
        let data = try Data(contentsOf: TestPaths.repository.appendingPathComponent(path))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var pins: [String: Pin] = [:]
        for pin in try #require(object["pins"] as? [[String: Any]]) {
            let identity = try #require(pin["identity"] as? String)
            let state = try #require(pin["state"] as? [String: Any])
            pins[identity] = Pin(version: state["version"] as? String, revision: try #require(state["revision"] as? String))
        }
        return pins
    }

    static func identity(ofAddress address: Substring) -> String {
        var name = address.split(separator: "/").last.map(String.init) ?? ""
        if name.hasSuffix(".git") { name.removeLast(4) }
        return name.lowercased()
    }

    @Test func everyPackageThatPackageSwiftNamesIsPinned() throws {
        let manifest = try String(contentsOf: TestPaths.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let named = manifest.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: ".package(url: \""), let end = line[start.upperBound...].firstIndex(of: "\"") else { return nil }
            return Self.identity(ofAddress: line[start.upperBound..<end])
        }
        #expect(named.count >= 5)
        let pins = try Self.pins("Package.resolved")
        for identity in named {
            #expect(pins[identity]?.version != nil, "\(identity) has no version in Package.resolved: run swift package resolve and commit it")
        }
    }

    /// SwiftPM writes `Package.resolved` whether git tracks it or not (and git here is set to
    /// ignore it), so only git can tell that a clone gets it.
    @Test func bothFilesAreInTheRepository() throws {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", TestPaths.repository.path, "ls-files", "--", "Package.resolved", "Benchmarks/Package.resolved"]
        let output = Pipe()
        git.standardOutput = output
        git.standardError = FileHandle.nullDevice
        try git.run()
        let listed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        git.waitUntilExit()
        // A source tarball has no git repository: nothing to ask.
        guard git.terminationStatus == 0 else { return }
        #expect(listed.split(separator: "\n").sorted() == ["Benchmarks/Package.resolved", "Package.resolved"])
    }

    @Test func benchmarksPinTheSameVersionsAsTheTool() throws {
        let tool = try Self.pins("Package.resolved")
        let benchmarks = try Self.pins("Benchmarks/Package.resolved")
        let shared = Set(tool.keys).intersection(benchmarks.keys)
        #expect(shared.count >= 5)
        for identity in shared.sorted() {
            #expect(tool[identity] == benchmarks[identity], "\(identity): Package.resolved and Benchmarks/Package.resolved differ")
        }
    }
}
