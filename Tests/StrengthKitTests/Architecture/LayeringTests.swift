import Foundation
import Testing

/// StrengthKit's folders are layers, and a file may use only types of the layers below its own
/// (ARCHITECTURE.md draws them); inside `Site/`, its folders are tiers of their own, held to the same
/// rule. A feature's wing (`Features/Goals/`) holds the feature's part of each layer in a folder of
/// that layer's name (`Features/Goals/Analytics/`), held as that layer. Read from the sources: every
/// capitalised word a file uses (outside comments and string literals) that names a top-level type of
/// another folder is an arrow.
@Suite struct LayeringTests {
    /// Each folder's tier: a folder uses folders of lower tiers only; folders of one tier are
    /// independent of each other.
    static let tiers: [String: Int] = [
        "Support": 0,
        "Model": 1,
        "Store": 2, "Analytics": 2, "Catalogue": 2, "Markdown": 2,
        "Display": 3,
        "Exercises": 4, "LogSyntax": 4,
        "Programs": 5, "Editing": 5,
        "Workouts": 6, "Import": 6,
        "CommandOutput": 7, "Charts": 7,
        "Site": 8,
    ]

    /// The tiers of `Site/`'s folders: a file of one uses, of `Site/`, only folders of lower tiers
    /// (and any layer below `Site`).
    static let siteTiers: [String: Int] = [
        "Template": 0,
        "Pages": 1,
        "Theme": 2, "Planning": 2,
        "Kinds": 3,
        "Build": 4,
    ]

    /// The folder of the features' wings: each of its folders is one feature, laid out as the house is.
    static let wings = "Features"

    static let sources = TestPaths.repository.appendingPathComponent("Sources/StrengthKit")

    struct SourceFile {
        var layer: String
        var name: String
        var code: String

        /// The file's path as the house lays it out: a wing's `Features/Goals/Analytics/GoalEvaluator.swift`
        /// is `Analytics/GoalEvaluator.swift`.
        var housePath: String { Self.housePath(of: name) }

        static func housePath(of name: String) -> String {
            let parts = name.split(separator: "/")
            guard parts.first.map(String.init) == LayeringTests.wings, parts.count > 2 else { return name }
            return parts.dropFirst(2).joined(separator: "/")
        }

        /// The folder whose tier the file is held to: its layer, or for `Site/`, `Site/` and its folder.
        var room: String {
            guard layer == "Site" else { return layer }
            return "Site/" + (housePath.split(separator: "/").dropFirst().first.map(String.init) ?? "")
        }
    }

