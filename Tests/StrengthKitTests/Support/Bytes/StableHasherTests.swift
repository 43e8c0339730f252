import Testing
@testable import StrengthKit

/// The build cache compares hashes made by other processes (and other machines, when `.strength-site/`
/// is copied): the values are pinned, and different inputs that could share words must differ.
struct StableHasherTests {
    /// Expected values from an independent implementation of the same steps (Python, 64-bit
    /// wrapping): per word, xor, multiply by FNV's prime, xor with itself shifted right by 29;
    /// a buffer is its length, its whole words little-endian, then its tail zero-padded.
    @Test(arguments: [
        ("", "af63bd49fd1c5dbb"),
        ("strength-site", "f3426a0e6e1e551f"),
        ("Überkopf", "f815caf63270e142"),
    ])
    func aStringHashesToThePinnedValue(text: String, expected: String) {
        var hasher = StableHasher()
        hasher.combine(text)
        #expect(hasher.hex == expected)
        #expect(StableHasher.hex(StableHasher.value(of: Array(text.utf8))) == expected)
    }

    @Test func numbersHashToThePinnedValue() {
        var hasher = StableHasher()
        hasher.combine(42)
        hasher.combine(7)
        #expect(hasher.hex == "22fd60b8005aaf32")
    }

    @Test(arguments: [
        (["ab", "c"], ["a", "bc"]),
        (["abc"], ["abc\u{0}"]),
        ([""], []),
        (["12345678"], ["1234567", "8"]),
        (["123456789"], ["12345678", "9"]),
    ])
    func inputsThatShareBytesHashApart(first: [String], second: [String]) {
        func hash(_ parts: [String]) -> UInt64 {
            var hasher = StableHasher()
            for part in parts { hasher.combine(part) }
            return hasher.value
        }
        #expect(hash(first) != hash(second))
    }

    @Test func aChangeInAnyByteChangesTheHash() {
        let bytes = Array("A workout file of some length, with a tail.".utf8)
        let original = StableHasher.value(of: bytes)
        for index in bytes.indices {
            var changed = bytes
            changed[index] ^= 1
            #expect(StableHasher.value(of: changed) != original, "byte \(index)")
        }
    }
}
