import DemoHistory
import Foundation
import Testing
import TestSupport
@testable import StrengthKit

/// What `build --help` says: everything in `.strength-site/cache/` is safe to delete. Whichever of
/// its files is gone or damaged, the next build writes the same site as one that had them all.
@Suite struct BuildCacheTests {
    static let today = LocalDay("2026-11-22")!

    /// A project of 36 workouts (enough for an analysis checkpoint) built once, then a workout
    /// logged: the next build has work each cache file spares.
    static func builtThenChanged() throws -> TestProject {
        let project = try TestProject(try DemoHistoryGenerator(workoutCount: 36).generate())
        _ = try SiteBuilder(store: project.store).build(today: { _ in today })
        try project.store.update { data in
            _ = try WorkoutLogger.log(LogRequest(name: "Legs", start: LocalDateTime("2026-11-21 18:00")!, durationSeconds: 3000,
                                                 entries: ["Squat: 100x5x3"]), into: &data)
        }
        return project
    }

    /// The cache's files of a project's own `Site/` build, found in the cache folder.
    static func files(of project: TestProject) -> [URL] {
        let cache = BuildCache(layout: project.store.layout)
        let site = URL(fileURLWithPath: FileSystem.resolvedPath(project.store.layout.siteDirectory.path))
        return [cache.storeImageFile, cache.analysisCheckpointFile, cache.manifestFile(for: site)]
    }

    /// Every file a build leaves in the cache folder is one `BuildCache` knows, so the rule below
    /// covers all of them (a new cache file must go through it).
    @Test func theCacheFolderHoldsOnlyWhatBuildCacheKnows() throws {
        let project = try Self.builtThenChanged()
        let found = try FileManager.default.contentsOfDirectory(atPath: BuildCache(layout: project.store.layout).folder.path)
        #expect(Set(found) == Set(Self.files(of: project).map(\.lastPathComponent)))
    }

    /// Each file alone, then all of them; each deleted, then cut in half (a torn write).
    @Test func anyCacheFileGoneOrDamagedGivesTheSameSite() throws {
        let reference = try Self.builtThenChanged()
        _ = try SiteBuilder(store: reference.store).build(today: { _ in Self.today })
        let expected = try SiteBuildTests().files(under: reference.store.layout.siteDirectory)
        let count = Self.files(of: reference).count
        for truncate in [false, true] {
            for damaged in (0..<count).map({ [$0] }) + [Array(0..<count)] {
                let project = try Self.builtThenChanged()
                let files = Self.files(of: project)
                for file in damaged.map({ files[$0] }) {
                    if truncate {
                        let bytes = try Data(contentsOf: file)
                        try bytes.prefix(bytes.count / 2).write(to: file)
                    } else {
                        try FileManager.default.removeItem(at: file)
                    }
                }
                let report = try SiteBuilder(store: project.store).build(today: { _ in Self.today })
                let built = try SiteBuildTests().files(under: project.store.layout.siteDirectory)
                let differing = Set(built.keys).union(expected.keys).filter { built[$0] != expected[$0] }.sorted()
                let what = "\(truncate ? "cut" : "deleted") \(damaged.map { files[$0].lastPathComponent })"
                #expect(differing.isEmpty, "\(what): \(differing.prefix(5))")
                #expect(report.removed.isEmpty && report.keptForeign.isEmpty, "\(what)")
                // The build made the cache whole again.
                #expect(files.allSatisfy { FileManager.default.fileExists(atPath: $0.path) }, "\(what)")
            }
        }
    }

