/// A value as the store holds it, hashed by the digest of the file it was read from
/// (`StoreSnapshot.fileDigests`) rather than field by field: the file's bytes are all the value is
/// made from, so a workout page's fingerprint need not hash every set. Without a known digest the
/// hash is incomplete, and a fingerprint made with it is not used.
struct Stored<Value: Sendable>: Sendable {
    let value: Value
    let digest: UInt64?
}

// In an extension, not on the declaration line: the hash is the digest, not generated from the properties.
extension Stored: StableHashable {
    func stableHash(into hasher: inout StableHasher) {
        guard let digest else { return hasher.combineUnknown() }
        hasher.combine(digest)
    }
}

extension Stored {
    /// `value` as the store file at `path` holds it, by that file's digest in `fileDigests`
    /// (`StoreSnapshot.fileDigests()`). A file that is not there holds its default value, a known
    /// state hashed as 0; without `fileDigests` the hash is unknown.
    init(_ value: Value, file path: String, in fileDigests: [String: UInt64]?) {
        self.init(value: value, digest: fileDigests.map { $0[path] ?? 0 })
    }
}
