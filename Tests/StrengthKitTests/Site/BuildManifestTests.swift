import Foundation
import Testing
@testable import StrengthKit

@Suite struct BuildManifestTests {
    @Test func encodedManifestReadsBackExactly() throws {
        let manifest = BuildManifest(output: "/tmp/a site/Site", stamp: "0123abcd", files: [
            "index.html": .init(contentHash: "ff00", size: 1234, modified: 1_763_800_000.123456789),
            "workouts/2025/03/14-1800-upper-a.html": .init(contentHash: "aa11", size: 0, modified: 0.1),
        ], reported: ["CNAME", "photos/a b.jpg"])
        #expect(BuildManifest(encoded: manifest.encoded()) == manifest)
    }

    @Test func theFormatBeforeReportedPathsStillReads() throws {
        let text = "strength-site build manifest 3\n/s\nstamp\nff\t12\t3.5\tindex.html\n"
        let manifest = try #require(BuildManifest(encoded: Data(text.utf8)))
        #expect(manifest.files.keys.sorted() == ["index.html"] && manifest.reported.isEmpty)
    }

    @Test func emptySiteRoundTrips() {
        let manifest = BuildManifest(output: "/s", stamp: "", files: [:])
        #expect(BuildManifest(encoded: manifest.encoded()) == manifest)
    }

    @Test(arguments: [
        "",
        "{\"version\":1}",
        "strength-site build manifest 2\n/s\nstamp\n",
        "strength-site build manifest 3\n/s\n",
        "strength-site build manifest 3\n/s\nstamp\nff\t12\t3.5\tindex.html",
        "strength-site build manifest 3\n/s\nstamp\nff\ttwelve\t3.5\tindex.html\n",
        "strength-site build manifest 3\n/s\nstamp\nff\t12\t3.5\t\n",
        "strength-site build manifest 4\n/s\nstamp\nkept\t\n",
    ])
    func anythingElseIsNoManifest(text: String) {
        #expect(BuildManifest(encoded: Data(text.utf8)) == nil)
    }
}
