/// Where a CSV reader gets its bytes: a file read a chunk at a time, or bytes already in memory.
/// Readers never need the whole input at once, so a large file is read with bounded memory.
protocol ByteSource {
    /// Copies the next bytes into `buffer` and returns how many; 0 means the input has ended.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int
}
