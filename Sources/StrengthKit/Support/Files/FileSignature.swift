import Foundation

/// What `stat(2)` says of a file that changes whenever its bytes do: inode, size, and modification
/// and status-change times to the nanosecond — the signature git's index keeps for each file.
/// A build cache that trusts a file's earlier contents on an equal signature must also check that
/// the signature is older than the cache (`isSettled(before:)`): a file written in the same clock
/// tick as the cache could change again without its times moving.
struct FileSignature: Hashable, Sendable {
    let inode: UInt64
    let size: Int64
    let modified: FileTime
    let changed: FileTime
}

extension FileSignature {
    init(_ info: stat) {
        #if canImport(Darwin)
        let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
        #else
        let (modified, changed) = (info.st_mtim, info.st_ctim)
        #endif
        self.init(inode: UInt64(info.st_ino), size: Int64(info.st_size),
                  modified: FileTime(seconds: Int64(modified.tv_sec), nanoseconds: Int64(modified.tv_nsec)),
                  changed: FileTime(seconds: Int64(changed.tv_sec), nanoseconds: Int64(changed.tv_nsec)))
    }

    /// The signature of the regular file at `path` (links followed), or nil when there is none.
    static func of(path: String) -> FileSignature? {
        let folder = (path as NSString).deletingLastPathComponent
        return FileSystem.signatures(of: [(path as NSString).lastPathComponent], in: folder.isEmpty ? "." : folder)[0]
    }

    /// Both times before `time`: any later change of the file moves at least one of them past it.
    func isSettled(before time: FileTime) -> Bool {
        modified < time && changed < time
    }
}
