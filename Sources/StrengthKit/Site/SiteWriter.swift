import Foundation

/// The only code that writes the site's output folder: writes files whose bytes changed and removes
/// files the build no longer produces — only inside the output folder, never touching `.git*` or
/// a `CNAME` (GitHub Pages' custom domain, which the lifter puts there and `publish` commits).
/// Output is not fsynced: it can always be rebuilt from the store.
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

    /// Refuses an output folder whose pruning could delete anything but generated files.
    func checkSafe(projectDirectory: URL) throws {
        let output = self.output.standardizedFileURL.resolvingSymlinksInPath().path
        let project = projectDirectory.standardizedFileURL.resolvingSymlinksInPath().path
        let dataFolder = project + "/Data"
        if output == "/" || output == project || project.hasPrefix(output + "/") {
            throw SiteError(path: displayPath, reason: "the output folder would contain the project; choose a folder such as Site/")
        }
        if output == dataFolder || output.hasPrefix(dataFolder + "/") {
            throw SiteError(path: displayPath, reason: "the output folder is inside Data/; choose a folder such as Site/")
        }
        if FileSystem.fileExists(self.output.appendingPathComponent("Data/settings.json")) {
            throw SiteError(path: displayPath, reason: "holds a site project's Data/; a build would delete it")
        }
    }

    /// Creates every folder the pages need.
    func prepareFolders(for paths: [String]) throws {
        let folders = Set(paths.map { ($0 as NSString).deletingLastPathComponent }).filter { !$0.isEmpty }.sorted()
        for folder in [""] + folders {
            let url = folder.isEmpty ? output : output.appendingPathComponent(folder, isDirectory: true)
            do {
                try FileSystem.createDirectory(url)
            } catch {
                throw SiteError(path: displayPath + "/" + folder, reason: "cannot create the folder: \(error)")
            }
        }
    }

    /// Writes `bytes` to `path` unless the file already holds exactly them. Returns whether it wrote.
    /// - Parameter mayExist: `false` when the file was not there before this build (see
    ///   `existingFiles()`), which spares looking at it first.
    func write(_ bytes: [UInt8], to path: String, mayExist: Bool = true) throws -> Bool {
        let file = outputPath + "/" + path
        if mayExist, let existingFile = FileSystem.sizeAndModification(file), existingFile.size == bytes.count,
           let existing = try? FileSystem.contents(ofPath: file), existing.elementsEqual(bytes) {
            return false
        }
        do {
            try FileSystem.writeQuickly(bytes, toPath: file)
        } catch {
            throw SiteError(path: displayPath + "/" + path, reason: "cannot be written: \(error)")
        }
        return true
    }

    /// The number of files when the output holds exactly what `manifest` recorded — every file
    /// untouched and nothing else — or `nil` when anything differs.
    func intactFiles(_ manifest: BuildManifest) throws -> Int? {
        let root = output.standardizedFileURL.path
        let files = FileSystem.regularFiles(under: root).filter { !Self.lifterFiles.contains($0) }
        guard files.count == manifest.files.count, files.allSatisfy({ manifest.isIntact($0, under: root) }) else { return nil }
        return files.count
    }

    /// The files the output folder holds now (none when it does not exist).
    func existingFiles() -> [String] {
        FileSystem.regularFiles(under: output.standardizedFileURL.path).filter { !Self.lifterFiles.contains($0) }
    }

    /// Files of the output folder a build neither owns nor removes.
    static let lifterFiles: Set<String> = ["CNAME"]

    /// Removes every file of `existing` (see `existingFiles()`, taken before this build wrote, so a
    /// build into an empty folder walks nothing) that is not in `keep`, and folders left empty.
    /// Returns the removed paths.
    func prune(_ existing: [String], keeping keep: Set<String>) throws -> [String] {
        let root = output.standardizedFileURL.path
        var removed: [String] = []
        for relative in existing where !keep.contains(relative) {
            do {
                try FileSystem.removeFile(URL(fileURLWithPath: root + "/" + relative))
            } catch {
                throw SiteError(path: displayPath + "/" + relative, reason: "cannot be removed: \(error)")
            }
            removed.append(relative)
        }
        // Folders that held only removed files go too, deepest first.
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
            let full = root + "/" + folder
            if let contents = try? FileManager.default.contentsOfDirectory(atPath: full), contents.isEmpty {
                try? FileManager.default.removeItem(atPath: full)
            }
        }
        return removed.sorted()
    }
}
