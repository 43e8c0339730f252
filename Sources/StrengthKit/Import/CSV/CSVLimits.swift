/// Bounds that keep a hostile file from using unbounded memory: a never-closed quote or a file
/// with no line breaks stops at these instead of growing one field to the size of the file.
package struct CSVLimits: Hashable, Sendable {
    var maximumFieldBytes: Int = 1 << 20
    var maximumRecordBytes: Int = 4 << 20
    var maximumFields: Int = 10_000

    static let standard = CSVLimits()

    /// `1 MiB`, `64 KiB`, `1000 bytes`: a limit as messages show it.
    static func describe(bytes: Int) -> String {
        if bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes % 1024 == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
