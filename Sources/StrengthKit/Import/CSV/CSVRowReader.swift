/// A streaming RFC 4180 reader: `;` or `,` (or any one-byte delimiter), quoted fields with doubled
/// quotes and real line breaks, LF, CRLF or CR line ends, a UTF-8 byte-order mark, and blank lines
/// skipped. It reads a chunk at a time, so memory stays bounded whatever the size of the input.
///
/// It is strict where being lenient would lose data: a quote inside a quoted field that is not
/// doubled, a quoted field that never closes, bytes that are not UTF-8 and NUL bytes are errors
/// with the line they are on. A quote inside an unquoted field is kept as text.
final class CSVRowReader<Source: ByteSource> {
    private enum State {
        case fieldStart, unquoted, quoted, quoteInQuoted
    }

    private static var chunkSize: Int { 64 * 1024 }

    private var source: Source
    private let delimiter: UInt8
    private let limits: CSVLimits
    private let buffer: UnsafeMutableRawBufferPointer
    private var position = 0
    private var count = 0
    private var atEnd = false
    private var startedReading = false

    private var state = State.fieldStart
    private var line = 1
    private var skipLineFeed = false
    private var fieldBytes: [UInt8] = []
    private var fieldHasHighBytes = false
    private var fields: [String] = []
    private var recordBytes = 0
    private var recordLine = 1
    private var quoteLine = 1

    /// Bytes consumed so far (for progress reports).
    private(set) var bytesRead = 0

