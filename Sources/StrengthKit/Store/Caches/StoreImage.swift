import Foundation

/// A build's cache of the decoded store (`BuildCache.storeImageFile`): each workout file's
/// signature (`FileSignature`, as git's index keeps it), its digest and its decoded value
/// (`WorkoutImageCoder`). The next build reads and decodes only the workout files whose signature is
/// not the image's, instead of thousands of files every time. Nothing in it is trusted blindly: an
/// image of another program or format, a damaged or truncated one, an entry whose file changed at or
/// after the moment the image was written (the same clock tick could hide a change), or an entry
/// that does not decode is as if it were not there, and the file is read.
///
/// Every workout in an image has passed the store's rules under the library and programs it names
/// (`validatedUnder`, `StoreValidator.workoutRulesDigest`): a build validates only the workouts it
/// read from their files, unless those two files changed. A build writes the image after its
/// validation passed, and only when it would spare the next build more than a few files' reading
/// (`StoreSnapshot.nextImage`): logging a workout does not rewrite thousands of entries.
///
/// Format: the header line, the program's identity, the rules digest, the entry count, then per entry its path,
/// inode, size, modification and change times, digest, and payload length and bytes, and last a
/// hash of all that (`StableHasher`) — integers little-endian, lengths as 32 bits.
struct StoreImage: Sendable {
    struct Entry: Sendable {
        let signature: FileSignature
        let digest: UInt64
        fileprivate let payload: Range<Int>
    }

    /// Names the format: a change of `WorkoutImageCoder`'s form changes the number, so an image of
    /// the form before counts as absent (3: a set's typed unit).
    static let header = Array("strength-site store image 3\n".utf8)

    private let bytes: Data
    private let entries: [String: Entry]
    /// The digest of the rules every entry's workout passed (`StoreValidator.workoutRulesDigest`).
    let validatedUnder: UInt64
    /// When the image was written (its file's modification time).
    private let written: FileTime

    var count: Int { entries.count }

    /// Reads the entries' index (not their payloads); nil unless `bytes` are a whole image of this `identity`.
    init?(bytes: Data, written: FileTime, identity: String) {
        let parsed: (entries: [String: Entry], validatedUnder: UInt64)? = bytes.withUnsafeBytes { whole in
            guard whole.count >= 8 else { return nil }
            let raw = UnsafeRawBufferPointer(rebasing: whole[..<(whole.count - 8)])
            var hasher = StableHasher()
            hasher.combine(buffer: raw)
            guard hasher.value == UInt64(littleEndian: whole.loadUnaligned(fromByteOffset: raw.count, as: UInt64.self)) else {
                return nil
            }
            var reader = Reader(raw)
            guard reader.bytes(Self.header.count).map({ $0.elementsEqual(Self.header) }) == true,
                  let storedIdentity = reader.text(), storedIdentity == identity,
                  let validatedUnder = reader.uint64(), let count = reader.uint32() else { return nil }
            var entries: [String: Entry] = [:]
            entries.reserveCapacity(Int(count))
            for _ in 0..<count {
                guard let path = reader.text(), let inode = reader.uint64(), let size = reader.uint64(),
                      let modifiedSeconds = reader.uint64(), let modifiedNanoseconds = reader.uint64(),
                      let changedSeconds = reader.uint64(), let changedNanoseconds = reader.uint64(),
                      let digest = reader.uint64(), let length = reader.uint32(),
                      let payload = reader.range(Int(length)) else { return nil }
                let signature = FileSignature(
                    inode: inode, size: Int64(bitPattern: size),
                    modified: FileTime(seconds: Int64(bitPattern: modifiedSeconds), nanoseconds: Int64(bitPattern: modifiedNanoseconds)),
                    changed: FileTime(seconds: Int64(bitPattern: changedSeconds), nanoseconds: Int64(bitPattern: changedNanoseconds)))
                entries[path] = Entry(signature: signature, digest: digest, payload: payload)
            }
            return reader.isAtEnd ? (entries, validatedUnder) : nil
        }
        guard let parsed else { return nil }
        self.bytes = bytes
        self.entries = parsed.entries
        self.validatedUnder = parsed.validatedUnder
        self.written = written
    }

