/// Feeds any `Encodable` value into a `StableHasher`: a page model's fingerprint covers every stored
/// property without listing them, so a changed value can never leave a stale page behind.
final class FingerprintEncoder: Encoder {
    var hasher = StableHasher()
    let codingPath: [CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]

    static func fingerprint(_ value: some Encodable, seed: String) throws -> String {
        let encoder = FingerprintEncoder()
        encoder.hasher.combine(seed)
        try value.encode(to: encoder)
        return encoder.hasher.hex
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        hasher.combine(bytes: [0x7B])  // "{"
        return KeyedEncodingContainer(Keyed<Key>(encoder: self))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        hasher.combine(bytes: [0x5B])  // "["
        return Unkeyed(encoder: self)
    }

    func singleValueContainer() -> SingleValueEncodingContainer { Single(encoder: self) }

    fileprivate func value(_ text: String) { hasher.combine(text) }
    fileprivate func number(_ bits: UInt64) { hasher.combine(bits) }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: FingerprintEncoder
        var codingPath: [CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) { encoder.value(key.stringValue); encoder.number(0) }
        mutating func encode(_ value: Bool, forKey key: Key) { encoder.value(key.stringValue); encoder.number(value ? 1 : 2) }
        mutating func encode(_ value: String, forKey key: Key) { encoder.value(key.stringValue); encoder.value(value) }
        mutating func encode(_ value: Double, forKey key: Key) { encoder.value(key.stringValue); encoder.number(value.bitPattern) }
        mutating func encode(_ value: Int, forKey key: Key) { encoder.value(key.stringValue); encoder.number(UInt64(bitPattern: Int64(value))) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            encoder.value(key.stringValue)
            try value.encode(to: encoder)
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            encoder.value(key.stringValue)
            return encoder.container(keyedBy: type)
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
            encoder.value(key.stringValue)
            return encoder.unkeyedContainer()
        }
        mutating func superEncoder() -> Encoder { encoder }
        mutating func superEncoder(forKey key: Key) -> Encoder { encoder }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let encoder: FingerprintEncoder
        var codingPath: [CodingKey] { [] }
        var count = 0

        mutating func encodeNil() { count += 1; encoder.number(0) }
        mutating func encode(_ value: Bool) { count += 1; encoder.number(value ? 1 : 2) }
        mutating func encode(_ value: String) { count += 1; encoder.value(value) }
        mutating func encode(_ value: Double) { count += 1; encoder.number(value.bitPattern) }
        mutating func encode(_ value: Int) { count += 1; encoder.number(UInt64(bitPattern: Int64(value))) }
        mutating func encode<T: Encodable>(_ value: T) throws {
            count += 1
            try value.encode(to: encoder)
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            count += 1
            return encoder.container(keyedBy: type)
        }
        mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
            count += 1
            return encoder.unkeyedContainer()
        }
        mutating func superEncoder() -> Encoder { encoder }
    }

    private struct Single: SingleValueEncodingContainer {
        let encoder: FingerprintEncoder
        var codingPath: [CodingKey] { [] }

        mutating func encodeNil() { encoder.number(0) }
        mutating func encode(_ value: Bool) { encoder.number(value ? 1 : 2) }
        mutating func encode(_ value: String) { encoder.value(value) }
        mutating func encode(_ value: Double) { encoder.number(value.bitPattern) }
        mutating func encode(_ value: Int) { encoder.number(UInt64(bitPattern: Int64(value))) }
        mutating func encode<T: Encodable>(_ value: T) throws { try value.encode(to: encoder) }
    }
}
