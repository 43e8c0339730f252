/// FNV-1a, 64 bits: a hash that is the same in every process and on every machine (Swift's own
/// `Hasher` is seeded per process), for the build cache.
struct StableHasher {
    /// The hash of `bytes` (their count, then the bytes), in hex.
    static func hex(of bytes: [UInt8]) -> String {
        var hasher = StableHasher()
        hasher.combine(UInt64(bytes.count))
        bytes.withUnsafeBytes { hasher.combine(buffer: $0) }
        return hasher.hex
    }

    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func combine<Bytes: Sequence>(bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01b3
        }
    }

    /// Large buffers (file contents) eight bytes at a time: FNV-1a's step over 64-bit words,
    /// then the tail byte by byte.
    mutating func combine(buffer: UnsafeRawBufferPointer) {
        let words = buffer.count / 8
        for index in 0..<words {
            value ^= buffer.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)
            value &*= 0x0000_0100_0000_01b3
            value ^= value >> 29
        }
        combine(bytes: buffer[(words * 8)...])
    }

    /// A string with its length first, so `"ab" + "c"` and `"a" + "bc"` differ.
    mutating func combine(_ text: String) {
        var text = text
        // Through the contiguous UTF-8 buffer: iterating `String.UTF8View` is several times slower.
        text.withUTF8 { bytes in
            combine(UInt64(bytes.count))
            combine(bytes: bytes)
        }
    }

    mutating func combine(_ number: UInt64) {
        withUnsafeBytes(of: number.littleEndian) { combine(bytes: $0) }
    }

    /// 16 lowercase hex digits.
    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