    /// The entry of the file at `path` when its signature is `signature` and older than the image.
    func entry(_ path: String, matching signature: FileSignature) -> Entry? {
        guard let entry = entries[path], entry.signature == signature, signature.isSettled(before: written) else { return nil }
        return entry
    }

    /// The entry's workout, or nil when its payload does not decode as one.
    func workout(_ entry: Entry) -> Workout? {
        workouts([entry])[0]
    }

    /// The workouts of `entries` (nil for an entry absent or that does not decode), with the image's
    /// bytes held once for them all: a batch of a build's decode, which would otherwise retain and
    /// release the shared bytes from both cores for every workout.
    func workouts(_ entries: [Entry?]) -> [Workout?] {
        bytes.withUnsafeBytes { raw in
            entries.map { entry in entry.flatMap { WorkoutImageCoder.decode(UnsafeRawBufferPointer(rebasing: raw[$0.payload])) } }
        }
    }

    /// Appends the entry's payload as it is, for the next image.
    func appendPayload(of entry: Entry, to output: inout [UInt8]) {
        bytes.withUnsafeBytes { raw in output.append(contentsOf: raw[entry.payload]) }
    }

    /// Starts an image of `count` entries whose workouts all passed the rules of `validatedUnder`;
    /// `appendEntry` adds them and `finish` seals it.
    static func start(identity: String, validatedUnder: UInt64, count: Int, capacity: Int) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(capacity)
        output += header
        appendText(identity, to: &output)
        append(validatedUnder, to: &output)
        append(UInt32(count), to: &output)
        return output
    }

    /// Adds one entry: what `payload` appends is its payload.
    static func appendEntry(path: String, signature: FileSignature, digest: UInt64, to output: inout [UInt8],
                            payload: (inout [UInt8]) -> Void) {
        appendText(path, to: &output)
        for value in [signature.inode, UInt64(bitPattern: signature.size),
                      UInt64(bitPattern: signature.modified.seconds), UInt64(bitPattern: signature.modified.nanoseconds),
                      UInt64(bitPattern: signature.changed.seconds), UInt64(bitPattern: signature.changed.nanoseconds), digest] {
            append(value, to: &output)
        }
        let lengthAt = output.count
        append(UInt32(0), to: &output)
        payload(&output)
        let length = UInt32(output.count - lengthAt - 4)
        withUnsafeBytes(of: length.littleEndian) { raw in
            for (offset, byte) in raw.enumerated() { output[lengthAt + offset] = byte }
        }
    }

    /// Appends the hash that `init` checks first.
    static func finish(_ output: inout [UInt8]) {
        var hasher = StableHasher()
        output.withUnsafeBytes { hasher.combine(buffer: $0) }
        append(hasher.value, to: &output)
    }

    private static func appendText(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            append(UInt32(utf8.count), to: &output)
            output.append(contentsOf: utf8)
        }
    }

    private static func append<Value: FixedWidthInteger>(_ value: Value, to output: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { output.append(contentsOf: $0) }
    }

    /// Reads the index: every read checks the bytes are there.
    private struct Reader {
        let raw: UnsafeRawBufferPointer
        var offset = 0

        init(_ raw: UnsafeRawBufferPointer) { self.raw = raw }

        var isAtEnd: Bool { offset == raw.count }

        mutating func range(_ count: Int) -> Range<Int>? {
            guard count >= 0, raw.count - offset >= count else { return nil }
            defer { offset += count }
            return offset..<offset + count
        }

        mutating func bytes(_ count: Int) -> UnsafeRawBufferPointer.SubSequence? {
            range(count).map { raw[$0] }
        }

        mutating func uint32() -> UInt32? {
            range(4).map { UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: $0.lowerBound, as: UInt32.self)) }
        }

        mutating func uint64() -> UInt64? {
            range(8).map { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: $0.lowerBound, as: UInt64.self)) }
        }

        mutating func text() -> String? {
            guard let length = uint32(), let bytes = bytes(Int(length)) else { return nil }
            return String(validating: bytes, as: UTF8.self)
        }
    }
}
