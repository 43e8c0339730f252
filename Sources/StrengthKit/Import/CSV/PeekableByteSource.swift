/// Lets the first bytes of a source be looked at (to sniff the format) and then read again.
struct PeekableByteSource<Base: ByteSource>: ByteSource {
    private var base: Base
    private var prefix: [UInt8] = []
    private var prefixOffset = 0

    init(_ base: Base) {
        self.base = base
    }

    /// Up to `count` bytes from the start. Call it once, before any `read(into:)`.
    mutating func peek(_ count: Int) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let read = try bytes.withUnsafeMutableBytes { buffer in
                try base.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
            }
            if read == 0 { break }
            filled += read
        }
        bytes.removeSubrange(filled...)
        prefix = bytes
        return bytes
    }

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        if prefixOffset < prefix.count {
            let count = min(buffer.count, prefix.count - prefixOffset)
            prefix.withUnsafeBytes { source in
                buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[prefixOffset..<(prefixOffset + count)]))
            }
            prefixOffset += count
            if prefixOffset == prefix.count {
                prefix = []
                prefixOffset = 0
            }
            return count
        }
        return try base.read(into: buffer)
    }
}