    static func sourceFiles() throws -> [SourceFile] {
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var files: [SourceFile] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let relative = String(url.path.dropFirst(sources.path.count + 1))
            let layer = String(SourceFile.housePath(of: relative).prefix { $0 != "/" })
            files.append(SourceFile(layer: layer, name: relative,
                                    code: withoutCommentsAndStrings(try String(contentsOf: url, encoding: .utf8))))
        }
        return files.sorted { $0.name < $1.name }
    }

    /// The code with `//` comments and the contents of one-line string literals removed, so a type
    /// named in a message or a comment is no arrow.
    static func withoutCommentsAndStrings(_ text: String) -> String {
        text.replacing(/\/\/.*|"(?:[^"\\]|\\.)*"/, with: "")
    }

    @Test func everyFolderHasATier() throws {
        let layers = Set(try Self.sourceFiles().map(\.layer))
        #expect(layers == Set(Self.tiers.keys), "a new folder in Sources/StrengthKit needs a tier here and in ARCHITECTURE.md")
    }

    @Test func everySiteFolderHasATier() throws {
        let site = try Self.sourceFiles().filter { $0.layer == "Site" }
        #expect(site.allSatisfy { $0.housePath.split(separator: "/").count > 2 }, "Site's files are in its folders")
        #expect(Set(site.map(\.room)) == Set(Self.siteTiers.keys.map { "Site/" + $0 }),
                "a new folder in Sources/StrengthKit/Site needs a tier here and in ARCHITECTURE.md")
    }

    /// ARCHITECTURE.md draws the tiers as lines of folder names, the top tier first: the drawings and
    /// `tiers` and `siteTiers` say the same.
    @Test func theArchitectureDiagramDrawsTheseTiers() throws {
        let text = try String(contentsOf: TestPaths.repository.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        #expect(try Self.tiers(drawnAfter: "## StrengthKit's layers", in: text) == Self.tiers)
        #expect(try Self.tiers(drawnAfter: "Inside `Site/`, its folders are tiers", in: text) == Self.siteTiers)
    }

    /// The tiers the first drawing after `marker` draws, its bottom line tier 0.
    static func tiers(drawnAfter marker: String, in text: String) throws -> [String: Int] {
        let section = try #require(text.split(separator: marker).dropFirst().first, "ARCHITECTURE.md has no '\(marker)'")
        let drawing = try #require(section.split(separator: "```").dropFirst().first)
        let lines = drawing.split(separator: "\n").map { line in
            Set(line.split(separator: /\s{2,}/).map(String.init).filter { $0.wholeMatch(of: /[A-Z][A-Za-z]+/) != nil })
        }
        return Dictionary(uniqueKeysWithValues: lines.reversed().enumerated().flatMap { tier, names in names.map { ($0, tier) } })
    }

    /// The library's tests are filed as its sources are: every folder of tests (less the helpers,
    /// fixtures, goldens and this check) is a folder of `Sources/StrengthKit`.
    @Test func testFoldersMirrorSourceFolders() throws {
        let tests = TestPaths.repository.appendingPathComponent("Tests/StrengthKitTests")
        let notMirrored: Set<String> = ["Architecture", "DemoHistory", "Fixtures", "TestSupport", "__Golden__"]
        let enumerator = try #require(FileManager.default.enumerator(at: tests, includingPropertiesForKeys: [.isDirectoryKey]))
        var unmatched: [String] = []
        for case let url as URL in enumerator where try url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory == true {
            let relative = String(url.path.dropFirst(tests.path.count + 1))
            if notMirrored.contains(String(relative.prefix { $0 != "/" })) {
                enumerator.skipDescendants()
                continue
            }
            if !FileManager.default.fileExists(atPath: Self.sources.appendingPathComponent(relative).path) {
                unmatched.append(relative)
            }
        }
        #expect(unmatched.isEmpty, "test folders with no source folder of that name: \(unmatched.sorted())")
    }

    /// Every arrow of `files` that does not point to a lower tier, as `file uses Layer's Type`: of
    /// another layer, by the layers' tiers; of another folder of `Site/`, by `siteTiers`.
    static func wrongArrows(in files: [SourceFile]) -> [String] {
        // Top-level types by name, and names also used for nested types (CodingKeys, Failure, Row),
        // which cannot tell an arrow from a local name.
        var owners: [String: Set<String>] = [:]
        var nested = Set<String>()
        for file in files {
            for line in file.code.split(separator: "\n") {
                guard let match = line.firstMatch(of: /^(\s*)(?:@\w+\s+)*(?:public\s+|private\s+|fileprivate\s+)?(?:final\s+|indirect\s+)?(?:struct|enum|class|protocol|typealias|actor)\s+(\w+)/) else { continue }
                if match.1.isEmpty { owners[String(match.2), default: []].insert(file.room) } else { nested.insert(String(match.2)) }
            }
        }
        var arrows: [String] = []
        for file in files {
            let tier = tiers[file.layer] ?? Int.min
            // Words, not `\b`: Unicode word boundaries do not fall inside `Volume.ofSet`.
            let used = Set(file.code.matches(of: /\w+/).map { String($0.output) }.filter { $0.first?.isUppercase == true })
            for name in used.sorted() where !nested.contains(name) {
                guard let rooms = owners[name], rooms.count == 1, let owner = rooms.first, owner != file.room else { continue }
                let ownerLayer = String(owner.prefix { $0 != "/" })
                if ownerLayer == file.layer {
                    // Two folders of `Site/`.
                    let siteTier = siteTiers[String(file.room.dropFirst("Site/".count))] ?? Int.min
                    guard let ownerTier = siteTiers[String(owner.dropFirst("Site/".count))], ownerTier >= siteTier else { continue }
                    arrows.append("\(file.name) uses \(owner)'s \(name)")
                } else {
                    guard let ownerTier = tiers[ownerLayer], ownerTier >= tier else { continue }
                    arrows.append("\(file.name) uses \(ownerLayer)'s \(name)")
                }
            }
        }
        return arrows
    }

    @Test func everyArrowPointsDown() throws {
        let arrows = Self.wrongArrows(in: try Self.sourceFiles())
        #expect(arrows.isEmpty, Comment(rawValue: "arrows pointing up or sideways:\n" + arrows.joined(separator: "\n")))
    }

    /// The check sees an arrow up and one sideways, between layers and between `Site/`'s folders, a
    /// wing's files held as the layer of their folder, and none down, in a comment, a string or to a
    /// name that is also a nested type's.
    @Test func wrongArrowsAreFound() {
        let files = [
            SourceFile(layer: "Site", name: "Site/Build/SiteBuilder.swift", code: "struct SiteBuilder {}\nstruct Row {}"),
            SourceFile(layer: "Site", name: "Site/Kinds/HistoryPageKind.swift", code: "struct HistoryPageKind {\n    let a = SharedInputs()\n}"),
            SourceFile(layer: "Site", name: "Site/Planning/SharedInputs.swift", code: "struct SharedInputs {\n    let a = HistoryPageKind()\n    let b = Volume.x\n}"),
            SourceFile(layer: "Site", name: "Site/Theme/Theme.swift", code: "struct Theme {\n    let a = SharedInputs()\n}"),
            SourceFile(layer: "Analytics", name: "Analytics/Volume.swift", code: "enum Volume {}"),
            SourceFile(layer: "Analytics", name: "Features/Goals/Analytics/GoalEvaluator.swift",
                       code: "enum GoalEvaluator {\n    let a = Volume.x\n    let b = SiteBuilder()\n}"),
            SourceFile(layer: "Site", name: "Features/Goals/Site/Pages/GoalOutlookLine.swift",
                       code: "struct GoalOutlookLine {\n    let a = HistoryPageKind()\n    let b = GoalEvaluator.x\n}"),
            SourceFile(layer: "Store", name: "Store/ProjectStore.swift", code: Self.withoutCommentsAndStrings(
                "struct ProjectStore {\n    struct Row {}\n    let a = SiteBuilder() // SiteBuilder\n    let b = Volume.x\n    let c = \"SiteBuilder\"\n    let d = Row()\n}")),
        ]
        #expect(Self.wrongArrows(in: files) == [
            "Site/Planning/SharedInputs.swift uses Site/Kinds's HistoryPageKind",
            "Site/Theme/Theme.swift uses Site/Planning's SharedInputs",
            "Features/Goals/Analytics/GoalEvaluator.swift uses Site's SiteBuilder",
            "Features/Goals/Site/Pages/GoalOutlookLine.swift uses Site/Kinds's HistoryPageKind",
            "Store/ProjectStore.swift uses Site's SiteBuilder", "Store/ProjectStore.swift uses Analytics's Volume",
        ])
    }
}
