import Foundation
import Testing
import TestSupport
@testable import StrengthKit

/// A set typed in the unit the project does not show keeps it (`WorkoutSet.typedUnit`): the store holds
/// kilograms, the set is shown and typed back in its unit, and the unit goes through every codec of a
/// set. A set typed in the project's unit has none, so the files of such a history do not change.
@Suite struct TypedUnitTests {
    /// (project unit, entry, the unit the set keeps, the set as shown, as typed back).
    static let entries: [(WeightUnit, String, WeightUnit?, String, String)] = [
        (.kg, "Standing Calf Raise: 225lbx12", .lb, "225 lb × 12", "225lbx12"),
        (.kg, "Standing Calf Raise: 225 lbs x 12", .lb, "225 lb × 12", "225lbx12"),
        (.kg, "Standing Calf Raise: 100x12", nil, "100 kg × 12", "100x12"),
        (.kg, "Standing Calf Raise: 100kgx12", nil, "100 kg × 12", "100x12"),
        (.lb, "Standing Calf Raise: 100kgx12@8", .kg, "100 kg × 12 @8", "100kgx12@8"),
        (.lb, "Standing Calf Raise: 135x10", nil, "135 lb × 10", "135x10"),
        (.kg, "Pull Up: +20lbx8", .lb, "BW +20 lb × 8", "+20lbx8"),
        (.kg, "Pull Up: -25lbx6", .lb, "BW −25 lb × 6", "-25lbx6"),
        (.kg, "Pull Up: x12", nil, "BW × 12", "x12"),
        (.kg, "Farmer's Carry: 70lbx45s", .lb, "70 lb for 0:45", "70lbx45s"),
    ]

    /// The set is stored in kilograms, shown in the unit it was typed in, and typed back so that `log`
    /// reads the same set again.
    @Test(arguments: entries)
    func aSetKeepsTheUnitItWasTypedIn(_ unit: WeightUnit, _ entry: String, _ kept: WeightUnit?, _ shown: String, _ typed: String) throws {
        var history = HistoryFixture(units: unit)
        try history.log("2026-11-02 18:00", entry)
        let logged = history.data.workouts[0].exercises[0]
        let set = logged.sets[0]
        let type = try #require(history.data.library.exercise(id: logged.exercise)).type
        let format = DisplayFormatter(unit: unit)
        #expect(set.typedUnit == kept)
        #expect(format.set(set, type: type) == shown)
        #expect(format.typed(set, type: type) == typed)
        #expect(try SetSyntax(defaultUnit: unit).parse(typed).workoutSet(for: type, exerciseName: "x") == set)
    }

