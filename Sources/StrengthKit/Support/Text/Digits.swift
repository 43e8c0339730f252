/// Zero-padded integers without a formatter or locale.
enum Digits {
    static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(abs(value))
        let padded = text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
        return value < 0 ? "-" + padded : padded
    }

    /// The number the ASCII digits in `range` of `bytes` spell; nil when one is not a digit.
    static func value(of bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        var value = 0
        for index in range {
            guard bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
        }
        return value
    }
}
