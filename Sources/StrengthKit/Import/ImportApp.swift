/// An app whose exports `import` reads, named once in its registration (`Importer.all`); `--format`
/// takes the keys, in the registrations' order.
package struct ImportApp: Hashable, Sendable, Codable, CustomStringConvertible {
    /// What `--format` takes and a workout's `source.app` stores: `hevy`.
    package let rawValue: String
    /// How messages and the site name it: `StrongLifts 5×5`.
    let displayName: String

    /// For registrations only: everywhere else an app is one `Importer.all` holds.
    init(_ key: String, displayName: String) {
        rawValue = key
        self.displayName = displayName
    }

    /// The registered app with this key.
    package init?(rawValue: String) {
        guard let app = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = app
    }

    /// Every app `import` reads, in the order of `Importer.all`.
    package static let allCases: [ImportApp] = Importer.all.map(\.app)

    /// The apps whose CSV exports `import` reads, by name, for messages: "Strong, Hevy, … and JEFIT".
    package static var appNames: String {
        ShortList.sentence(Importer.all.filter { $0.header != .document }.map(\.app.displayName), conjunction: "and")
    }

    /// The registration that declares this app.
    var importer: Importer? { Importer.all.first { $0.app == self } }

    package var description: String { rawValue }

    package init(from decoder: any Decoder) throws {
        let key = try decoder.singleValueContainer().decode(String.self)
        guard let app = ImportApp(rawValue: key) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no importer reads '\(key)'"))
        }
        self = app
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
