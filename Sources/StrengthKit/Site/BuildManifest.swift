import Foundation

/// What the last build of an output folder wrote, kept in the project's `.strength-site/` (not in
/// the published folder): a stamp of all its inputs, and each file's content hash and size and
/// modification time when written. It is also the record of which files are ours: prune removes
/// only files listed here, and the files and links of the user's already reported are listed too,
/// so each is reported once. A build does not write a page whose bytes hash as before while
/// its file is untouched, and a build whose inputs are byte-for-byte those of the last one stops
/// after checking the files are still there. The pages of a planning task (a workout's, an
/// exercise's) carry the task and its inputs' fingerprint, so the next build can keep them without
/// planning them (`PageReuse`).
///
/// It is stored as lines of tab-separated fields rather than JSON: it is private to the build,
/// read and written on every build, and JSONEncoder spent 65 ms on the 5,700 entries of a large site.
/// Anything it cannot read means "no manifest", which only costs a full build.
struct BuildManifest: Sendable, Equatable {
    struct Entry: Sendable, Equatable {
        /// `StableHasher` over the file's bytes, in hex.
        var contentHash: String
        var size: Int
        var modified: Double
        /// The planning task that made the page, and its inputs' fingerprint; empty for other files.
        var task: String = ""
        var fingerprint: String = ""
    }

    static let formatLine = "strength-site build manifest 5"
    /// Earlier formats, without tasks and fingerprints (3: nor reported paths): read as having none.
    static let olderFormatLines = ["strength-site build manifest 4", "strength-site build manifest 3"]
    private static let reportedMarker = "kept"

    var output: String
    var stamp: String
    var files: [String: Entry]
    /// Files and symbolic links in the folder that no build of ours wrote, already reported.
    var reported: Set<String> = []

    /// `.strength-site/build-<hash of the output path>.txt`.
    static func location(for output: URL, layout: StoreLayout) -> URL {
        var hasher = StableHasher()
        hasher.combine(output.standardizedFileURL.path)
        return layout.cacheDirectory.appendingPathComponent("build-\(hasher.hex).txt")
    }

    /// The manifest of the last build into `output`, or `nil` when there is none or it is not usable.
    static func load(for output: URL, layout: StoreLayout) -> BuildManifest? {
        guard let data = try? Data(contentsOf: location(for: output, layout: layout)),
              let manifest = BuildManifest(encoded: data),
              manifest.output == output.standardizedFileURL.path else { return nil }
        return manifest
    }

    func save(layout: StoreLayout) throws {
        let url = BuildManifest.location(for: URL(fileURLWithPath: output), layout: layout)
        do {
            try FileSystem.createDirectory(url.deletingLastPathComponent())
            try FileSystem.writeQuickly(encoded(), to: url)
        } catch {
            throw SiteError(subject: url.path, reason: "the build cache cannot be written: \(error)")
        }
    }

    /// Header, output folder and stamp lines, then `content hash TAB size TAB modified TAB task TAB
    /// fingerprint TAB path` per file in path order, then `kept TAB path` per reported path.
    /// `Double.description` round-trips exactly; tasks are `workout ID` and `exercise ID`, ids have no tabs.
    func encoded() -> Data {
        var text = "\(BuildManifest.formatLine)\n\(output)\n\(stamp)\n"
        for (path, entry) in files.sorted(by: { $0.key < $1.key }) {
            text += "\(entry.contentHash)\t\(entry.size)\t\(entry.modified)\t\(entry.task)\t\(entry.fingerprint)\t\(path)\n"
        }
        for path in reported.sorted() {
            text += "\(BuildManifest.reportedMarker)\t\(path)\n"
        }
        return Data(text.utf8)
    }

    init(output: String, stamp: String, files: [String: Entry], reported: Set<String> = []) {
        self.output = output
        self.stamp = stamp
        self.files = files
        self.reported = reported
    }

    /// Reads what `encoded()` wrote; `nil` for anything else (another format version, a torn file).
    init?(encoded data: Data) {
        guard let text = String(data: data, encoding: .utf8), text.hasSuffix("\n") else { return nil }
        let lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 3 else { return nil }
        let current = lines[0] == BuildManifest.formatLine
        guard current || BuildManifest.olderFormatLines.contains(String(lines[0])) else { return nil }
        let fieldCount = current ? 6 : 4
        var files: [String: Entry] = [:]
        var reported: Set<String> = []
        files.reserveCapacity(lines.count - 3)
        for line in lines.dropFirst(3) {
            if line.hasPrefix(BuildManifest.reportedMarker + "\t") {
                let path = line.dropFirst(BuildManifest.reportedMarker.count + 1)
                guard !path.isEmpty else { return nil }
                reported.insert(String(path))
                continue
            }
            let fields = line.split(separator: "\t", maxSplits: fieldCount - 1, omittingEmptySubsequences: false)
            guard fields.count == fieldCount, let size = Int(fields[1]), let modified = Double(fields[2]),
                  let path = fields.last, !path.isEmpty else { return nil }
            files[String(path)] = Entry(contentHash: String(fields[0]), size: size, modified: modified,
                                        task: current ? String(fields[3]) : "", fingerprint: current ? String(fields[4]) : "")
        }
        self.init(output: String(lines[1]), stamp: String(lines[2]), files: files, reported: reported)
    }

    /// Whether `path` under the folder `root` is still what this manifest says was written.
    func isIntact(_ path: String, under root: String) -> Bool {
        guard let entry = files[path], let current = FileSystem.sizeAndModification(root + "/" + path) else { return false }
        return current.size == entry.size && current.modified == entry.modified
    }
}
