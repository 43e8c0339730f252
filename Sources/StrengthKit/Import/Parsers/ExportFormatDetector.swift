/// Picks the parser for a file from its header: the app, then the dialect within it.
enum ExportFormatDetector {
    /// The delimiter of a header line: `;` when it has more semicolons than commas outside quotes
    /// (Strong on Android), otherwise `,`.
    static func delimiter(ofFirstLineIn bytes: [UInt8]) -> UInt8 {
        var semicolons = 0
        var commas = 0
        var quoted = false
        var sawContent = false
        for byte in bytes {
            if byte == 0x0A || byte == 0x0D {
                if sawContent { break } else { continue }
            }
            sawContent = true
            if byte == 0x22 { quoted.toggle() }
            if !quoted, byte == UInt8(ascii: ";") { semicolons += 1 }
            if !quoted, byte == UInt8(ascii: ",") { commas += 1 }
        }
        return semicolons > commas ? UInt8(ascii: ";") : UInt8(ascii: ",")
    }

    /// The parser for `header`, restricted to `requested` when given.
    static func parser(for header: CSVRow, delimiter: UInt8, requested: ImportApp?, path: String) throws -> any ExportParser {
        let candidates = requested.map { app in Importer.all.filter { $0.app == app } }
            ?? Importer.all.filter { $0.header == .exact } + Importer.all.filter { $0.header == .loose }
        for importer in candidates {
            if let parser = importer.parser?.init(header: header, delimiter: delimiter) { return parser }
        }
        let shown = ImportNumber.shortened(header.fields.joined(separator: String(UnicodeScalar(delimiter))))
        if let requested {
            throw ImportError(path: path, line: header.line, message: "the header '\(shown)' is not one of \(requested.displayName)'s; leave out --format to detect the app")
        }
        throw ImportError(path: path, line: header.line, message: "not an export strength-site can read (header '\(shown)'); it reads \(ImportApp.appNames) CSV files and its own export JSON")
    }
}
