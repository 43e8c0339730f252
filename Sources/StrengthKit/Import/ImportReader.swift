import Foundation

/// Reads export files: opens them (the import's only disk I/O), detects the app and dialect from
/// the header, and streams the rows through the app's parser, so a large file is never held whole.
public enum ImportReader {
    /// Bytes looked at to sniff the format before parsing starts.
    static let sniffBytes = 64 * 1024

    /// Reads the file at `path`; `display` is how messages name it. `progress` is called now and
    /// then with the bytes read so far and the file's size.
    package static func read(path: String, display: String, options: ImportReadOptions = ImportReadOptions(),
                            progress: ((Int, Int) -> Void)? = nil) throws -> ParsedImport {
        let file = try FileByteSource(path: path, display: display)
        let size = file.size
        return try read(source: file, display: display, options: options) { bytes in
            if let size { progress?(bytes, size) }
        }
    }

    /// Reads an export held in memory, named `display` in messages.
    public static func read(bytes: [UInt8], display: String) throws -> ParsedImport {
        try read(source: MemoryByteSource(bytes), display: display)
    }

    /// Reads an export from any byte source (tests and benchmarks read from memory).
    static func read(source: some ByteSource, display: String, options: ImportReadOptions = ImportReadOptions(),
                            progress: ((Int) -> Void)? = nil) throws -> ParsedImport {
        var peekable = PeekableByteSource(source)
        let prefix = try peekable.peek(sniffBytes)
        let content = prefix.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(prefix.dropFirst(3)) : prefix
        guard let firstByte = content.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            throw ImportError(path: display, message: content.isEmpty ? "is empty; nothing to import" : "has only blank lines; nothing to import")
        }
        let requested = options.format?.importer
        if firstByte == UInt8(ascii: "{") || requested?.header == .document {
            guard requested == nil || requested?.header == .document else {
                throw ImportError(path: display, line: 1, message: "is JSON, not a \(options.format?.displayName ?? "") CSV export")
            }
            return try readDocument(peekable, display: display)
        }
        let delimiter = ExportFormatDetector.delimiter(ofFirstLineIn: content)
        let reader = CSVRowReader(source: peekable, delimiter: delimiter, limits: options.limits)
        do {
            guard let header = try reader.next() else {
                throw ImportError(path: display, message: "has no header line; nothing to import")
            }
            var parser = try ExportFormatDetector.parser(for: header, delimiter: delimiter, requested: options.format, path: display)
            var parsed = ParsedImport(path: display, format: parser.format)
            let importer = type(of: parser).importer
            if importer.parserReadsHeaderLine, !header.isBlank { try parser.consume(header, warnings: &parsed.warnings) }
            let repairsQuotedLines = header.fields.count > 1 && !importer.parserReadsHeaderLine
            var mending = RowMending(layout: parser.rowLayout, handling: options.repeatedWorkouts)
            var skipped: [ImportRowError] = []
            // A row that cannot be read is skipped and listed, or with --strict the end of the import.
            func listSkipped() throws {
                if let first = skipped.first, options.strict { throw ImportError(path: display, line: first.line, message: first.message) }
                parsed.skippedRows += skipped
                skipped = []
            }
            var mended: [CSVRow] = []
            func parseMended() throws {
                for row in mended {
                    do {
                        try parser.consume(row, warnings: &parsed.warnings)
                    } catch let error as ImportRowError {
                        skipped.append(error)
                    }
                }
                mended.removeAll(keepingCapacity: true)
                try listSkipped()
            }
            var nextProgress = 1 << 20
            while var row = try reader.next() {
                parsed.rows += 1
                if reader.bytesRead >= nextProgress {
                    progress?(reader.bytesRead)
                    nextProgress = reader.bytesRead + (1 << 20)
                }
                if repairsQuotedLines, row.fields.count == 1, header.fields.count > 1 {
                    do {
                        row = try unwrapQuotedLine(row, delimiter: delimiter, columns: header.fields.count, warnings: &parsed.warnings)
                    } catch let error as ImportRowError {
                        skipped.append(error)
                        try listSkipped()
                        continue
                    }
                }
                mending.push(row, to: &mended, warnings: &parsed.warnings, skipped: &skipped)
                try parseMended()
            }
            mending.finish(to: &mended, warnings: &parsed.warnings)
            try parseMended()
            parsed.repeatedWorkouts = mending.repeatedWorkouts
            progress?(reader.bytesRead)
            guard parsed.rows > 0 else {
                throw ImportError(path: display, line: header.line, message: "has a header but no rows; nothing to import")
            }
            do {
                parsed.workouts = try parser.finish(warnings: &parsed.warnings)
            } catch let error as ImportRowError {
                throw ImportError(path: display, line: error.line, message: error.message)
            }
            return parsed
        } catch let error as ImportRowError {
            // Only the CSV layer's own errors reach here (a row's are caught above): the bytes
            // cannot be read as CSV from this line on, so no row after it can be trusted.
            throw ImportError(path: display, line: error.line, message: error.message)
        }
    }

    /// A record that is one field holding a whole delimited line (Strong's 2018 semicolon exports
    /// wrap every line in quotes): read that field as the line it is.
    static func unwrapQuotedLine(_ row: CSVRow, delimiter: UInt8, columns: Int, warnings: inout ImportWarnings) throws -> CSVRow {
        guard row[0].utf8.contains(delimiter) else { return row }
        let inner = CSVRowReader(source: MemoryByteSource(row[0]), delimiter: delimiter)
        guard let unwrapped = try? inner.next(), (try? inner.next()) == nil, unwrapped.fields.count == columns else {
            throw ImportRowError(line: row.line, message: "the whole line is inside one pair of quotes and cannot be read as \(columns) columns; fix the quoting and import again")
        }
        warnings.add("lines wrapped whole in one pair of quotes (Strong's 2018 exports) were unwrapped and read", line: row.line)
        return CSVRow(fields: unwrapped.fields, line: row.line)
    }

    private static func readDocument(_ source: PeekableByteSource<some ByteSource>, display: String) throws -> ParsedImport {
        var source = source
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let read = try chunk.withUnsafeMutableBytes { try source.read(into: $0) }
            if read == 0 { break }
            bytes += chunk[0..<read]
        }
        let document: ExportDocument
        do {
            document = try ExportDocumentImport.read(Data(bytes), path: display)
        } catch let error as StoreError {
            throw ImportError(path: display, message: "is not a strength-site export document: " + error.problem)
        }
        return ParsedImport(path: display, format: DetectedFormat(.export, details: "(schema version \(document.schemaVersion))"),
                            document: document, rows: document.workouts.count)
    }
}
