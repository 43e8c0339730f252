/// Reads the primitives `BinaryWriter` writes from a buffer, checking every length against what is
/// left: the build cache's forms (`WorkoutImageCoder`, the analysis checkpoint) are made of them.
struct BinaryReader {
    struct Malformed: Error {}

    private let base: UnsafePointer<UInt8>
    private let byteCount: Int
    private var offset = 0

    init(base: UnsafeRawPointer, byteCount: Int) {
        self.base = base.bindMemory(to: UInt8.self, capacity: byteCount)
        self.byteCount = byteCount
    }

    var isAtEnd: Bool { offset == byteCount }

    private var bytesLeft: Int { byteCount - offset }

    /// Inlined for the one-byte case, nearly every varint here (set bits, reps, counts, lengths).
    @inline(__always)
    mutating func varint() throws(Malformed) -> UInt64 {
        guard offset < byteCount else { throw Malformed() }
        let first = base[offset]
        guard first >= 0x80 else {
            offset += 1
            return UInt64(first)
        }
        return try longVarint()
    }

    /// Only the shortest form is taken (a last byte of 0 would be a longer spelling of the same
    /// number), so whatever decodes appends back to the very same bytes.
    private mutating func longVarint() throws(Malformed) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while offset < byteCount {
            let byte = base[offset]
            offset += 1
            // The tenth byte holds bit 63 alone; anything more would not fit in 64 bits.
            if shift == 63 {
                guard byte == 1 else { throw Malformed() }
                return value | 1 << 63
            }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 {
                guard byte != 0 else { throw Malformed() }
                return value
            }
            shift += 7
        }
        throw Malformed()
    }

    /// A presence word, rejected when it sets a bit outside `known`.
    @inline(__always)
    mutating func bits(within known: UInt64) throws(Malformed) -> UInt64 {
        let bits = try varint()
        guard bits & ~known == 0 else { throw Malformed() }
        return bits
    }

    /// An element count, rejected when even elements of `minimumSize` bytes could not fit in what is
    /// left, so a corrupt count never reserves a huge array.
    mutating func elementCount(eachAtLeast minimumSize: Int) throws(Malformed) -> Int {
        let elements = try varint()
        guard elements <= UInt64(bytesLeft / minimumSize) else { throw Malformed() }
        return Int(elements)
    }

    /// A varint that is not zig-zagged (a count, a position), as an `Int`.
    @inline(__always)
    mutating func natural() throws(Malformed) -> Int {
        guard let value = Int(exactly: try varint()) else { throw Malformed() }
        return value
    }

    @inline(__always)
    mutating func integer64() throws(Malformed) -> Int64 {
        let zigZag = try varint()
        return Int64(bitPattern: zigZag >> 1) ^ -Int64(bitPattern: zigZag & 1)
    }

    @inline(__always)
    mutating func integer() throws(Malformed) -> Int {
        guard let value = Int(exactly: try integer64()) else { throw Malformed() }
        return value
    }

    @inline(__always)
    mutating func integer(if present: Bool) throws(Malformed) -> Int? {
        present ? try integer() : nil
    }

    @inline(__always)
    mutating func double(if present: Bool) throws(Malformed) -> Double? {
        present ? try double() : nil
    }

    @inline(__always)
    mutating func double() throws(Malformed) -> Double {
        Double(bitPattern: try word())
    }

    /// Eight bytes, little-endian: a hash, or a `Double`'s bit pattern.
    @inline(__always)
    mutating func word() throws(Malformed) -> UInt64 {
        guard bytesLeft >= 8 else { throw Malformed() }
        let bits = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
        offset += 8
        return UInt64(littleEndian: bits)
    }

    mutating func text() throws(Malformed) -> String {
        let length = try varint()
        guard length <= UInt64(bytesLeft) else { throw Malformed() }
        let utf8 = UnsafeBufferPointer(start: base + offset, count: Int(length))
        offset += utf8.count
        // `String(decoding:)` repairs what is not UTF-8, so the bytes were UTF-8 exactly when the
        // text holds them unchanged; ASCII, nearly all text here, cannot need a repair and skips the
        // comparison. `String(validating:as:)` took half as long again over the demo history (and
        // needs macOS 15).
        var text = String(decoding: utf8, as: UTF8.self)
        if Self.isASCII(utf8) { return text }
        guard text.withUTF8({ $0.elementsEqual(utf8) }) else { throw Malformed() }
        return text
    }

    @inline(__always)
    mutating func text(if present: Bool) throws(Malformed) -> String? {
        present ? try text() : nil
    }

    private static func isASCII(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let start = utf8.baseAddress else { return true }
        let raw = UnsafeRawPointer(start)
        var index = 0
        var highBits: UInt64 = 0
        while index + 8 <= utf8.count {
            highBits |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < utf8.count {
            highBits |= UInt64(utf8[index])
            index += 1
        }
        return highBits & 0x8080_8080_8080_8080 == 0
    }
}
