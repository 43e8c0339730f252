import Foundation
import StrengthKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The output folder as the preview server may hand it out: a path is resolved with every symbolic
/// link followed, and what lands outside the folder is treated as missing.
struct SiteFiles: Sendable {
    enum Entry: Equatable {
        /// A regular file, by its real path.
        case file(String)
        case folder
        case missing
    }

    let output: URL

    /// `relativePath` is `ServedPath`'s: no `..` segments, no leading slash.
    func entry(at relativePath: String) -> Entry {
        // Resolved at each request: the folder may be removed and built again while serving.
        guard let root = Self.realPath(output.path), let real = Self.realPath(output.path + "/" + relativePath),
              real == root || real.hasPrefix(root == "/" ? "/" : root + "/") else { return .missing }
        var info = stat()
        guard stat(real, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file(real)
        case S_IFDIR: return .folder
        default: return .missing
        }
    }

    /// The size of the regular file at `realPath` (`entry`'s), from `stat` alone; `nil` when it is
    /// gone or no longer a regular file.
    static func size(ofFile realPath: String) -> Int? {
        var info = stat()
        guard stat(realPath, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
