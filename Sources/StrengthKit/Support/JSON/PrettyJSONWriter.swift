/// Writes JSON byte for byte as `StoreCoding.encode` does (JSONEncoder: pretty-printed, two-space
/// indents, `"key" : value`, sorted keys, slashes unescaped, doubles by their shortest description
/// without a trailing `.0`), straight into bytes: what `PrettyJSONEncoder` writes with. The caller
/// writes each object's keys in sorted order; `PrettyJSONEncoderTests` check the bytes against
/// JSONEncoder's.
struct PrettyJSONWriter {
    private(set) var bytes: [UInt8] = []
    /// Per open object or array: whether it has a member yet.
    private var hasMember: [Bool] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Starts the member `key` of the object being written; its value comes next. The key is the
    /// type's `CodingKeys` case, so the writer spells it as `Encodable` does: by the property.
    mutating func key(_ key: some CodingKey) {
        startMember()
        bytes.append(UInt8(ascii: "\""))
        // Its bytes at once: appending the `utf8` view made stats.json some 8 % slower to write.
        var name = key.stringValue
        name.withUTF8 { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: " "))
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
    }

    mutating func value(_ number: Int) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(number.magnitude)
    }

    mutating func value(_ number: UInt) {
        appendDigits(number)
    }

    /// As JSONEncoder writes a `Float`: its own shortest description, not that of the `Double` it widens to.
    mutating func value(_ number: Float) {
        guard number.isFinite else { return bytes.append(contentsOf: "null".utf8) }
        appendShortestDescription(of: number)
    }

    /// A finite number as JSONEncoder writes it (the callers round, and the store's ranges keep NaN and infinity out):
    /// its shortest description without a trailing `.0`. Whole numbers, most of `stats.json`'s,
    /// are written digit by digit: below 10^15 that is their description (-0 keeps its sign). So
    /// are numbers of hundredths (volumes, half sets, rounded estimates: the rest of them; their
    /// descriptions took most of the file's time): below 10^13 two such numbers are never the
    /// same double, so the one that reads back as this number is its shortest description.
    mutating func value(_ number: Double) {
        // JSON has no infinity or NaN, and the store's ranges keep every figure finite; should one ever
        // not be, the document stays JSON and the figure is absent (null) rather than wrong ("inf").
        guard number.isFinite else { return bytes.append(contentsOf: "null".utf8) }
        let magnitude = number.magnitude
        if number == number.rounded(.towardZero), magnitude < 1e15 {
            if number.sign == .minus { bytes.append(UInt8(ascii: "-")) }
            appendDigits(UInt(magnitude))
            return
        }
        if magnitude < 1e13 {
            let hundredths = (magnitude * 100).rounded()
            if hundredths / 100 == magnitude {
                let whole = UInt(hundredths)
                if number.sign == .minus { bytes.append(UInt8(ascii: "-")) }
                appendDigits(whole / 100)
                bytes.append(UInt8(ascii: "."))
                let fraction = whole % 100
                bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
                if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
                return
            }
        }
        appendShortestDescription(of: number)
    }

    /// A number's shortest description without a trailing `.0`, as JSONEncoder writes it.
    private mutating func appendShortestDescription(of number: some BinaryFloatingPoint & LosslessStringConvertible) {
        var text = number.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    private mutating func appendDigits(_ number: UInt) {
        guard number >= 10 else { return bytes.append(UInt8(ascii: "0") + UInt8(number)) }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)   // room for 24 digits, written from the end
        var count = 0
        var rest = number
        withUnsafeMutableBytes(of: &digits) { buffer in
            while rest > 0 {
                count += 1
                buffer[24 - count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            bytes.append(contentsOf: buffer[(24 - count)...])
        }
    }

    mutating func value(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x08: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x0C: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func value(_ flag: Bool) {
        bytes.append(contentsOf: (flag ? "true" : "false").utf8)
    }

    /// The line end `StoreCoding.encode` puts after the document.
    mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
    }

    mutating func null() {
        bytes.append(contentsOf: "null".utf8)
    }

    /// Opens an object (`{`) or an array (`[`); its members or elements come next.
    mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        hasMember.append(false)
    }

    /// Closes what `open` opened last, with its bracket.
    mutating func close(_ bracket: UInt8) {
        let hadMembers = hasMember.removeLast()
        // JSONEncoder leaves an empty line inside an empty object or array.
        if !hadMembers { bytes.append(UInt8(ascii: "\n")) }
        bytes.append(UInt8(ascii: "\n"))
        indent(hasMember.count)
        bytes.append(bracket)
    }

    /// Starts an element of the array being written, or a member of the object (`key` calls it).
    mutating func startMember() {
        guard let last = hasMember.indices.last else { return }
        if hasMember[last] { bytes.append(UInt8(ascii: ",")) }
        hasMember[last] = true
        bytes.append(UInt8(ascii: "\n"))
        indent(hasMember.count)
    }

    private mutating func indent(_ depth: Int) {
        for _ in 0..<2 * depth { bytes.append(UInt8(ascii: " ")) }
    }
}
