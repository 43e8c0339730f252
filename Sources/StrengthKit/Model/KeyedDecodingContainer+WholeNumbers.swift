extension KeyedDecodingContainer {
    /// An `Int` that says what is wrong with `10.5` or `1e3` and where, which Foundation's own
    /// `decode(Int.self)` does not (it reports the whole file as "not valid JSON").
    func decodeWholeNumberIfPresent(forKey key: Key) throws -> Int? {
        guard let value = try decodeIfPresent(Double.self, forKey: key) else { return nil }
        guard value.rounded() == value, let whole = Int(exactly: value) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "expected a whole number, found \(NumberText.decimal(value, maximumFractionDigits: 6))")
        }
        return whole
    }

    func decodeWholeNumber(forKey key: Key) throws -> Int {
        guard contains(key) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "missing"))
        }
        guard let value = try decodeWholeNumberIfPresent(forKey: key) else {
            throw DecodingError.valueNotFound(Int.self, .init(codingPath: codingPath + [key], debugDescription: "null"))
        }
        return value
    }
}
