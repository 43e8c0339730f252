import Foundation
import StrengthKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `serve` watches — every file under `Data/` and `Templates/` with its size, modification
/// time and inode — taken with `readdir` and `stat` only, so a poll of a 5,000-workout store costs
/// milliseconds. Names starting with a dot are left out: the store's lock, its transaction folder
/// and temp files, editors' swap files. A change of any of them shows as a change of the real
/// files once it is done.
struct SourceSnapshot: Equatable, Sendable {
    struct Stamp: Equatable, Sendable {
        var size: Int64
        var modifiedSeconds: Int64
        var modifiedNanoseconds: Int64 = 0
        var inode: UInt64 = 0
    }

    /// Keyed by the path under the project, e.g. `Data/workouts/2025/2025-03-14-1800-upper-a.json`.
    var files: [String: Stamp] = [:]

    /// The files under each folder of `project` named in `folders` (a missing folder has none).
    static func take(of project: URL, folders: [String]) -> SourceSnapshot {
        var snapshot = SourceSnapshot()
        var visited: Set<[UInt64]> = []
        for folder in folders {
            snapshot.walk(project.path + "/" + folder, as: folder, visited: &visited)
        }
        return snapshot
    }

    /// The paths added, removed or changed since `earlier`, sorted.
    func changes(since earlier: SourceSnapshot) -> [String] {
        var changed = files.compactMap { path, stamp in earlier.files[path] == stamp ? nil : path }
        changed += earlier.files.keys.filter { files[$0] == nil }
        return changed.sorted()
    }

    /// `visited` holds the folders walked (device and inode), so a link to a folder above does not loop.
    /// Nothing but folders is opened (`readdir` and `stat` tell the rest), so a FIFO never blocks a poll.
    private mutating func walk(_ folder: String, as name: String, visited: inout Set<[UInt64]>) {
        var folderInfo = stat()
        guard stat(folder, &folderInfo) == 0, (folderInfo.st_mode & S_IFMT) == S_IFDIR, visited.insert([UInt64(folderInfo.st_dev), UInt64(folderInfo.st_ino)]).inserted,
              let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if entryName.hasPrefix(".") { continue }
            // Relative to the open folder, which spares the kernel walking the whole path for
            // each file; following links, so a linked file or folder counts as what it points to.
            var info = stat()
            guard fstatat(dirfd(directory), entryName, &info, 0) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                walk(folder + "/" + entryName, as: name + "/" + entryName, visited: &visited)
            case S_IFREG:
                #if canImport(Darwin)
                let time = info.st_mtimespec
                #else
                let time = info.st_mtim
                #endif
                files[name + "/" + entryName] = Stamp(size: Int64(info.st_size), modifiedSeconds: Int64(time.tv_sec),
                                                      modifiedNanoseconds: Int64(time.tv_nsec), inode: UInt64(info.st_ino))
            default:
                continue
            }
        }
    }
}
