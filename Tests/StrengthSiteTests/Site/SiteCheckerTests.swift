import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Builds the repo's demo through the binary and checks the whole site the way a browser and a
/// validator would: every internal link and asset resolves, every page is well-formed HTML with
/// lang, title and viewport, every SVG parses, nothing is loaded from another host.
@Suite(.serialized) struct SiteCheckerTests {
    static let repository = TestPaths.repository

    /// The demo's Data/ copied into a temporary project (tests never touch the repo), built.
    static func buildDemo(_ folder: TemporaryFolder, extraArguments: [String] = []) throws -> URL {
        try FileManager.default.copyItem(at: repository.appendingPathComponent("Data"), to: folder.url.appendingPathComponent("Data"))
        try? FileManager.default.removeItem(at: folder.url.appendingPathComponent("Data/.lock"))
        let result = try folder.runner.run(["build", "--today", "2026-11-22"] + extraArguments)
        #expect(result.status == 0, "\(result.stderr)")
        return folder.url.appendingPathComponent("Site")
    }

    static func files(in site: URL, ending suffix: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: site.path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(suffix) { paths.append(path) }
        }
        return paths.sorted()
    }

    /// Values of `attribute="..."` in `html`.
    static func attributeValues(_ attribute: String, in html: String) -> [String] {
        var values: [String] = []
        var rest = html[...]
        while let start = rest.range(of: " \(attribute)=\"") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            values.append(String(rest[..<end]))
            rest = rest[end...]
        }
        return values
    }

    @Test func everyInternalLinkAndAssetResolvesAndNothingLoadsFromAnotherHost() throws {
        let folder = try TemporaryFolder()
        let site = try Self.buildDemo(folder)
        let pages = Self.files(in: site, ending: ".html")
        #expect(pages.count > 150)
        var checkedLinks = 0
        for page in pages {
            let html = try String(contentsOf: site.appendingPathComponent(page), encoding: .utf8)
            let base = site.appendingPathComponent(page).deletingLastPathComponent()
            for target in Self.attributeValues("href", in: html) + Self.attributeValues("src", in: html) {
                if target.hasPrefix("#") || target.hasPrefix("data:") || target.isEmpty { continue }
                if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("//") { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let resolved = base.appendingPathComponent(parts[0]).standardizedFileURL
                #expect(resolved.path.hasPrefix(site.path), "\(page) links outside the site: \(target)")
                #expect(FileManager.default.fileExists(atPath: resolved.path), "\(page) links to a missing \(target)")
                if parts.count == 2, let linked = try? String(contentsOf: resolved, encoding: .utf8) {
                    #expect(linked.contains("id=\"\(parts[1])\""), "\(page) links to \(target), which has no such id")
                }
                checkedLinks += 1
            }
            // Only links a reader follows may point elsewhere (notes the lifter wrote); nothing is loaded from another host.
            for source in Self.attributeValues("src", in: html) {
                #expect(!source.contains("://"), "\(page) loads \(source)")
            }
            for tag in html.components(separatedBy: "<link ").dropFirst() {
                let href = Self.attributeValues("href", in: " " + tag).first ?? ""
                #expect(!href.contains("://") || href.hasPrefix("https://example.org"), "\(page) links a resource from \(href)")
            }
            #expect(!html.contains("<script"), "\(page) has a script")
            #expect(!html.contains("url(http"), "\(page) loads a CSS resource")
        }
        #expect(checkedLinks > 5000)
        let css = try String(contentsOf: site.appendingPathComponent("assets/style.css"), encoding: .utf8)
        #expect(!css.contains("url(") && !css.contains("@import") && !css.contains("@font-face"))
    }

    @Test func everyPageIsWellFormedHTMLWithLangTitleAndViewport() throws {
        let folder = try TemporaryFolder()
        let site = try Self.buildDemo(folder)
        let tidy = ["/usr/bin/tidy", "/usr/local/bin/tidy"].first { FileManager.default.isExecutableFile(atPath: $0) }
        try #require(tidy != nil, "HTML Tidy is needed for this check; `make test` installs it (apt package tidy)")
        var largest = (bytes: 0, page: "")
        for page in Self.files(in: site, ending: ".html") {
            let url = site.appendingPathComponent(page)
            let html = try String(contentsOf: url, encoding: .utf8)
            #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\""), "\(page) lacks doctype or lang")
            #expect(html.contains("<title>") && !html.contains("<title></title>"), "\(page) lacks a title")
            #expect(html.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"), "\(page) lacks a viewport")
            if html.utf8.count > largest.bytes { largest = (html.utf8.count, page) }
            // Tidy exits 2 on errors (unclosed or misnested elements and the like); its warnings are
            // about HTML5 it predates (div in dl, SVG attributes) and are not failures.
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tidy ?? "")
            process.arguments = ["-q", "-e", "--show-warnings", "no", url.path]
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = Pipe()
            try process.run()
            let report = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus < 2, "\(page): \(report)")
        }
        // The longest page is the dashboard: nine charts, the DOTS table and a year of training days that
        // each link to their workout (the heatmap alone is 28 KB); about 15 KB gzipped as GitHub Pages serves it.
        #expect(largest.bytes < 80_000, "\(largest.page) is \(largest.bytes) bytes")
    }

    @Test func everySVGAndXMLFileParses() throws {
        let folder = try TemporaryFolder()
        let site = try Self.buildDemo(folder, extraArguments: ["--base-url", "https://lifter.github.io/log/"])
        var documents = Self.files(in: site, ending: ".svg") + Self.files(in: site, ending: ".xml")
        #expect(documents.contains("cards/summary.svg") && documents.contains("feed.xml") && documents.contains("sitemap.xml"))
        var inline = 0
        for page in Self.files(in: site, ending: ".html") {
            let html = try String(contentsOf: site.appendingPathComponent(page), encoding: .utf8)
            for piece in html.components(separatedBy: "<svg ").dropFirst() {
                guard let end = piece.range(of: "</svg>") else { continue }
                let svg = "<svg " + piece[..<end.upperBound]
                let parser = XMLParser(data: Data(svg.utf8))
                #expect(parser.parse(), "an SVG in \(page) is not XML: \(parser.parserError.map { "\($0)" } ?? "")")
                inline += 1
            }
        }
        #expect(inline > 50)
        documents = documents.map { "\($0)" }
        for document in documents {
            let parser = XMLParser(data: try Data(contentsOf: site.appendingPathComponent(document)))
            #expect(parser.parse(), "\(document) is not XML")
        }
        let sitemap = try String(contentsOf: site.appendingPathComponent("sitemap.xml"), encoding: .utf8)
        #expect(sitemap.contains("<loc>https://lifter.github.io/log/</loc>"))
        #expect(sitemap.contains("<loc>https://lifter.github.io/log/history/</loc>"))
        let feed = try String(contentsOf: site.appendingPathComponent("feed.xml"), encoding: .utf8)
        #expect(feed.contains("<link rel=\"self\" href=\"https://lifter.github.io/log/feed.xml\"/>"))
        #expect(try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
            .contains("<link rel=\"canonical\" href=\"https://lifter.github.io/log/\">"))
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(".nojekyll").path))
    }

    @Test func theDemoBuildIsByteIdenticalTwice() throws {
        let one = try TemporaryFolder()
        let two = try TemporaryFolder()
        let first = try Self.buildDemo(one)
        let second = try Self.buildDemo(two)
        for path in Self.files(in: first, ending: "") where !path.isEmpty {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: first.appendingPathComponent(path).path, isDirectory: &isDirectory),
                  !isDirectory.boolValue else { continue }
            #expect(FileManager.default.contents(atPath: first.appendingPathComponent(path).path)
                    == FileManager.default.contents(atPath: second.appendingPathComponent(path).path), "\(path) differs")
        }
        let again = try one.runner.run(["build", "--today", "2026-11-22"])
        #expect(again.stdout.contains(" 0 written"), "\(again.stdout)")
    }
}
