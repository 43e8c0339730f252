import Foundation
import Testing
@testable import StrengthKit

/// `PrettyJSONEncoder` must write what JSONEncoder writes, byte for byte: escapes, numbers, empty
/// containers and nesting, each compared with the encoder on the same values.
@Suite struct PrettyJSONEncoderTests {
    struct Sample: Encodable {
        var list: [Double]
        var empty: [Int]
        var nested: Nested
        var text: String
        var missing: Nullable<Int>

        enum CodingKeys: String, CodingKey { case empty, list, missing, nested, text }

        struct Nested: Encodable {
            var inner: [Nested]
            var count: Int

            enum CodingKeys: String, CodingKey { case count, inner }
        }

        func written() throws -> [UInt8] {
            try PrettyJSONEncoder.encode(self)
        }
    }

    /// Every kind of value Codable has, each where a member, an element and a value alone go.
    struct Primitives: Encodable {
        var flag = true
        var float: Float = 0.1
        var int8 = Int8.min
        var int16 = Int16.max
        var int32 = Int32.min
        var int64 = Int64.min
        var nothing: Int?
        var something: Int? = 3
        var uint = UInt.max
        var uint8 = UInt8.max
        var uint16 = UInt16.max
        var uint32 = UInt32.max
        var uint64 = UInt64.max
        var elements: [Element] = [Element(), Element()]
        var matrix: [[Int?]] = [[1, nil], [], [nil]]
        var nothingInside = NoMembers()
        var flags = [false, true]
        var numbers: [Float] = [1.5, 0.3]
        var small: [Int8] = [-1, 2]
        var large: [UInt64] = [.max]
        var texts = ["a", "b"]

        enum CodingKeys: String, CodingKey {
            case elements, flag, flags, float, int16, int32, int64, int8, large, matrix, nothing, nothingInside, numbers, small,
                 something, texts, uint, uint16, uint32, uint64, uint8
        }

        struct Element: Encodable {
            var label = "x"
            var value = Nullable<Int16>(nil)
        }

        struct NoMembers: Encodable {}
    }

    @Test func everyKindOfValueIsWrittenAsJSONEncoderWritesIt() throws {
        #expect(try PrettyJSONEncoder.encode(Primitives()) == Array(try StoreCoding.encode(Primitives())))
        #expect(try PrettyJSONEncoder.encode([Primitives.Element()]) == Array(try StoreCoding.encode([Primitives.Element()])))
        #expect(try PrettyJSONEncoder.encode(Primitives.NoMembers()) == Array(try StoreCoding.encode(Primitives.NoMembers())))
    }

    @Test(arguments: ["", "plain", "a/b", "quote \" and \\ backslash", "line\nbreak\ttab\rreturn", "\u{8}\u{C}\u{1}\u{1F}\u{7F}",
                      "Brust/Rücken 💪", "\u{2028}\u{2029}", "<script>&amp;</script>"])
    func stringsAreEscapedAsJSONEncoderEscapesThem(_ text: String) throws {
        let sample = Sample(list: [1], empty: [], nested: .init(inner: [], count: 0), text: text, missing: Nullable(nil))
        #expect(try sample.written() == Array(try StoreCoding.encode(sample)))
    }

    @Test(arguments: [[0.0, -0.0, 1, -1, 0.1, 2.5, 100, 1e15, 1e16, 1e-7, 123_456_789.123, .leastNonzeroMagnitude, 1.5e300, 61_164_881.8, -40.125],
                      [9, 10, 99, 1e14, 999_999_999_999_999, -999_999_999_999_999, 123_456_789_012_345, 9_007_199_254_740_992, -1e15, 0.5, -0.5],
                      [Double]()])
    func numbersArePrintedAsJSONEncoderPrintsThem(_ numbers: [Double]) throws {
        let sample = Sample(list: numbers, empty: [], nested: .init(inner: [.init(inner: [], count: -3), .init(inner: [], count: 12)], count: 2),
                            text: "x", missing: Nullable(nil))
        #expect(try sample.written() == Array(try StoreCoding.encode(sample)))
    }

    /// Hundredths and tenths are written digit by digit: across magnitudes up to the 10^13 where
    /// that stops, on both sides of it, negative, and beside numbers that are not hundredths.
    @Test func decimalsArePrintedAsJSONEncoderPrintsThem() throws {
        var generator = SystemRandomNumberGenerator()
        var numbers: [Double] = [0.01, 0.05, 0.1, 0.99, 1.01, 4359.15, 4369.5, 8.5, 12.34, 99.99, 100.01, 0.07, 0.29, 1.15, 2.675,
                                 1e13 - 0.01, 1e13 + 0.5, 9_999_999_999_999.99, 1e12 + 0.01, 0.001, 0.015, 1.005, 1.234, -0.01, -4359.15,
                                 1.0 / 3, 2.0 / 3, 0.1 + 0.2, 123.456]
        for digits in 1...15 {
            let limit = UInt64(pow(10, Double(digits)))
            for _ in 0..<200 {
                let hundredths = UInt64.random(in: 0..<limit, using: &generator)
                numbers.append(Double(hundredths) / 100)
                numbers.append(-Double(hundredths) / 10)
                numbers.append(Double(hundredths) / 100 + Double.random(in: 0..<0.01, using: &generator))
            }
        }
        let sample = Sample(list: numbers, empty: [], nested: .init(inner: [], count: 0), text: "x", missing: Nullable(nil))
        let expected = Array(try StoreCoding.encode(sample))
        #expect(try sample.written() == expected)
    }

    @Test func wholeNumbersArePrintedAsJSONEncoderPrintsThem() throws {
        let sample = Sample(list: [], empty: [0, 1, 9, 10, 99, 100, -1, -10, 1_234_567, Int.max, Int.min],
                            nested: .init(inner: [], count: Int.min), text: "x", missing: Nullable(-7))
        #expect(try sample.written() == Array(try StoreCoding.encode(sample)))
    }

    /// Where JSONEncoder refuses a number (JSON has no infinity or NaN), the writer writes the figure as
    /// absent, never `inf`: a published stats.json stays JSON.
    @Test func aNumberThatIsNotFiniteIsWrittenAsNull() throws {
        struct Figures: Encodable {
            var double: [Double] = [.infinity, -.infinity, .nan, 1.5]
            var float: [Float] = [.infinity, 2]
        }
        let text = String(decoding: try PrettyJSONEncoder.encode(Figures()), as: UTF8.self)
        #expect(!text.contains("inf") && !text.contains("nan"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [Any]])
        #expect(object["double"]?.count == 4)
        #expect(object["double"]?[0] is NSNull)
        #expect((object["double"]?[3] as? Double) == 1.5)
        #expect(object["float"]?[0] is NSNull)
    }
}
