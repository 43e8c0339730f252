import Foundation
import Testing

/// No Swift error text reaches the lifter: one line, the path, what to do.
@Suite struct PlainErrorsEndToEndTests {
    func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        #expect(try folder.runner.run(["init", "--units", "kg", "--time-zone", "UTC"]).status == 0)
        return folder
    }

    @Test func aDamagedInterruptedChangeIsNamedInOneLine() throws {
        let folder = try project()
        let staging = folder.url.appendingPathComponent("Data/.txn")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        try Data("garbage".utf8).write(to: staging.appendingPathComponent("manifest.json"))
        let result = try folder.runner.run(["history"])
        #expect(result.status == 1)
        #expect(result.stderr == "error: Data/.txn/manifest.json: an interrupted change could not be read (not valid JSON: invalid value at line 1, "
                + "column 1) (the file was left as it is; fix it or restore it from git)\n")
        #expect(!result.stderr.contains("DecodingError"))
    }

    @Test func aSiteLinkToNowhereSaysSo() throws {
        let folder = try project()
        let site = folder.url.appendingPathComponent("Site")
        try? FileManager.default.removeItem(at: site)
        try FileManager.default.createSymbolicLink(atPath: site.path, withDestinationPath: "/nonexistent/strength-site-output")
        let result = try folder.runner.run(["build"])
        #expect(result.status == 1)
        #expect(result.stderr == "error: Site: is a link to /nonexistent/strength-site-output, which does not exist; create that folder, or remove the link\n")
    }
}
