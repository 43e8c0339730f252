#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a folder holds, walked without following symbolic links: a link is listed as a link and
/// never entered, so a link to elsewhere is never emptied and a link loop cannot hang the walk.
/// Names starting with `.git` are skipped with everything below them.
struct FolderListing: Sendable, Equatable {
    /// Regular files, relative to the root, sorted.
    private(set) var files: [String] = []
    /// Symbolic links (to anything), relative to the root, sorted.
    private(set) var symlinks: [String] = [] {
        didSet { symlinkSet = Set(symlinks) }
    }
    private var symlinkSet: Set<String> = []
    /// FIFOs, sockets and devices (path → what it is, as `EntryKind` words it): nothing may open one.
    private(set) var specials: [String: String] = [:]
    /// Each regular file's size and modification time, as the walk found them.
    private(set) var states: [String: FileState] = [:]

    var isEmpty: Bool { files.isEmpty && symlinks.isEmpty }

    /// The listing of `root`; empty when it does not exist. Sockets, FIFOs and devices are listed
    /// apart, in `specials`.
    static func of(_ root: String) -> FolderListing {
        var files: [String] = []
        var symlinks: [String] = []
        var specials: [String: String] = [:]
        var states: [String: FileState] = [:]
        func walk(_ relative: String) {
            let folder = relative.isEmpty ? root : root + "/" + relative
            guard let directory = opendir(folder) else { return }
            defer { closedir(directory) }
            let descriptor = dirfd(directory)
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." || name.hasPrefix(".git") { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                // `d_type` spares a stat per file; file systems that leave it DT_UNKNOWN get an lstat.
                switch EntryKind(directoryEntryType: entry.pointee.d_type) ?? EntryKind.of(root + "/" + path) {
                case .folder: walk(path)
                case .file:
                    files.append(path)
                    // From the open folder, not along the whole path: the build compares every file with its manifest.
                    var info = stat()
                    if fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0, (info.st_mode & S_IFMT) == S_IFREG {
                        states[path] = FileState(info)
                    }
                case .symlink: symlinks.append(path)
                case .special(let what): specials[path] = what
                case .missing: continue
                }
            }
        }
        walk("")
        var listing = FolderListing()
        listing.files = files.sorted()
        listing.symlinks = symlinks.sorted()
        listing.states = states
        listing.specials = specials
        return listing
    }

    /// The size and modification time of the regular file at `path` when the folder was listed.
    func state(of path: String) -> FileState? {
        states[path]
    }

    /// The link among `symlinks` that `path` is, or lies under; `nil` when its way is clear.
    func symlink(on path: String) -> String? {
        guard !symlinkSet.isEmpty else { return nil }
        var prefix = Substring(path)
        while true {
            if symlinkSet.contains(String(prefix)) { return String(prefix) }
            guard let slash = prefix.lastIndex(of: "/") else { return nil }
            prefix = prefix[..<slash]
        }
    }
}
