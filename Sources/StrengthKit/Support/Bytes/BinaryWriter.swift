/// Appends the build cache's primitives, which `BinaryReader` reads back: whole numbers as LEB128
/// varints (signed ones zig-zagged first), a `Double` as its bit pattern in 8 little-endian bytes,
/// text as its UTF-8 byte count and then the bytes.
enum BinaryWriter {
    static func appendText(_ text: String, to bytes: inout [UInt8]) {
        let utf8 = text.utf8
        appendVarint(UInt64(utf8.count), to: &bytes)
        bytes.append(contentsOf: utf8)
    }

    static func appendDouble(_ value: Double, to bytes: inout [UInt8]) {
        appendWord(value.bitPattern, to: &bytes)
    }

    /// Eight bytes, little-endian.
    static func appendWord(_ value: UInt64, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Zig-zag first, so small negative numbers (UTC offsets west of Greenwich) stay short too.
    static func appendInteger(_ value: Int64, to bytes: inout [UInt8]) {
        appendVarint(UInt64(bitPattern: (value << 1) ^ (value >> 63)), to: &bytes)
    }

    static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }
}
