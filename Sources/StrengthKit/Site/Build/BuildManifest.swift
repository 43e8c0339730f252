import Foundation

/// What the last build of an output folder wrote, kept in the build cache (`BuildCache`, in the
/// project's `.strength-site/`, not in the published folder): a stamp of all its inputs, and each file's content hash and size and
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
        /// `StableHasher` over the file's bytes.
        var contentHash: UInt64
        var size: Int
        var modified: Double
        /// The planning task that made the page, and its inputs' fingerprint; empty and nil for other files.
        var task: String = ""
        var fingerprint: UInt64?

        /// Whether the file at `path` was, when the output folder was listed, still as written.
        func isIntact(_ path: String, in listing: FolderListing) -> Bool {
            guard let current = listing.state(of: path) else { return false }
            return current.size == size && current.modified == modified
        }
    }

    static let formatLine = "strength-site build manifest 5"
    /// Earlier formats, without tasks and fingerprints (3: nor reported paths): read as having none.
    static let olderFormatLines = ["strength-site build manifest 4", "strength-site build manifest 3"]
    private static let reportedMarker = "kept"

    /// The output folder as the cache names it (`BuildCache.outputKey`).
    var output: String
    var stamp: String
    var files: [String: Entry]
    /// Files and symbolic links in the folder that no build of ours wrote, already reported.
    var reported: Set<String> = []

    /// Header, output folder and stamp lines, then `content hash TAB size TAB modified TAB task TAB
    /// fingerprint TAB path` per file in path order (hashes as 16 hex digits, no fingerprint as
    /// nothing), then `kept TAB path` per reported path.
    /// `Double.description` round-trips exactly; tasks are `workout ID` and `exercise ID`, ids have no tabs.
    func encoded() -> Data {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64 + files.count * 96)
        let (tab, newline) = (UInt8(ascii: "\t"), UInt8(ascii: "\n"))
        for line in [BuildManifest.formatLine, output, stamp] {
            bytes += line.utf8
            bytes.append(newline)
        }
        // Bytes appended field by field: string interpolation per line was most of a no-change rebuild's save.
        let hexDigits = Array("0123456789abcdef".utf8)
        func appendHex(_ value: UInt64) {
            for shift in stride(from: 60, through: 0, by: -4) { bytes.append(hexDigits[Int(value >> UInt64(shift) & 0xF)]) }
        }
        for (path, entry) in files.sorted(by: { $0.key < $1.key }) {
            appendHex(entry.contentHash)
            bytes.append(tab)
            bytes += String(entry.size).utf8
            bytes.append(tab)
            bytes += entry.modified.description.utf8
            bytes.append(tab)
            bytes += entry.task.utf8
            bytes.append(tab)
            if let fingerprint = entry.fingerprint { appendHex(fingerprint) }
            bytes.append(tab)
            bytes += path.utf8
            bytes.append(newline)
        }
        for path in reported.sorted() {
            bytes += BuildManifest.reportedMarker.utf8
            bytes.append(tab)
            bytes += path.utf8
            bytes.append(newline)
        }
        return Data(bytes)
    }
}

extension BuildManifest {
    /// Reads what `encoded()` wrote; `nil` for anything else (another format version, a torn file,
    /// bytes that are not UTF-8). Read byte by byte: it is on the path of every build, no-op included.
    init?(encoded data: Data) {
        guard let manifest = data.withUnsafeBytes({ raw in
            BuildManifest.parse(raw.bindMemory(to: UInt8.self))
        }) else { return nil }
        self = manifest
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> BuildManifest? {
        let newline = UInt8(ascii: "\n"), tab = UInt8(ascii: "\t")
        guard bytes.last == newline, String(validating: bytes, as: UTF8.self) != nil else { return nil }
        func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
        func hexValue(_ range: Range<Int>) -> UInt64? { StableHasher.value(hex: UnsafeBufferPointer(rebasing: bytes[range])) }
        var lines: [Range<Int>] = []
        var lineStart = 0
        for index in bytes.indices where bytes[index] == newline {
            lines.append(lineStart..<index)
            lineStart = index + 1
        }
        guard lines.count >= 3 else { return nil }
        let header = text(lines[0])
        let current = header == formatLine
        guard current || olderFormatLines.contains(header) else { return nil }
        let fieldCount = current ? 6 : 4
        let reportedPrefix = Array((reportedMarker + "\t").utf8)
        var files: [String: Entry] = [:]
        var reported: Set<String> = []
        files.reserveCapacity(lines.count - 3)
        var fields: [Range<Int>] = []
        for line in lines.dropFirst(3) {
            if line.count >= reportedPrefix.count, bytes[line.lowerBound..<line.lowerBound + reportedPrefix.count].elementsEqual(reportedPrefix) {
                let path = line.lowerBound + reportedPrefix.count..<line.upperBound
                guard !path.isEmpty else { return nil }
                reported.insert(text(path))
                continue
            }
            // The first fieldCount - 1 tabs separate fields; the path is the rest of the line.
            fields.removeAll(keepingCapacity: true)
            var fieldStart = line.lowerBound
            for index in line where bytes[index] == tab && fields.count < fieldCount - 1 {
                fields.append(fieldStart..<index)
                fieldStart = index + 1
            }
            fields.append(fieldStart..<line.upperBound)
            guard fields.count == fieldCount, let contentHash = hexValue(fields[0]), let size = Int(text(fields[1])),
                  let modified = Double(text(fields[2])), let path = fields.last, !path.isEmpty else { return nil }
            var fingerprint: UInt64?
            if current, !fields[4].isEmpty {
                guard let value = hexValue(fields[4]) else { return nil }
                fingerprint = value
            }
            files[text(path)] = Entry(contentHash: contentHash, size: size, modified: modified,
                                      task: current ? text(fields[3]) : "", fingerprint: fingerprint)
        }
        return BuildManifest(output: text(lines[1]), stamp: text(lines[2]), files: files, reported: reported)
    }

    /// Whether `path` was, when the output folder was listed, still what this manifest says was written.
    func isIntact(_ path: String, in listing: FolderListing) -> Bool {
        files[path]?.isIntact(path, in: listing) == true
    }
}
