/// One file shape `import` tells apart, declared beside its parser and listed in its app's
/// registration (`Importer.dialects`), so a test can require a hand-written fixture for each
/// (`Tests/StrengthKitTests/Fixtures/imports`).
///
/// Variations within a dialect are details of its name, not dialects: Strong's header language,
/// Hevy's units, FitNotes' optional Comment column, StrongLifts' number of set columns.
struct ImportDialect: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The key `import --json` writes as the format's `kind`: `strongAPrime`.
    let id: String
    let app: ImportApp
    /// The code the summary starts the dialect's name with: Strong's dialect codes (A, A′, A1, A0,
    /// B0, B1, B, C, OLDEST: see the README's import table); other apps' dialects are named by their
    /// details alone.
    let code: String

    init(_ id: String, of app: ImportApp, code: String = "") {
        self.id = id
        self.app = app
        self.code = code
    }

    /// Every dialect of every registered app, in the registrations' order.
    static let allCases: [ImportDialect] = Importer.all.flatMap(\.dialects)

    var description: String { id }

    init(from decoder: any Decoder) throws {
        let id = try decoder.singleValueContainer().decode(String.self)
        guard let dialect = Self.allCases.first(where: { $0.id == id }) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no importer reads the dialect '\(id)'"))
        }
        self = dialect
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(id)
    }
}
