#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's size and modification time (seconds, with nanoseconds), as the build manifest records
/// what it wrote and compares what it finds.
struct FileState: Hashable, Sendable {
    let size: Int
    let modified: Double
}

extension FileState {
    init(_ info: stat) {
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        self.init(size: Int(info.st_size), modified: Double(time.tv_sec) + Double(time.tv_nsec) / 1e9)
    }
}
