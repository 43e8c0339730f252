import Foundation
import Testing
@testable import StrengthKit

@Suite struct BuildManifestTests {
    @Test func encodedManifestReadsBackExactly() throws {
        let manifest = BuildManifest(output: "/tmp/a site/Site", stamp: "0123abcd", files: [
            "index.html": .init(contentHash: 0xff00, size: 1234, modified: 1_763_800_000.123456789),
            "workouts/2025/03/14-1800-upper-a.html": .init(contentHash: 0xaa11, size: 0, modified: 0.1,
                                                           task: "workout 2025-03-14-1800-upper-a", fingerprint: 0x0123_4567_89ab_cdef),
        ], reported: ["CNAME", "photos/a b.jpg"])
        #expect(BuildManifest(encoded: manifest.encoded()) == manifest)
        // Hashes are written as 16 hex digits, a file without a fingerprint with none.
        let text = String(decoding: manifest.encoded(), as: UTF8.self)
        #expect(text.contains("000000000000ff00\t1234\t1763800000.1234567\t\t\tindex.html\n"), "\(text)")
        #expect(text.contains("\tworkout 2025-03-14-1800-upper-a\t0123456789abcdef\tworkouts/"), "\(text)")
    }

    /// A hash that is not hex, or longer than 16 digits, makes the manifest unreadable (a full build).
    @Test(arguments: ["fg", "", "00000000000000000", "0x12"])
    func aHashThatIsNotHexIsNoManifest(_ hash: String) {
        let contentHash = "strength-site build manifest 5\n/s\nstamp\n\(hash)\t12\t3.5\t\t\tindex.html\n"
        let fingerprint = "strength-site build manifest 5\n/s\nstamp\nff\t12\t3.5\tworkout a\t\(hash)\tindex.html\n"
        #expect(BuildManifest(encoded: Data(contentHash.utf8)) == nil)
        #expect((BuildManifest(encoded: Data(fingerprint.utf8)) == nil) == !hash.isEmpty)
        #expect(BuildManifest(encoded: Data(fingerprint.replacingOccurrences(of: "\t\(hash)\t", with: "\tFF\t").utf8))?
            .files["index.html"]?.fingerprint == 0xff)
    }

    @Test func theFormatBeforeReportedPathsStillReads() throws {
        let text = "strength-site build manifest 3\n/s\nstamp\nff\t12\t3.5\tindex.html\n"
        let manifest = try #require(BuildManifest(encoded: Data(text.utf8)))
        #expect(manifest.files.keys.sorted() == ["index.html"] && manifest.reported.isEmpty)
    }

    /// A manifest from before fingerprints reads with none, so the first build after an upgrade plans everything.
    @Test func theFormatBeforeFingerprintsReadsWithoutThem() throws {
        let text = "strength-site build manifest 4\n/s\nstamp\nff\t12\t3.5\tworkouts/a.html\nkept\tCNAME\n"
        let manifest = try #require(BuildManifest(encoded: Data(text.utf8)))
        #expect(manifest.files["workouts/a.html"] == .init(contentHash: 0xff, size: 12, modified: 3.5))
        #expect(manifest.reported == ["CNAME"])
    }

    /// The path is the rest of the line: a tab in a file name does not shift the fields.
    @Test func aPathWithATabReadsBack() {
        let manifest = BuildManifest(output: "/s", stamp: "s", files: ["odd\tname.html": .init(contentHash: 0xab, size: 3, modified: 2.5)])
        #expect(BuildManifest(encoded: manifest.encoded()) == manifest)
    }

    @Test func bytesThatAreNotUTF8AreNoManifest() {
        var bytes = Array("strength-site build manifest 5\n/s\nstamp\nff\t12\t3.5\t\t\tindex".utf8)
        bytes += [0xFF, 0xFE, UInt8(ascii: "\n")]
        #expect(BuildManifest(encoded: Data(bytes)) == nil)
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
        "strength-site build manifest 5\n/s\nstamp\nff\t12\t3.5\tindex.html\n",   // a 4-field line in format 5
    ])
    func anythingElseIsNoManifest(text: String) {
        #expect(BuildManifest(encoded: Data(text.utf8)) == nil)
    }
}
