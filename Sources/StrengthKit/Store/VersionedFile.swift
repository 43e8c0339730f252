/// A store file: its content's keys plus `schemaVersion` at the top level.
struct VersionedFile<Content: Codable & Sendable>: Codable, Sendable {
    var schemaVersion: Int
    var content: Content

    init(_ content: Content, schemaVersion: Int = SchemaVersion.current) {
        self.schemaVersion = schemaVersion
        self.content = content
    }

    enum VersionKey: String, CodingKey { case schemaVersion }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: VersionKey.self)
        schemaVersion = try container.decodeWholeNumber(forKey: .schemaVersion)
        guard schemaVersion <= SchemaVersion.current else {
            throw UnsupportedSchemaVersion(found: schemaVersion)
        }
        guard schemaVersion >= SchemaVersion.oldestReadable else {
            throw DecodingError.dataCorruptedError(
                forKey: .schemaVersion, in: container,
                debugDescription: "\(schemaVersion) is not a schema version (the first is \(SchemaVersion.oldestReadable))")
        }
        content = try Content(from: decoder)
    }

    func encode(to encoder: Encoder) throws {
        try content.encode(to: encoder)
        var container = encoder.container(keyedBy: VersionKey.self)
        try container.encode(schemaVersion, forKey: .schemaVersion)
    }
}

/// Thrown while decoding a file written by a newer strength-site.
struct UnsupportedSchemaVersion: Error {
    var found: Int
}
