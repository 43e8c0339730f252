#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a name in a folder is, as `lstat` or `readdir` tells it, without opening it.
enum EntryKind: Equatable, Sendable {
    case file
    case folder
    case symlink
    /// A FIFO, socket or device: opening one may block forever or do something.
    case special(String)
    case missing

    /// `lstat(path)`: a link is a link.
    static func of(_ path: String) -> EntryKind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        return EntryKind(mode: info.st_mode)
    }

    /// `stat(path)`: what a link leads to.
    static func following(_ path: String) -> EntryKind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        return EntryKind(mode: info.st_mode)
    }

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .file
        case S_IFDIR: self = .folder
        case S_IFLNK: self = .symlink
        case S_IFIFO: self = .special("a FIFO (named pipe)")
        case S_IFSOCK: self = .special("a socket")
        case S_IFCHR: self = .special("a character device")
        case S_IFBLK: self = .special("a block device")
        default: self = .special("not a regular file")
        }
    }

    /// From `readdir`'s `d_type`; `nil` when the file system does not say (an `lstat` is needed).
    init?(directoryEntryType type: UInt8) {
        switch Int32(type) {
        case Int32(DT_REG): self = .file
        case Int32(DT_DIR): self = .folder
        case Int32(DT_LNK): self = .symlink
        case Int32(DT_FIFO): self = .special("a FIFO (named pipe)")
        case Int32(DT_SOCK): self = .special("a socket")
        case Int32(DT_CHR): self = .special("a character device")
        case Int32(DT_BLK): self = .special("a block device")
        default: return nil
        }
    }
}
