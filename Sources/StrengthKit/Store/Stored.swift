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
