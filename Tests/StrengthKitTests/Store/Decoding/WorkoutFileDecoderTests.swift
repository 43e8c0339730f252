import DemoHistory
import Foundation
import Testing
@testable import StrengthKit

/// `WorkoutFileDecoder` decodes what `JSONDecoder` decodes, or declines: never a different workout.
@Suite struct WorkoutFileDecoderTests {
    static func reference(_ data: Data) -> Workout? {
        try? StoreCoding.decode(VersionedFile<Workout>.self, from: data).content
    }

    static func file(_ workout: Workout) throws -> Data {
        try StoreCoding.encode(VersionedFile(workout))
    }

    /// The decoder held to the definition over workouts that set every field: a field added to a
    /// workout type fails here until `Codable` and the decoder both carry it (the decoder declines
    /// a file with a key it does not know, so it would only ever be slower, but it is meant to be fast).
    @Test func decodesEveryFieldAsTheDefinitionDoes() throws {
        #expect(FullyPopulated.gaps(in: FullyPopulated.workouts) == [])
        for workout in FullyPopulated.workouts {
            let data = try Self.file(workout)
            let (reference, fast) = (Self.reference(data), WorkoutFileDecoder.decode(data))
            #expect(reference == workout, "Codable drops a field of \(workout.id)")
            #expect(fast == workout, "WorkoutFileDecoder does not read \(workout.id) as Codable does")
            if let fast { #expect(FullyPopulated.differences(between: fast, and: workout) == [], "\(workout.id)") }
        }
    }

    @Test func decodesWhatTheStoreWrites() throws {
        var workouts = FullyPopulated.workouts
        workouts += try DemoHistoryGenerator().generate().workouts.prefix(300)
        for workout in workouts {
            let data = try Self.file(workout)
            #expect(WorkoutFileDecoder.decode(data) == workout, "\(workout.id)")
            #expect(Self.reference(data) == workout, "\(workout.id)")
        }
    }

    static let taken: [String] = [
        #"{"schemaVersion":1,"id":"x","name":"n","start":"2025-03-14T18:00:00Z","exercises":[]}"#,
        #"{"exercises":[{"sets":[{}],"exercise":"e"}],"start":"2025-03-14T18:00:00Z","name":"n","id":"x","schemaVersion":1.0}"#,
        #"{"schemaVersion":1,"id":"x","name":"n\u00e9\/\ud83d\ude00","start":"2025-03-14T18:00:00Z","end":null,"notes":null,"#
            + #""template":null,"source":null,"exercises":[{"exercise":"e","notes":null,"superset":null,"sets":[{"kind":null,"#
            + #""weightKg":-0,"reps":1e1,"durationSeconds":null,"distanceMeters":1.5E+2,"rpe":null,"restSeconds":60,"notes":null}]}]}"#,
        " \r\n\t{ \"schemaVersion\" : 1 , \"id\" : \"x\" , \"name\" : \"n\" , \"start\" : \"2025-03-14T18:00:00Z\" , \"exercises\" : [ ] } \n",
        #"{"schemaVersion":1,"id":"x","name":"n","start":"2025-03-14T18:00:00Z","exercises":[],"readiness":{"energy":"low"}}"#,
        #"{"schemaVersion":1,"id":"x","name":"n","start":"2025-03-14T18:00:00Z","exercises":[],"readiness":{}}"#,
        #"{"schemaVersion":1,"id":"x","name":"n","start":"2025-03-14T18:00:00Z","exercises":[],"readiness":null}"#,
        #"{"schemaVersion":1,"id":"x","name":"n","start":"2025-03-14T18:00:00Z","exercises":[],"#
            + #""readiness":{"energy":null,"soreness":"none","minutesAvailable":45.0}}"#,
        // Set keys and kinds are matched as bytes; escaped, they are read as their text.
        #"{"schemaVersion":1,"id":"x","name":"n","start":"2025-03-14T18:00:00Z","exercises":[{"exercise":"e","sets":[{"we\u0069ghtKg":20,"#
            + #""kind":"w\u0061rmup","notes":"\u00e9 \"q\"","reps":5},{"kind":"drop","n\u006ftes":"é"}]}]}"#,
    ]

    @Test(arguments: taken)
    func takesAnyValidSpellingOfAWorkout(text: String) throws {
        let data = Data(text.utf8)
        let reference = try #require(Self.reference(data))
        #expect(WorkoutFileDecoder.decode(data) == reference)
    }

    static let declined: [String] = [
        #"{"schemaVersion":1,"id":"x","name":"n","start":"2025-03-14T18:00:00Z","exercises":[],"extra":1}"#,
        #"{"schemaVersion":1,"id":"x","id":"y","name":"n","start":"2025-03-14T18:00:00Z","exercises":[]}"#,
        #"{"schemaVersion":1,"id":"x","name":"n","start":"2025-03-14T18:00:00Z","exercises":[],}"#,
        #"{"schemaVersion":01,"id":"x","name":"n","start":"2025-03-14T18:00:00Z","exercises":[]}"#,
        #"{"schemaVersion":2,"id":"x","name":"n","start":"2025-03-14T18:00:00Z","exercises":[]}"#,
        #"{"schemaVersion":1,"name":"n","start":"2025-03-14T18:00:00Z","exercises":[]}"#,
        #"{"schemaVersion":1,"id":"x","name":"\ud83d","start":"2025-03-14T18:00:00Z","exercises":[]}"#,
        #"{"schemaVersion":1,"id":"x","name":"\ud83d\ue000","start":"2025-03-14T18:00:00Z","exercises":[]}"#,
        #"{"schemaVersion":1,"id":"x","name":"\ude00","start":"2025-03-14T18:00:00Z","exercises":[]}"#,
        #"{"schemaVersion":1,"id":"x","name":"n","start":"2025-03-14 18:00","exercises":[]}"#,
        #"{"schemaVersion":1,"id":"x","name":"n","start":"2025-03-14T18:00:00Z","exercises":[{"exercise":"e","sets":[{"reps":5.5}]}]}"#,
        #"{"schemaVersion":1,"id":"x","name":"n","start":"2025-03-14T18:00:00Z","exercises":[{"exercise":"e","sets":[{"kind":"big"}]}]}"#,
        #"{"schemaVersion":1,"id":"x","name":"n","start":"2025-03-14T18:00:00Z","exercises":[{"exercise":"e","sets":[{"kind":"Normal"}]}]}"#,
        #"{"schemaVersion":1,"id":"x","name":"n","start":"2025-03-14T18:00:00Z","exercises":[{"exercise":"e","sets":[{"reps":1,"re\u0070s":2}]}]}"#,
        #"{"schemaVersion":1,"id":"x","name":"n","start":"2025-03-14T18:00:00Z","exercises":[{"exercise":"e","sets":[{"weight":1}]}]}"#,
        #"{"schemaVersion":1,"id":"x","name":"n","start":"2025-03-14T18:00:00Z","exercises":[{"exercise":"e","sets":null}]}"#,
        #"{"schemaVersion":1,"id":"x","name":"n","start":"2025-03-14T18:00:00Z","exercises":[]} x"#,
        #"{"schemaVersion":1,"id":"x","name":"n","start":"2025-03-14T18:00:00Z","exercises":[{"exercise":"e","sets":[{"weightKg":1e999}]}]}"#,
        // JSONDecoder rejects some zeros with an exponent (`0e5`, yet not `0e12` or `-0e5`): none is read.
        #"{"schemaVersion":1,"id":"x","name":"n","start":"2025-03-14T18:00:00Z","exercises":[{"exercise":"e","sets":[{"weightKg":0e5}]}]}"#,
        #"{"schemaVersion":1,"id":"x","name":"n","start":"2025-03-14T18:00:00Z","exercises":[{"exercise":"e","sets":[{"reps":-0E1}]}]}"#,
        #"{"schemaVersion":1,"id":"x","name":"n","start":"2025-03-14T18:00:00Z","exercises":[],"readiness":{"energy":"tired"}}"#,
        #"{"schemaVersion":1,"id":"x","name":"n","start":"2025-03-14T18:00:00Z","exercises":[],"readiness":{"minutesAvailable":0.5}}"#,
        #"{"schemaVersion":1,"id":"x","name":"n","start":"2025-03-14T18:00:00Z","exercises":[],"readiness":{"mood":"ok"}}"#,
        #"{"schemaVersion":1,"id":"x","name":"n","start":"2025-03-14T18:00:00Z","exercises":[],"splitDay":{"split":"s"}}"#,
        "\u{FEFF}{\"schemaVersion\":1,\"id\":\"x\",\"name\":\"n\",\"start\":\"2025-03-14T18:00:00Z\",\"exercises\":[]}",
    ]

    @Test(arguments: declined)
    func declinesWhatItDoesNotCertainlyRead(text: String) {
        #expect(WorkoutFileDecoder.decode(Data(text.utf8)) == nil)
    }

    @Test func declinesInvalidUTF8() throws {
        var data = try Self.file(FullyPopulated.workouts[0])
        let index = try #require(data.firstIndex(of: UInt8(ascii: "U")))
        data[index] = 0xFF
        #expect(WorkoutFileDecoder.decode(data) == nil)
        #expect(Self.reference(data) == nil)
    }

    @Test func shortDecimalsParseAsDoubleParsesThem() {
        var random = SplitMix64(seed: 7)
        var texts = ["0", "-0", "0.1", "1.005", "102.5", "0.30000000000000004", "123456789012345", "1234567890123456",
                     "0.000000000000000000001", "9007199254740993", "2.5e3", "-17.125",
                     // 18 digits: the integer rounds, then the division again, and misses by one bit.
                     "754886589211414.944", "112820227.476492188", "409420.046858375978"]
        for _ in 0..<20_000 {
            let digits = String(random.below(1_000_000_000_000_000))
            let point = random.below(digits.count + 1)
            let text = point == digits.count ? digits : digits.prefix(point) + "." + digits.dropFirst(point)
            texts.append((random.below(2) == 0 ? "-" : "") + (text.hasPrefix(".") ? "0" + text : String(text)))
        }
        for text in texts {
            let bytes = Array(text.utf8)
            let fast = bytes.withUnsafeBufferPointer { JSONCursor.exactDecimal($0) }
            if let fast {
                #expect(fast.bitPattern == Double(text)?.bitPattern, "\(text)")
            }
        }
        #expect(["0.1", "102.5", "-0"].allSatisfy { text in
            Array(text.utf8).withUnsafeBufferPointer { JSONCursor.exactDecimal($0) } != nil
        })
    }

    /// Random edits of real files: whenever the fast decoder takes the result, `JSONDecoder` reads
    /// the same workout from it.
    @Test func mutatedFilesDecodeAsJSONDecoderDecodesThem() throws {
        var random = SplitMix64(seed: 2026_11_22)
        let originals = try FullyPopulated.workouts.map(Self.file)
            + DemoHistoryGenerator().generate().workouts.prefix(20).map(Self.file)
        let pieces: [[UInt8]] = ["", " ", "0", "1", "-", ".", "e", "\"", "\\", ",", ":", "{", "}", "[", "]", "null", "\\u00e9",
                                 "\\ud83d", "é", "x", "\n"].map { Array($0.utf8) } + [[0xFF], [0x01], [0xC3]]
        var taken = 0
        for _ in 0..<20_000 {
            var bytes = Array(originals[random.below(originals.count)])
            for _ in 0...random.below(3) {
                let at = random.below(bytes.count)
                let length = random.below(4)
                bytes.replaceSubrange(at..<min(bytes.count, at + length), with: pieces[random.below(pieces.count)])
            }
            let data = Data(bytes)
            guard let fast = WorkoutFileDecoder.decode(data) else { continue }
            taken += 1
            let reference = Self.reference(data)
            #expect(reference == fast, "\(String(decoding: bytes, as: UTF8.self))")
            if reference != fast { break }
        }
        #expect(taken > 500)
    }
}
