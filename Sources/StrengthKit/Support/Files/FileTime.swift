/// A file system time stamp as `stat(2)` gives it: seconds and nanoseconds since the epoch.
struct FileTime: Hashable, Comparable, Sendable {
    let seconds: Int64
    let nanoseconds: Int64

    static func < (lhs: FileTime, rhs: FileTime) -> Bool {
        (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
    }
}
