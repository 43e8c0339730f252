/// An app `import` reads, registered once in its parser's file: its app and name, its dialects, how
/// its header is recognised, whether its parser reads the header line too, and the parser. The apps
/// `--format` takes, the dialects that need a fixture and the detector's order all follow from `all`.
struct Importer: Sendable {
    let app: ImportApp
    let dialects: [ImportDialect]
    let header: HeaderRecognition
    /// The header line is data its parser reads too (JEFIT's first line is its first section marker),
    /// and lines are taken as they are: a line wrapped whole in quotes is not unwrapped.
    let parserReadsHeaderLine: Bool
    /// `nil` for strength-site's own export document, which is JSON, not rows.
    let parser: (any ExportParser.Type)?

    enum HeaderRecognition: Sendable {
        /// Its parser takes only its own header; tried before the `loose` ones.
        case exact
        /// Its parser tells its many layouts apart by a few columns (Strong's), so it could take another
        /// app's header: tried after every `exact` one.
        case loose
        /// A JSON document, not a CSV export: read whole when it starts with `{` or is asked for.
        case document
    }

    init(app: ImportApp, dialects: [ImportDialect], header: HeaderRecognition, parserReadsHeaderLine: Bool = false,
         parser: (any ExportParser.Type)?) {
        precondition(dialects.allSatisfy { $0.app == app }, "\(app)'s registration lists another app's dialect")
        self.app = app
        self.dialects = dialects
        self.header = header
        self.parserReadsHeaderLine = parserReadsHeaderLine
        self.parser = parser
    }

    /// Every app `import` reads, in the order `--format`, `--help` and messages name them.
    static let all: [Importer] = [
        StrongParser.importer, HevyParser.importer, FitNotesParser.importer, StrongLiftsParser.importer,
        FitbodParser.importer, JEFITParser.importer, ExportDocumentImport.importer,
    ]
}
