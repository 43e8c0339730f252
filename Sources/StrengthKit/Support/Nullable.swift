/// An optional that encodes as JSON `null` instead of leaving its key out, so scripting
/// documents always have the same keys. Either as a field's type (`var date: Nullable<String>`)
/// or as a wrapper of an optional field (`@Nullable var date: String?`), which keeps the
/// synthesized `Codable` and reads like any optional.
@propertyWrapper
struct Nullable<Value: Encodable & Sendable>: Encodable, Sendable {
    var value: Value?

    init(_ value: Value?) {
        self.value = value
    }

    init(wrappedValue: Value?) {
        value = wrappedValue
    }

    var wrappedValue: Value? {
        get { value }
        set { value = newValue }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if let value { try container.encode(value) } else { try container.encodeNil() }
    }
}

extension Nullable: Equatable where Value: Equatable {}

extension Nullable: Hashable where Value: Hashable {}

extension Nullable: Decodable where Value: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        value = container.decodeNil() ? nil : try container.decode(Value.self)
    }
}

extension KeyedDecodingContainer {
    /// A wrapped field whose key is missing reads as `nil`, as a plain optional field does.
    func decode<Value: Decodable>(_ type: Nullable<Value>.Type, forKey key: Key) throws -> Nullable<Value> {
        Nullable(try decodeIfPresent(Value.self, forKey: key))
    }
}
