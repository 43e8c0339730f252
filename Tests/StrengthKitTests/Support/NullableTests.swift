import Foundation
import Testing
@testable import StrengthKit

/// `@Nullable` fields: written as `null` when `nil`, so the `--json` documents keep every key; read
/// back as a plain optional reads them.
@Suite struct NullableTests {
    static let start = Timestamp(iso8601: "2025-03-14T18:00:00Z")!
    static let bench = ExerciseReference(id: "bench-press", name: "Bench Press", type: .weightReps, sets: 3)
    static let press = ExerciseReference(id: "press", name: "Press", type: .weightReps, sets: 0)

    /// Each document that writes an absent value as `null`, with the keys that must be `null`.
    static let documents: [(name: String, document: any Encodable & Sendable, nullKeys: [String])] = [
        ("history row", HistoryRow(id: "w", name: "W", start: start, durationSeconds: nil, exerciseCount: 0, setCount: 0, volumeKg: 0),
         ["durationSeconds"]),
        ("exercise summary", ExerciseSummary(Exercise(id: "bench-press", name: "Bench Press", type: .weightReps), in: ProjectData()),
         ["notes", "lastPerformed"]),
        ("template usage", TemplateUsage.unused, ["lastUsed", "lastWorkout"]),
        ("merge suggestion", MergeSuggestion(from: press, into: bench, evidence: .oneLetterApart, why: "", conversion: nil, command: ""),
         ["conversion"]),
        ("merge report", MergeReport(from: press, into: bench, setsMoved: 0, workouts: [], aliasesAdded: [], templates: [],
                                     conversion: nil, categoriesTaken: [], notesAdded: false, setsHeld: 0, heldExample: nil),
         ["conversion", "heldExample"]),
    ]

    @Test(arguments: documents.indices)
    func anAbsentValueIsWrittenAsNull(_ index: Int) throws {
        let (name, document, nullKeys) = Self.documents[index]
        let object = try #require(try JSONSerialization.jsonObject(with: StoreCoding.encode(document)) as? [String: Any], "\(name)")
        for key in nullKeys {
            #expect(object[key] is NSNull, "\(name): \(key)")
        }
    }

    @Test(arguments: [
        (#"{"id":"w","name":"W","start":"2025-03-14T18:00:00Z","exerciseCount":1,"setCount":2,"volumeKg":3}"#, nil),
        (#"{"id":"w","name":"W","start":"2025-03-14T18:00:00Z","durationSeconds":null,"exerciseCount":1,"setCount":2,"volumeKg":3}"#, nil),
        (#"{"id":"w","name":"W","start":"2025-03-14T18:00:00Z","durationSeconds":3900,"exerciseCount":1,"setCount":2,"volumeKg":3}"#, 3900),
    ] as [(String, Int?)])
    func aMissingKeyOrNullReadsAsNil(_ json: String, durationSeconds: Int?) throws {
        let row = try JSONDecoder().decode(HistoryRow.self, from: Data(json.utf8))
        #expect(row.durationSeconds == durationSeconds)
        #expect(row.setCount == 2)
    }
}
