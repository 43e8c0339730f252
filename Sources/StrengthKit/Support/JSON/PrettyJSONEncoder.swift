/// Encodes a value as `StoreCoding.encode` writes it (JSONEncoder: pretty-printed, sorted keys),
/// straight into bytes through `PrettyJSONWriter`. For the site's `stats.json`: JSONEncoder builds a
/// tree of every value before it writes one, which made that file of megabytes the longest task of
/// an incremental build.
///
/// It writes an object's members in the order the type encodes them, so a type it writes declares
/// its `CodingKeys` in sorted order: the synthesized `encode(to:)` follows them. Each such type is
/// held to JSONEncoder's bytes by its tests (`StatsDocumentTests`). It writes what the compiler
/// synthesizes: one container a value, no nested or super encoders.
final class PrettyJSONEncoder: Encoder {
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]
    private var writer: PrettyJSONWriter
    /// The closing bracket of each container open, innermost last.
    private var closers: [UInt8] = []
    /// Whether the value being written has yet to ask for its container.
    private var awaitingContainer = false

    private init(capacity: Int) {
        writer = PrettyJSONWriter(capacity: capacity)
    }

    /// The bytes of `value` and the line end after it; `capacity` is about how many there will be.
    static func encode(_ value: some Encodable, capacity: Int = 0) throws -> [UInt8] {
        let encoder = PrettyJSONEncoder(capacity: capacity)
        try encoder.write(value)
        encoder.writer.newline()
        return encoder.writer.bytes
    }

    /// Writes a value where one goes (after its key, or as an element), and closes what it opened.
    private func write(_ value: some Encodable) throws {
        let depth = closers.count
        awaitingContainer = true
        try value.encode(to: self)
        // A value that asked for no container is an empty object, as JSONEncoder writes it.
        if awaitingContainer { open(UInt8(ascii: "{"), closedBy: UInt8(ascii: "}")) }
        while closers.count > depth { writer.close(closers.removeLast()) }
    }

    private func open(_ bracket: UInt8, closedBy closer: UInt8) {
        awaitingContainer = false
        writer.open(bracket)
        closers.append(closer)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if awaitingContainer { open(UInt8(ascii: "{"), closedBy: UInt8(ascii: "}")) }
        return KeyedEncodingContainer(Members(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if awaitingContainer { open(UInt8(ascii: "["), closedBy: UInt8(ascii: "]")) }
        return Elements(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        awaitingContainer = false
        return Value(encoder: self)
    }

    /// An object's members, in the order they come.
    private struct Members<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: PrettyJSONEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) throws { member(key) { $0.null() } }
        mutating func encode(_ value: String, forKey key: Key) throws { member(key) { $0.value(value) } }
        mutating func encode(_ value: Double, forKey key: Key) throws { member(key) { $0.value(value) } }
        mutating func encode(_ value: Int, forKey key: Key) throws { member(key) { $0.value(value) } }
        mutating func encode(_ value: Bool, forKey key: Key) throws { member(key) { $0.value(value) } }

        mutating func encode(_ value: some Encodable, forKey key: Key) throws {
            encoder.writer.key(key)
            try encoder.write(value)
        }

        private func member(_ key: Key, _ write: (inout PrettyJSONWriter) -> Void) {
            encoder.writer.key(key)
            write(&encoder.writer)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            preconditionFailure("PrettyJSONEncoder writes synthesized encodings, which nest no containers")
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            preconditionFailure("PrettyJSONEncoder writes synthesized encodings, which nest no containers")
        }

        mutating func superEncoder() -> any Encoder {
            preconditionFailure("PrettyJSONEncoder writes synthesized encodings, which have no super encoder")
        }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            preconditionFailure("PrettyJSONEncoder writes synthesized encodings, which have no super encoder")
        }
    }

    /// An array's elements.
    private struct Elements: UnkeyedEncodingContainer {
        let encoder: PrettyJSONEncoder
        var codingPath: [any CodingKey] { [] }
        private(set) var count = 0

        init(encoder: PrettyJSONEncoder) {
            self.encoder = encoder
        }

        mutating func encodeNil() throws { element { $0.null() } }
        mutating func encode(_ value: String) throws { element { $0.value(value) } }
        mutating func encode(_ value: Double) throws { element { $0.value(value) } }
        mutating func encode(_ value: Int) throws { element { $0.value(value) } }
        mutating func encode(_ value: Bool) throws { element { $0.value(value) } }

        mutating func encode(_ value: some Encodable) throws {
            count += 1
            encoder.writer.startMember()
            try encoder.write(value)
        }

        private mutating func element(_ write: (inout PrettyJSONWriter) -> Void) {
            count += 1
            encoder.writer.startMember()
            write(&encoder.writer)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            preconditionFailure("PrettyJSONEncoder writes synthesized encodings, which nest no containers")
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            preconditionFailure("PrettyJSONEncoder writes synthesized encodings, which nest no containers")
        }

        mutating func superEncoder() -> any Encoder {
            preconditionFailure("PrettyJSONEncoder writes synthesized encodings, which have no super encoder")
        }
    }

    /// A value that is one number, string or null, or stands for another value (`Nullable`).
    ///
    /// Every number type has its method here: a primitive the keyed and unkeyed containers take
    /// through their generic `encode` comes back through this container, and without its own
    /// method would go round again.
    private struct Value: SingleValueEncodingContainer {
        let encoder: PrettyJSONEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws { encoder.writer.null() }
        mutating func encode(_ value: String) throws { encoder.writer.value(value) }
        mutating func encode(_ value: Double) throws { encoder.writer.value(value) }
        mutating func encode(_ value: Int) throws { encoder.writer.value(value) }
        mutating func encode(_ value: Bool) throws { encoder.writer.value(value) }

        mutating func encode(_ value: Int8) throws { encoder.writer.value(Int(value)) }
        mutating func encode(_ value: Int16) throws { encoder.writer.value(Int(value)) }
        mutating func encode(_ value: Int32) throws { encoder.writer.value(Int(value)) }
        mutating func encode(_ value: Int64) throws { encoder.writer.value(Int(value)) }
        mutating func encode(_ value: UInt) throws { encoder.writer.value(value) }
        mutating func encode(_ value: UInt8) throws { encoder.writer.value(UInt(value)) }
        mutating func encode(_ value: UInt16) throws { encoder.writer.value(UInt(value)) }
        mutating func encode(_ value: UInt32) throws { encoder.writer.value(UInt(value)) }
        mutating func encode(_ value: UInt64) throws { encoder.writer.value(UInt(value)) }
        mutating func encode(_ value: Float) throws { encoder.writer.value(value) }

        mutating func encode(_ value: some Encodable) throws {
            try encoder.write(value)
        }
    }
}
