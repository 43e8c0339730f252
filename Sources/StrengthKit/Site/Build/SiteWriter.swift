import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The only code that writes the site's output folder. The folder is the user's: it writes the
/// site's pages and removes only files an earlier build recorded writing (`BuildManifest`); any
/// other file is kept. It never writes, deletes or descends through a symbolic link inside the
/// folder, and never touches `.git*`. Output is not fsynced: it can always be rebuilt.
struct SiteWriter: Sendable {
    let output: URL
    let displayPath: String
    /// `output.path`, once: computing a `URL`'s path per page showed in profiles.
    private let outputPath: String

    init(output: URL, displayPath: String) {
        self.output = output
        self.displayPath = displayPath
        outputPath = output.path
    }

    /// Refuses an output folder that is, contains or lies inside something that is not a site:
    /// `/`, the home folder, the project, its `Data/`, `Templates/` and `.strength-site/`, a `.git`
    /// folder, another project.
    func checkSafe(layout: StoreLayout, homeDirectory: URL?) throws {
        try checkIsFolder()
        let output = FileSystem.resolvedPath(self.output.path)
        let project = FileSystem.resolvedPath(layout.projectDirectory.path)
        func isInside(_ folder: String) -> Bool { output == folder || output.hasPrefix(folder + "/") }
        if output == "/" {
            throw SiteError(subject: displayPath, reason: "is the root folder; build into a folder of its own, such as Site/")
        }
        if let homeDirectory, output == FileSystem.resolvedPath(homeDirectory.path) {
            throw SiteError(subject: displayPath, reason: "is your home folder; build into a folder of its own, such as Site/")
        }
        if output == project || project.hasPrefix(output + "/") {
            throw SiteError(subject: displayPath, reason: "would contain the project; build into a folder of its own, such as Site/")
        }
        let guarded: [(folder: URL, what: String)] = [
            (layout.dataDirectory, "the project's Data/ (the store)"),
            (layout.templatesDirectory, "the project's Templates/ (the theme)"),
            (layout.workDirectory, "strength-site's own .strength-site/ folder"),
        ]
        for (folder, what) in guarded where isInside(FileSystem.resolvedPath(folder.path)) {
            throw SiteError(subject: displayPath, reason: "is or lies inside \(what); build into a folder of its own, such as Site/")
        }
        if output.split(separator: "/").contains(".git") {
            throw SiteError(subject: displayPath, reason: "lies inside a .git folder; build into a folder of its own, such as Site/")
        }
        if FileSystem.fileExists(self.output.appendingPathComponent("Data/settings.json")) {
            throw SiteError(subject: displayPath, reason: "holds a site project's Data/; build into a folder of its own, such as Site/")
        }
    }

    /// Refuses an output that is not a folder and cannot be made one: a file, a FIFO or a device in
    /// its place or in the place of a folder above it (named, rather than left to `mkdir`'s error).
    private func checkIsFolder() throws {
        var path = output.path
        var kind = EntryKind.following(path)
        while kind == .missing, path != "/" {
            path = (path as NSString).deletingLastPathComponent
            kind = EntryKind.following(path)
        }
        let what = switch kind {
        case .file: "a file"
        case .special(let what): what
        default: ""
        }
        guard !what.isEmpty else { return }
        throw SiteError(subject: displayPath, reason: path == output.path
            ? "is \(what), not a folder; build into a folder of its own, such as Site/"
            : "lies under \(path), which is \(what), not a folder; build into a folder of its own, such as Site/")
    }

    /// Whether the output is the project's own `Site/` folder, which is always the site's. A `Site`
    /// that is a symbolic link leads to a folder of the user's choosing: it is held to the rules of
    /// `-o` its target.
    func isProjectSite(_ layout: StoreLayout) -> Bool {
        EntryKind.of(layout.siteDirectory.path) != .symlink
            && FileSystem.resolvedPath(outputPath) == FileSystem.resolvedPath(layout.siteDirectory.path)
    }

    /// Refuses a FIFO, socket or device anywhere in the folder, with its path: writing a page to
    /// one would wait for a reader forever (or write into a device), and none is a site's file.
    func checkNoSpecialFiles(_ listing: FolderListing) throws {
        guard let (path, what) = listing.specials.min(by: { $0.key < $1.key }) else { return }
        throw SiteError(subject: displayPath + "/" + path, reason: "is \(what), not a file, so the build did not open it; "
            + "remove it from \(displayPath)")
    }

