/// FNV-1a over 64-bit words, 64 bits: a hash that is the same in every process and on every machine
/// (Swift's own `Hasher` is seeded per process), for the build cache.
///
/// It takes eight bytes per step (FNV-1a's multiply, then a shift that folds the high bits back
/// down, since a word-wide step would otherwise leave the low bits depending on few input bits):
/// page fingerprints feed it hundreds of thousands of numbers in a rebuild, and a byte at a time
/// was most of their cost.
struct StableHasher {
    /// The hash of `bytes`.
    static func value(of bytes: [UInt8]) -> UInt64 {
        var hasher = StableHasher()
        bytes.withUnsafeBytes { hasher.combine(buffer: $0) }
        return hasher.value
    }

    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
    /// False once a part of the input could not be known (a workout whose file digest is not known):
    /// the value then identifies nothing, and a page fingerprint made with it is not used.
    private(set) var isComplete = true

    /// Notes a part of the input that cannot be known.
    mutating func combineUnknown() {
        isComplete = false
    }

    /// A value's stable hash (`StableHashable`).
    mutating func add<Value: StableHashable>(_ value: Value) {
        value.stableHash(into: &self)
    }

    /// The buffer's length, then its bytes eight at a time and the tail (if any) as one zero-padded
    /// word: with the length first, neither the padding nor where one buffer ends and the next
    /// begins can make two inputs feed the same words.
    mutating func combine(buffer: UnsafeRawBufferPointer) {
        combine(UInt64(buffer.count))
        let words = buffer.count / 8
        for index in 0..<words {
            combine(buffer.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self).littleEndian)
        }
        let tail = buffer.count - words * 8
        guard tail > 0 else { return }
        var last: UInt64 = 0
        for offset in 0..<tail {
            last |= UInt64(buffer[words * 8 + offset]) << (8 * UInt64(offset))
        }
        combine(last)
    }

    /// A string's UTF-8 bytes as a buffer (so with its length first: `"ab" + "c"` and `"a" + "bc"` differ).
    mutating func combine(_ text: String) {
        var text = text
        // Through the contiguous UTF-8 buffer: iterating `String.UTF8View` is several times slower.
        text.withUTF8 { combine(buffer: UnsafeRawBufferPointer($0)) }
    }

    mutating func combine(_ number: UInt64) {
        value ^= number
        value &*= 0x0000_0100_0000_01b3
        value ^= value >> 29
    }

    /// 16 lowercase hex digits.
    var hex: String { Self.hex(value) }

    /// `value` as 16 lowercase hex digits.
    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The value 1 to 16 hex digits spell (either case), or nil.
    static func value(hex bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        guard (1...16).contains(bytes.count) else { return nil }
        var value: UInt64 = 0
        for byte in bytes {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt64(digit)
        }
        return value
    }
}
