/// Reads strict JSON values one at a time from UTF-8 bytes, for `WorkoutFileDecoder`.
///
/// It takes only what is certainly valid JSON and means one thing; on anything else (bad syntax,
/// invalid UTF-8, a lone surrogate, a number too large) it throws `Deferred`, and the caller hands
/// the whole file to Foundation's `JSONDecoder`, which decides and explains.
struct JSONCursor {
    struct Deferred: Error {}

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Only whitespace may follow the top-level value.
    func requireEnd() throws {
        var cursor = self
        cursor.skipWhitespace()
        guard cursor.index == bytes.count else { throw Deferred() }
    }

    /// Calls `body` with each key of an object, positioned at its value, which `body` must read.
    mutating func readObject(_ body: (inout JSONCursor, String) throws -> Void) throws {
        try expect(UInt8(ascii: "{"))
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            index += 1
            return
        }
        while true {
            skipWhitespace()
            let key = try readString()
            try expect(UInt8(ascii: ":"))
            try body(&self, key)
            if try readSeparator(closing: UInt8(ascii: "}")) { return }
        }
    }

    /// Calls `body` once per element of an array, positioned at the element.
    mutating func readArray(_ body: (inout JSONCursor) throws -> Void) throws {
        try expect(UInt8(ascii: "["))
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            index += 1
            return
        }
        while true {
            try body(&self)
            if try readSeparator(closing: UInt8(ascii: "]")) { return }
        }
    }

    /// Consumes `null` when it comes next.
    mutating func readNull() -> Bool {
        skipWhitespace()
        guard index + 4 <= bytes.count, bytes[index] == UInt8(ascii: "n"), bytes[index + 1] == UInt8(ascii: "u"),
              bytes[index + 2] == UInt8(ascii: "l"), bytes[index + 3] == UInt8(ascii: "l") else { return false }
        index += 4
        return true
    }

    mutating func readString() throws -> String {
        try expect(UInt8(ascii: "\""))
        let start = index
        var isASCII = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let content = UnsafeBufferPointer(rebasing: bytes[start..<index])
                index += 1
                if isASCII { return String(decoding: content, as: UTF8.self) }
                guard let text = String(validating: content, as: UTF8.self) else { throw Deferred() }
                return text
            }
            if byte == UInt8(ascii: "\\") {
                index = start
                return try readEscapedString()
            }
            guard byte >= 0x20 else { throw Deferred() }
            if byte >= 0x80 { isASCII = false }
            index += 1
        }
        throw Deferred()
    }

    /// A number, as `JSONDecoder` reads it into a `Double`; only finite values.
    mutating func readDouble() throws -> Double {
        let text = try readNumberText()
        if let value = Self.exactDecimal(text.bytes) { return value }
        guard let value = Double(String(decoding: text.bytes, as: UTF8.self)), value.isFinite else { throw Deferred() }
        return value
    }

    /// `-?digits(.digits)?` with at most 15 significant digits, without `strtod`: the digits as an
    /// integer and a power of ten are both exact doubles, and one correctly rounded division gives
    /// the correctly rounded value, the same `Double` parsing gives. Anything else is `nil`.
    static func exactDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { index = 1 }
        var mantissa: Int64 = 0
        var digits = 0
        var fractionDigits = 0
        var inFraction = false
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: ".") {
                inFraction = true
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            mantissa = mantissa * 10 + Int64(byte - UInt8(ascii: "0"))
            if mantissa > 0 { digits += 1 }
            if inFraction { fractionDigits += 1 }
            guard digits <= 15, fractionDigits < powersOfTen.count else { return nil }
        }
        let value = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -value : value
    }

    private static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { product, _ in product * 10 }
    }

    /// A number written as a whole number without fraction or exponent, within `Int`.
    mutating func readInteger() throws -> Int {
        let text = try readNumberText()
        guard text.isInteger, let value = Int(String(decoding: text.bytes, as: UTF8.self)) else { throw Deferred() }
        return value
    }

    // MARK: - Pieces

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// After a member: `true` at the closing bracket, `false` at a comma.
    private mutating func readSeparator(closing: UInt8) throws -> Bool {
        skipWhitespace()
        guard index < bytes.count else { throw Deferred() }
        let next = bytes[index]
        index += 1
        guard next == closing || next == UInt8(ascii: ",") else { throw Deferred() }
        return next == closing
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
            default: return
            }
        }
    }

    private mutating func expect(_ byte: UInt8) throws {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == byte else { throw Deferred() }
        index += 1
    }

    /// JSON's number grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, less a zero
    /// with an exponent straight after it, left to JSONDecoder: it rejects some of those (`0e5`,
    /// `0E5`) and takes others (`0e+5`, `0e12`, `-0e5`).
    private mutating func readNumberText() throws -> (bytes: UnsafeBufferPointer<UInt8>, isInteger: Bool) {
        skipWhitespace()
        let start = index
        var isInteger = true
        var isZero = false
        if peek == UInt8(ascii: "-") { index += 1 }
        if peek == UInt8(ascii: "0") {
            index += 1
            isZero = true
        } else {
            guard try readDigits() > 0 else { throw Deferred() }
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            isInteger = false
            isZero = false
            guard try readDigits() > 0 else { throw Deferred() }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            guard !isZero else { throw Deferred() }
            index += 1
            isInteger = false
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard try readDigits() > 0 else { throw Deferred() }
        }
        return (UnsafeBufferPointer(rebasing: bytes[start..<index]), isInteger)
    }

    private mutating func readDigits() throws -> Int {
        let start = index
        while let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
        return index - start
    }

    /// The string from its first character after the opening quote, escapes and all.
    private mutating func readEscapedString() throws -> String {
        var content: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: content, as: UTF8.self) else { throw Deferred() }
                return text
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { throw Deferred() }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): content.append(escape)
                case UInt8(ascii: "b"): content.append(0x08)
                case UInt8(ascii: "f"): content.append(0x0C)
                case UInt8(ascii: "n"): content.append(0x0A)
                case UInt8(ascii: "r"): content.append(0x0D)
                case UInt8(ascii: "t"): content.append(0x09)
                case UInt8(ascii: "u"): content.append(contentsOf: try readUnicodeEscape())
                default: throw Deferred()
                }
            case ..<0x20:
                throw Deferred()
            default:
                content.append(byte)
            }
        }
        throw Deferred()
    }

    /// `\uXXXX` (after the `u`), or a surrogate pair `\uD83D\uDE00`, as UTF-8.
    private mutating func readUnicodeEscape() throws -> String.UTF8View {
        let first = try readHex4()
        var value = first
        if (0xD800...0xDBFF).contains(first) {
            guard index + 2 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw Deferred()
            }
            index += 2
            let second = try readHex4()
            guard (0xDC00...0xDFFF).contains(second) else { throw Deferred() }
            value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(value) else { throw Deferred() }
        return String(Character(scalar)).utf8
    }

    private mutating func readHex4() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw Deferred() }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            index += 1
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw Deferred()
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}
