import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The POSIX calls behind crash-safe writes: temp file in the same folder, fsync, rename, fsync the folder.
#if os(Linux)
/// `syncfs(2)`; Glibc's module map leaves it out because it needs `_GNU_SOURCE`.
@_silgen_name("syncfs")
private func linuxSyncfs(_ descriptor: Int32) -> Int32
#endif

package enum FileSystem {
    struct Failure: Error, CustomStringConvertible {
        var operation: String
        var path: String
        var code: Int32
        var description: String { "\(operation) \(path): \(String(cString: strerror(code)))" }
    }

    /// After this returns the file holds `data` or, if the machine crashed first, its old bytes.
    static func writeAtomically(_ data: Data, to url: URL) throws {
        try data.withUnsafeBytes { try writeThenRename($0, to: url, sync: true) }
        try syncDirectory(url.deletingLastPathComponent())
    }

    /// Writes a file under a temporary name and renames it into place, without fsync: a cache that
    /// another process may be reading sees the old file or the new one, never half of one.
    static func replaceQuickly(_ bytes: some ContiguousBytes, at url: URL) throws {
        try bytes.withUnsafeBytes { try writeThenRename($0, to: url, sync: false) }
    }

    /// Writes `buffer` to a temporary file beside `url` (fsynced when `sync`) and renames it into place.
    private static func writeThenRename(_ buffer: UnsafeRawBufferPointer, to url: URL, sync: Bool) throws {
        let directory = url.deletingLastPathComponent()
        try createDirectory(directory)
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        _ = try writeFile(buffer, toPath: temporary.path, sync: sync)
        guard rename(temporary.path, url.path) == 0 else {
            let code = errno
            unlink(temporary.path)
            throw Failure(operation: "rename to", path: url.path, code: code)
        }
    }

    /// Writes a file the user named (`export -o FILE`) crash-safely, as the store's files are, after
    /// deleting what earlier writes to that name left when they were killed: temp files beside it
    /// (`.NAME.tmp-PID-N`) of a process that no longer runs. A write under way in another process
    /// keeps its own.
    /// The folder must exist: a mistyped folder is the user's error to see, not one to create.
    package static func writeAtomicallyCleaningAbandoned(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent().path
        var status = stat()
        guard stat(folder, &status) == 0 else { throw Failure(operation: "open folder", path: folder, code: errno) }
        guard (status.st_mode & S_IFMT) == S_IFDIR else { throw Failure(operation: "open folder", path: folder, code: ENOTDIR) }
        let prefix = ".\(url.lastPathComponent).tmp-"
        for entry in entries(of: folder) ?? [] where entry.kind == .file && entry.name.hasPrefix(prefix) {
            let pid = entry.name.dropFirst(prefix.count).prefix { $0 != "-" }
            guard let process = pid_t(pid), process != getpid(), kill(process, 0) == -1, errno == ESRCH else { continue }
            unlink(folder + "/" + entry.name)
        }
        try writeAtomically(data, to: url)
    }

    /// Writes without fsync: for generated output that can always be rebuilt.
    static func writeQuickly(_ data: Data, to url: URL) throws {
        _ = try data.withUnsafeBytes { try writeFile($0, toPath: url.path, sync: false) }
    }

    /// Writes without fsync, by path: the site writer's per-page call (a `URL` per page cost more
    /// than the write on tmpfs). A symbolic link in the file's place is an error, never followed.
    /// Returns the written file's size and modification time, read off the open file (a second
    /// lookup by path per page showed in profiles).
    @discardableResult
    static func writeQuickly(_ bytes: [UInt8], toPath path: String) throws -> (size: Int, modified: Double)? {
        try bytes.withUnsafeBytes { try writeFile($0, toPath: path, sync: false, followLink: false) }
    }

    /// Opened without blocking and emptied only once `fstat` says it is a regular file: a FIFO,
    /// socket or device put in the file's place is an error, never a wait for a reader nor a write
    /// into a device.
    private static func writeFile(_ buffer: UnsafeRawBufferPointer, toPath path: String, sync: Bool,
                                  followLink: Bool = true) throws -> (size: Int, modified: Double)? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_NONBLOCK | O_CLOEXEC | (followLink ? 0 : O_NOFOLLOW), 0o644)
        guard descriptor >= 0 else { throw Failure(operation: "create", path: path, code: errno) }
        defer { close(descriptor) }
        var opened = stat()
        guard fstat(descriptor, &opened) == 0 else { throw Failure(operation: "stat", path: path, code: errno) }
        guard (opened.st_mode & S_IFMT) == S_IFREG else { throw Failure(operation: "write", path: path, code: EINVAL) }
        guard ftruncate(descriptor, 0) == 0 else { throw Failure(operation: "truncate", path: path, code: errno) }
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure(operation: "write", path: path, code: errno)
            }
            offset += written
        }
        if sync, fsync(descriptor) != 0 { throw Failure(operation: "fsync", path: path, code: errno) }
        var info = stat()
        return fstat(descriptor, &info) == 0 ? sizeAndModification(of: info) : nil
    }

    /// The whole file, through `open`/`read` (Foundation's reading showed in profiles of a load of
    /// thousands of small files). Opened without blocking, so a FIFO put in a file's place is an
    /// error instead of a wait forever; a file over `maximumSize` bytes is refused before reading.
    package static func contents(ofPath path: String, maximumSize: Int = .max) throws -> Data {
        try contentsAndSignature(ofPath: path, maximumSize: maximumSize).contents
    }

    /// `contents(ofPath:maximumSize:)` and the file's signature as it was opened (a change while it
    /// is read moves the signature on, so a cache keyed by this one never holds newer bytes as older).
    static func contentsAndSignature(ofPath path: String, maximumSize: Int = .max) throws
        -> (contents: Data, signature: FileSignature) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw Failure(operation: "open", path: path, code: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Failure(operation: "stat", path: path, code: errno) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw Failure(operation: "read", path: path, code: (info.st_mode & S_IFMT) == S_IFDIR ? EISDIR : EINVAL)
        }
        guard Int(info.st_size) <= maximumSize else { throw Failure(operation: "read", path: path, code: EFBIG) }
        var data = Data(count: Int(info.st_size))
        var filled = 0
        try data.withUnsafeMutableBytes { buffer in
            while filled < buffer.count {
                let count = read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
                if count < 0 {
                    if errno == EINTR { continue }
                    throw Failure(operation: "read", path: path, code: errno)
                }
                if count == 0 { break }
                filled += count
            }
        }
        // A file that shrank while being read: keep what was there.
        if filled < data.count { data.removeSubrange(filled...) }
        return (data, FileSignature(info))
    }

    /// Flushes every file written so far on the file system holding `url`: one call instead of an
    /// fsync per file when a change stages thousands of files (an import). Where `syncfs` does not
    /// exist it returns false and the caller fsyncs each file instead.
    static func syncFileSystem(containing url: URL) throws -> Bool {
        #if os(Linux)
        let descriptor = open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(operation: "open folder", path: url.path, code: errno) }
        defer { close(descriptor) }
        guard linuxSyncfs(descriptor) == 0 else { throw Failure(operation: "syncfs", path: url.path, code: errno) }
        return true
        #else
        return false
        #endif
    }

    static func syncFile(_ url: URL) throws {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(operation: "open", path: url.path, code: errno) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw Failure(operation: "fsync", path: url.path, code: errno) }
    }

    static func syncDirectory(_ url: URL) throws {
        let descriptor = open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(operation: "open folder", path: url.path, code: errno) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw Failure(operation: "fsync folder", path: url.path, code: errno) }
    }

    static func createDirectory(_ url: URL) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue { return }
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            // The system's reason (a file in the way, no permission), not a generic one.
            let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
            let code = underlying?.domain == NSPOSIXErrorDomain ? Int32(underlying?.code ?? Int(EIO)) : EIO
            throw Failure(operation: "create folder", path: url.path, code: code)
        }
    }

    static func renameItem(_ source: URL, to destination: URL) throws {
        guard rename(source.path, destination.path) == 0 else {
            throw Failure(operation: "rename to", path: destination.path, code: errno)
        }
    }

    /// Removes a file; a file that is already gone is not an error.
    static func removeFile(_ url: URL) throws {
        guard unlink(url.path) == 0 || errno == ENOENT else {
            throw Failure(operation: "remove", path: url.path, code: errno)
        }
    }

    /// Size and modification time (seconds, with nanoseconds) of a regular file, straight from
    /// `stat(2)`: the build checks thousands of files and Foundation's attributes are slow for that.
    static func sizeAndModification(_ path: String) -> (size: Int, modified: Double)? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return sizeAndModification(of: info)
    }

    private static func sizeAndModification(of info: stat) -> (size: Int, modified: Double) {
        let state = FileState(info)
        return (state.size, state.modified)
    }

    /// `path` absolute, with `.`, `..` and symbolic links resolved as far as it exists (the rest,
    /// not yet created, appended as written).
    static func resolvedPath(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var existing = absolute
        var missing: [String] = []
        while !existing.isEmpty, existing != "/" {
            if let resolved = realpath(existing, nil) {
                defer { free(resolved) }
                let base = String(cString: resolved)
                return missing.isEmpty ? base : (base == "/" ? "" : base) + "/" + missing.reversed().joined(separator: "/")
            }
            missing.append((existing as NSString).lastPathComponent)
            existing = (existing as NSString).deletingLastPathComponent
        }
        return "/" + missing.reversed().joined(separator: "/")
    }

    /// The signatures of the regular files `names` in `folder` (links followed; nil for anything
    /// else), each looked up from the open folder rather than along its whole path.
    static func signatures(of names: [String], in folder: String) -> [FileSignature?] {
        let directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directory >= 0 else { return Array(repeating: nil, count: names.count) }
        defer { close(directory) }
        return names.map { name in
            var info = stat()
            guard fstatat(directory, name, &info, 0) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            return FileSignature(info)
        }
    }

    /// The names in a folder with what each is (from `d_type`, with an `lstat` where the file
    /// system does not say), `.` and `..` left out; `nil` when the folder cannot be read.
    static func entries(of folder: String) -> [(name: String, kind: EntryKind)]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var entries: [(name: String, kind: EntryKind)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            entries.append((name, EntryKind(directoryEntryType: entry.pointee.d_type) ?? EntryKind.of(folder + "/" + name)))
        }
        return entries
    }

    static func fileExists(_ url: URL) -> Bool {
        access(url.path, F_OK) == 0
    }

    static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