    /// `build --clean`: where a build after a change resumes the analysis from the checkpoint and
    /// keeps pages by their fingerprints, a clean one does neither and writes every page, to the same
    /// site; the manifest's list still lets it remove a page an earlier build wrote (a deleted
    /// workout's), and a file of the user's in `Site/` is kept.
    @Test func aCleanBuildUsesOnlyTheListOfFilesEarlierBuildsWrote() throws {
        func build(_ project: TestProject, clean: Bool) throws -> (BuildReport, analysed: String) {
            var analysed = ""
            let report = try SiteBuilder(store: project.store, clean: clean).build(today: { _ in Self.today }) { step, detail in
                if step == .analyse { analysed = detail }
            }
            return (report, analysed)
        }
        // One of the newest, which the checkpoint does not cover: deleting an older one would void it.
        func deleteARecentWorkout(_ project: TestProject) throws -> String {
            try project.store.update { data in data.workouts.remove(at: data.workouts.count - 2).id }.0
        }
        let incremental = try Self.builtThenChanged()
        let deleted = try deleteARecentWorkout(incremental)
        let (usual, resumed) = try build(incremental, clean: false)
        // What a clean build must not use is there to use.
        #expect(usual.reused > 0 && usual.written.count < usual.files, "\(usual)")
        #expect(resumed.contains("from the last build's checkpoint"), "\(resumed)")

        let project = try Self.builtThenChanged()
        #expect(try deleteARecentWorkout(project) == deleted)
        try project.folder.write("my notes", to: "Site/notes.txt")
        let (clean, analysed) = try build(project, clean: true)
        #expect(analysed.isEmpty, "\(analysed)")
        #expect(clean.reused == 0)
        #expect(clean.written.count == clean.files && clean.files == usual.files)
        #expect(clean.removed == [WorkoutPageKind.path(deleted)] && usual.removed == clean.removed)
        #expect(clean.keptForeign == ["notes.txt"])
        #expect(try project.folder.read("Site/notes.txt") == "my notes")
        #expect(try SiteBuildTests().files(under: project.store.layout.siteDirectory).filter { $0.key != "notes.txt" }
                == SiteBuildTests().files(under: incremental.store.layout.siteDirectory))
        // And the cache is whole again for the next build, which has nothing to do.
        let (next, _) = try build(project, clean: false)
        #expect(next.written.isEmpty && next.removed.isEmpty)
    }

    /// The three files are written under one rule: a cache that cannot be written stops the build
    /// with the file's path and says it is only a cache.
    @Test func everyCacheFileThatCannotBeWrittenSaysItIsOnlyACache() throws {
        let project = try TestProject()
        // A file where the cache folder should be: nothing can be written into it.
        try project.folder.write("not a folder", to: ".strength-site/cache")
        let cache = BuildCache(layout: project.store.layout)
        let manifest = BuildManifest(output: cache.outputKey(for: project.store.layout.siteDirectory), stamp: "stamp", files: [:])
        let saves: [(URL, () throws -> Void)] = [
            (cache.storeImageFile, { try cache.save(storeImage: [1, 2, 3]) }),
            (cache.analysisCheckpointFile, { try cache.save(analysisCheckpoint: [1, 2, 3]) }),
            (cache.manifestFile(for: project.store.layout.siteDirectory), { try cache.save(manifest) }),
        ]
        for (file, save) in saves {
            let error = try #require(throws: SiteError.self) { try save() }
            #expect(error.subject == file.path)
            #expect(error.reason.hasPrefix("cannot be written: ") && error.reason.hasSuffix("; it is only a cache, safe to delete"),
                    "\(error)")
        }
    }

    /// An output inside the project is named by its path in it, so the record moves with the project;
    /// one elsewhere by its absolute path; a manifest an older build named by the absolute path still reads.
    @Test func anOutputIsNamedByItsPathInTheProject() throws {
        let project = try TestProject()
        let cache = BuildCache(layout: project.store.layout)
        let site = project.store.layout.siteDirectory
        #expect(cache.outputKey(for: site.resolvingSymlinksInPath()) == "project/Site")
        #expect(cache.outputKey(for: URL(fileURLWithPath: "/srv/www/lifting")) == "/srv/www/lifting")
        let older = BuildManifest(output: site.standardizedFileURL.resolvingSymlinksInPath().path, stamp: "stamp", files: [:])
        try project.folder.write("", to: ".strength-site/cache/.keep")
        try FileSystem.replaceQuickly(older.encoded(), at: cache.folder.appendingPathComponent("build-\({ var hasher = StableHasher(); hasher.combine(older.output); return hasher.hex }()).txt"))
        #expect(cache.manifest(for: URL(fileURLWithPath: older.output))?.output == "project/Site")
    }
}
