/// Bytes already in memory, handed out in chunks like a file (tests, benchmarks, sniffed prefixes).
struct MemoryByteSource: ByteSource {
    private let bytes: [UInt8]
    private var offset = 0

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    package init(_ text: String) {
        self.init(Array(text.utf8))
    }

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = min(buffer.count, bytes.count - offset)
        guard count > 0 else { return 0 }
        bytes.withUnsafeBytes { source in
            buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[offset..<(offset + count)]))
        }
        offset += count
        return count
    }
}