    /// Refuses a folder other than the project's own `Site/` (`isProjectSite`) that holds anything
    /// while no build of ours is on record for it, unless `force`: the files may be someone's work.
    /// (The project's `Site/` is always the site's, so deleting the cache in `.strength-site/`
    /// locks nobody out.)
    func checkOwnership(_ listing: FolderListing, previous: BuildManifest?, isProjectSite: Bool, force: Bool) throws {
        guard !isProjectSite, previous == nil, !force, !listing.isEmpty else { return }
        let found = listing.files + listing.symlinks
        throw SiteError(subject: displayPath, reason: "holds \(NumberText.counted(found.count, "file")) no strength-site build wrote "
            + "(\(ShortList.text(found))); build into an empty folder, or pass --force to build beside them "
            + "(they are kept; a file at the path of one of the site's pages is replaced)")
    }

    /// The output folder as it is now (empty when it does not exist).
    func listing() -> FolderListing {
        FolderListing.of(outputPath)
    }

    /// Creates every folder the pages need.
    func prepareFolders(for paths: [String]) throws {
        let folders = Set(paths.compactMap { path in path.lastIndex(of: "/").map { String(path[..<$0]) } }).sorted()
        for folder in [""] + folders {
            let url = folder.isEmpty ? output : output.appendingPathComponent(folder, isDirectory: true)
            do {
                try FileSystem.createDirectory(url)
            } catch {
                if folder.isEmpty, EntryKind.of(outputPath) == .symlink, let target = try? FileManager.default.destinationOfSymbolicLink(atPath: outputPath) {
                    throw SiteError(subject: displayPath, reason: "is a link to \(target), which does not exist; create that folder, or remove the link")
                }
                throw SiteError(subject: displayPath + "/" + folder, reason: "cannot create the folder: \(error)")
            }
        }
    }

    /// Writes `bytes` to `path` unless the file already holds exactly them. Returns whether it
    /// wrote, and the file's size and modification time as it now is (for the build manifest).
    /// - Parameter mayExist: `false` when the file was not there before this build (see
    ///   `listing()`), which spares looking at it first.
    func write(_ bytes: [UInt8], to path: String, mayExist: Bool = true) throws -> (wrote: Bool, state: (size: Int, modified: Double)?) {
        let file = outputPath + "/" + path
        if mayExist, let existingFile = FileSystem.sizeAndModification(file), existingFile.size == bytes.count,
           let existing = try? FileSystem.contents(ofPath: file), existing.elementsEqual(bytes) {
            return (false, existingFile)
        }
        do {
            return (true, try FileSystem.writeQuickly(bytes, toPath: file))
        } catch {
            throw SiteError(subject: displayPath + "/" + path, reason: "cannot be written: \(error)")
        }
    }

    /// Whether the folder holds every file `manifest` recorded, untouched, and nothing that
    /// `manifest` has not seen (no new file of the user's, no new link to report).
    func isIntact(_ listing: FolderListing, as manifest: BuildManifest) -> Bool {
        guard (listing.files + listing.symlinks).allSatisfy({ manifest.files[$0] != nil || manifest.reported.contains($0) }) else {
            return false
        }
        // Every file the manifest lists is listed (nothing new above, so counting is enough) and
        // untouched: the listing's size and time of each is the manifest's.
        let written = Array(manifest.files.keys)
        guard listing.files.filter({ manifest.files[$0] != nil }).count == written.count else { return false }
        return written.allSatisfy { manifest.isIntact($0, in: listing) }
    }

    /// Removes `stale` (files of the listing an earlier build wrote and this one did not), and the
    /// folders they leave empty; returns what it removed.
    func prune(_ stale: [String], listing: FolderListing) throws -> [String] {
        var removed: [String] = []
        for relative in stale {
            // A folder on its way that became a link since: leave it.
            guard listing.symlink(on: relative) == nil else { continue }
            do {
                try FileSystem.removeFile(URL(fileURLWithPath: outputPath + "/" + relative))
            } catch {
                throw SiteError(subject: displayPath + "/" + relative, reason: "cannot be removed: \(error)")
            }
            removed.append(relative)
        }
        // Folders that held only removed files go too, deepest first; `rmdir` removes only empty ones.
        let folders = Set(removed.flatMap { path -> [String] in
            var parents: [String] = []
            var folder = (path as NSString).deletingLastPathComponent
            while !folder.isEmpty {
                parents.append(folder)
                folder = (folder as NSString).deletingLastPathComponent
            }
            return parents
        })
        for folder in folders.sorted(by: { $0.count > $1.count }) {
            _ = rmdir(outputPath + "/" + folder)
        }
        return removed
    }
}