    init(source: Source, delimiter: UInt8, limits: CSVLimits = .standard) {
        self.source = source
        self.delimiter = delimiter
        self.limits = limits
        buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunkSize, alignment: 1)
        fieldBytes.reserveCapacity(256)
        fields.reserveCapacity(32)
    }

    deinit { buffer.deallocate() }

    /// The next non-blank record, or `nil` at the end of the input.
    func next() throws -> CSVRow? {
        let delimiter = self.delimiter
        while true {
            if position == count {
                if atEnd { return try finishInput() }
                try refill()
                continue
            }
            let bytes = buffer.assumingMemoryBound(to: UInt8.self)
            let byte = bytes[position]
            if skipLineFeed {
                skipLineFeed = false
                if byte == 0x0A {
                    position += 1
                    continue
                }
            }
            // Plain content: take the whole run up to the next byte that means something, at once.
            if state != .quoteInQuoted, byte != delimiter || state == .quoted, byte != 0x22, byte != 0x0A, byte != 0x0D, byte != 0 {
                var end = position
                var high = false
                let stopsAtDelimiter = state != .quoted
                while end < count {
                    let next = bytes[end]
                    if next == 0x22 || next == 0x0A || next == 0x0D || next == 0 || (stopsAtDelimiter && next == delimiter) { break }
                    if next >= 0x80 { high = true }
                    end += 1
                }
                try append(UnsafeBufferPointer(rebasing: bytes[position..<end]), high: high)
                position = end
                if state == .fieldStart { state = .unquoted }
                continue
            }
            position += 1
            if byte == 0 { throw ImportRowError(line: line, message: "contains a NUL byte; this is a binary file, not a CSV export") }
            switch state {
            case .fieldStart:
                if byte == 0x22 {
                    state = .quoted
                    quoteLine = line
                } else if byte == delimiter {
                    try endField()
                } else if byte == 0x0A || byte == 0x0D {
                    if let row = try endRecord(lineBreak: byte) { return row }
                }
            case .unquoted:
                if byte == delimiter {
                    try endField()
                    state = .fieldStart
                } else if byte == 0x0A || byte == 0x0D {
                    if let row = try endRecord(lineBreak: byte) { return row }
                } else {
                    // A quote inside an unquoted field is text.
                    try append(byte)
                }
            case .quoted:
                if byte == 0x22 {
                    state = .quoteInQuoted
                } else {
                    if byte == 0x0A { line += 1 }
                    try append(byte)
                }
            case .quoteInQuoted:
                if byte == 0x22 {
                    try append(byte)
                    state = .quoted
                } else if byte == delimiter {
                    try endField()
                    state = .fieldStart
                } else if byte == 0x0A || byte == 0x0D {
                    if let row = try endRecord(lineBreak: byte) { return row }
                } else {
                    throw ImportRowError(line: line, message: "a quote inside a quoted field is not doubled (write \"\" for a quote)")
                }
            }
        }
    }

    // MARK: - Internals

    private func refill() throws {
        if !startedReading {
            startedReading = true
            count = try fill()
            position = 0
            // A UTF-8 byte-order mark is a header on the file, not part of the first field.
            if count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { position = 3 }
        } else {
            count = try fill()
            position = 0
        }
        if count == 0 { atEnd = true }
    }

    private func fill() throws -> Int {
        var filled = 0
        // Fill the whole chunk when the source gives less (a pipe), so the BOM check sees 3 bytes.
        while filled < buffer.count {
            let read = try source.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
            if read == 0 { break }
            filled += read
        }
        bytesRead += filled
        return filled
    }

    private func append(_ byte: UInt8) throws {
        if byte >= 0x80 { fieldHasHighBytes = true }
        fieldBytes.append(byte)
        recordBytes += 1
        try checkLimits()
    }

    private func append(_ run: UnsafeBufferPointer<UInt8>, high: Bool) throws {
        if high { fieldHasHighBytes = true }
        fieldBytes.append(contentsOf: run)
        recordBytes += run.count
        try checkLimits()
    }

    private func checkLimits() throws {
        if fieldBytes.count > limits.maximumFieldBytes {
            let opened = state == .quoted ? " (a quote opened on line \(quoteLine) may never close)" : ""
            throw ImportRowError(line: recordLine, message: "a field is longer than \(CSVLimits.describe(bytes: limits.maximumFieldBytes))\(opened)")
        }
        if recordBytes > limits.maximumRecordBytes {
            throw ImportRowError(line: recordLine, message: "a record is longer than \(CSVLimits.describe(bytes: limits.maximumRecordBytes))")
        }
    }

    private func endField() throws {
        let text: String
        if fieldHasHighBytes {
            text = String(decoding: fieldBytes, as: UTF8.self)
            // Decoding replaces invalid sequences with U+FFFD; a different byte count or content shows it did.
            if text.utf8.count != fieldBytes.count || !text.utf8.elementsEqual(fieldBytes) {
                throw ImportRowError(line: line, message: "is not UTF-8 text (save the export as UTF-8 and try again)")
            }
        } else {
            text = fieldBytes.isEmpty ? "" : String(decoding: fieldBytes, as: UTF8.self)
        }
        fields.append(text)
        if fields.count > limits.maximumFields {
            throw ImportRowError(line: recordLine, message: "a record has more than \(limits.maximumFields) fields")
        }
        fieldBytes.removeAll(keepingCapacity: true)
        fieldHasHighBytes = false
    }

    /// Ends the record at a line break; returns it, or `nil` for a blank line.
    private func endRecord(lineBreak: UInt8) throws -> CSVRow? {
        let blank = fields.isEmpty && fieldBytes.isEmpty && state == .fieldStart
        if !blank { try endField() }
        state = .fieldStart
        let row = blank ? nil : CSVRow(fields: fields, line: recordLine)
        fields.removeAll(keepingCapacity: true)
        recordBytes = 0
        line += 1
        if lineBreak == 0x0D { skipLineFeed = true }
        recordLine = line
        return row
    }

    private func finishInput() throws -> CSVRow? {
        if state == .quoted {
            throw ImportRowError(line: quoteLine, message: "a quoted field opened here never closes")
        }
        if fields.isEmpty, fieldBytes.isEmpty, state == .fieldStart { return nil }
        try endField()
        state = .fieldStart
        let row = CSVRow(fields: fields, line: recordLine)
        fields.removeAll()
        return row
    }
}