    @Test func theStoreStaysInKilograms() throws {
        var history = HistoryFixture(units: .kg)
        try history.log("2026-11-02 18:00", "Standing Calf Raise: 225lbx12x3")
        #expect(history.data.workouts[0].exercises[0].sets == Array(repeating: WorkoutSet(weightKg: 102.058283, reps: 12, typedUnit: .lb),
                                                                     count: 3))
    }

    /// Two workouts of a kg project: calf raises typed in lb, a bench press and a run typed in the project's unit.
    static func history() throws -> HistoryFixture {
        var history = HistoryFixture(units: .kg, timeZone: "Europe/Berlin")
        try history.log("2026-11-02 18:00", "Standing Calf Raise: 225lbx12x3", "Bench Press: 100x5", "Running: 5km in 25:00")
        try history.log("2026-11-04 18:00", "Pull Up: +20lbx8, x10")
        return history
    }

    /// The store's JSON (with the strict workout-file decoder and the store image's binary form), the
    /// export document, `session.json` and the edits that rewrite a set all carry the unit; a set typed
    /// in the project's unit has no key for it, so existing files keep their bytes.
    @Test func theUnitGoesThroughEveryCodecOfASet() throws {
        let data = try Self.history().data
        let project = try TestProject(data)
        #expect(try project.store.load() == data)
        let path = project.store.layout.dataURL(StoreLayout.workoutPath(id: data.workouts[0].id))
        let file = try Data(contentsOf: path)
        let text = String(decoding: file, as: UTF8.self)
        #expect(text.components(separatedBy: "\"typedUnit\" : \"lb\"").count == 4, "\(text)")
        #expect(!text.contains("\"typedUnit\" : \"kg\""))
        #expect(WorkoutFileDecoder.decode(file) == data.workouts[0])

        for workout in data.workouts {
            var bytes: [UInt8] = []
            WorkoutImageCoder.append(workout, to: &bytes)
            #expect(bytes.withUnsafeBytes { WorkoutImageCoder.decode($0) } == workout)
        }

        let exported = try DataTransfer.exportData(data)
        #expect(String(decoding: exported, as: UTF8.self).contains("\"typedUnit\" : \"lb\""))
        let document = try ExportDocumentImport.read(exported, path: "export.json")
        #expect(document.workouts == data.workouts)
        let restored = try TestProject(ProjectData(settings: data.settings))
        try restored.store.update { fresh in
            _ = try ExportDocumentImport.merge(document, into: &fresh, replaceSettings: false, path: "export.json")
        }
        #expect(try DataTransfer.exportData(try restored.store.load()) == exported)

        try project.store.update { data in
            try LiveWorkout.start(.init(plan: .empty, start: try #require(LocalDateTime("2026-11-06 18:00"))), in: &data)
            try LiveWorkout.add(["Standing Calf Raise: 230lbx12, 105x12"], in: &data)
        }
        let session = try String(contentsOf: project.store.layout.dataURL("session.json"), encoding: .utf8)
        #expect(session.components(separatedBy: "\"typedUnit\" : \"lb\"").count == 2, "\(session)")
        #expect(try project.store.load().session?.exercises[0].sets.map(\.typedUnit) == [.lb, nil])
    }

    /// `workout edit` and `history edit` read the new set as `log` does: it takes the unit it is typed in now.
    @Test(arguments: [("230lbx12", WeightUnit?.some(.lb)), ("105x12", nil), ("105kgx12", nil)])
    func anEditedSetIsTypedAgain(_ text: String, _ kept: WeightUnit?) throws {
        let data = try Self.history().data
        var exercises = data.workouts[0].exercises
        var notes: String?
        try WorkoutEditor.apply([.replaceSet(exercise: "Standing Calf Raise", set: 2, with: text)], to: &exercises, notes: &notes,
                                library: data.library, units: .kg,
                                outliers: OutlierCheck(history: data.workouts, unit: .kg, allowsOutliers: true))
        #expect(exercises[0].sets.map(\.typedUnit) == [.lb, kept, .lb])
    }

    /// Strong's layout has one unit for the whole file: a set typed in the other unit is written in the
    /// project's, as the number that reads back to the kilograms stored.
    @Test func theStrongExportWritesThemInTheProjectsUnit() throws {
        let csv = StrongExport.csv(try Self.history().data)
        #expect(csv.contains("\"Standing Calf Raise\",1,102.058283,12.0,"), "\(csv)")
        #expect(!csv.contains("225"))
    }

    /// A document from a project of the other unit merged into one with history: what its project showed
    /// in its own unit was typed in it, and keeps that unit here; what was typed in this one loses it.
    @Test func aDocumentOfTheOtherUnitKeepsItsUnitWhenMerged() throws {
        var pounds = HistoryFixture(units: .lb, timeZone: "Europe/Berlin")
        try pounds.log("2026-10-05 18:00", "Squat: 225x5, 100kgx3")
        _ = try GoalEditor.add(.e1rm(exercise: "squat", kg: WeightUnit.lb.kilograms(315)), deadline: nil,
                               today: LocalDay("2026-10-06")!, in: &pounds.data)
        let document = try ExportDocumentImport.read(try DataTransfer.exportData(pounds.data), path: "export.json")
        var kilograms = try Self.history().data
        _ = try ExportDocumentImport.merge(document, into: &kilograms, replaceSettings: false, path: "export.json")
        let squat = try #require(kilograms.workouts.first { $0.name == pounds.data.workouts[0].name && $0.exercises[0].exercise == "squat" })
        #expect(squat.exercises[0].sets.map(\.typedUnit) == [.lb, nil])
        #expect(kilograms.goals.map(\.typedUnit) == [.lb])
        #expect(DisplayFormatter(unit: .kg).set(squat.exercises[0].sets[0], type: .weightReps) == "225 lb × 5")
    }

    /// A unit belongs to a weight: a set without one keeps none, in the store's rules and when a merge
    /// takes a bodyweight set's (zero) load away.
    @Test func aSetWithoutAWeightHasNoTypedUnit() throws {
        #expect(SetRules.problem(with: WorkoutSet(reps: 12, typedUnit: .lb), for: .bodyweightReps)
                == SetRules.Problem(field: "typedUnit", message: "lb for a set without a weight; only a weight is typed in a unit"))
        #expect(SetRules.problem(with: WorkoutSet(weightKg: 0, reps: 12, typedUnit: .lb), for: .bodyweightReps) == nil)
        var history = HistoryFixture(units: .kg)
        try history.log("2026-11-02 18:00", "Pull Up: +0lbx12")
        let set = history.data.workouts[0].exercises[0].sets[0]
        #expect(set.typedUnit == .lb)
        #expect(SetConversion.convert(set, from: .bodyweightReps, to: .repsOnly) == .converted(WorkoutSet(reps: 12)))
    }
}
