/// Decoding for the store's string enums that names the accepted values when a file holds another.
protocol StrictEnum: RawRepresentable, CaseIterable, Codable where RawValue == String {}

extension StrictEnum {
    static var acceptedValues: String { allCases.map(\.rawValue).joined(separator: ", ") }

    static func decodeStrictly(from decoder: Decoder, what: String) throws -> Self {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = Self(rawValue: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "unknown \(what) '\(text)'; expected one of \(acceptedValues)")
        }
        return value
    }
}
