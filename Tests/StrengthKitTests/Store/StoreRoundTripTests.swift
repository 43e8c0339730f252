import Foundation
import Testing
import TestSupport
@testable import StrengthKit

@Suite struct StoreRoundTripTests {
    static func sampleData() throws -> ProjectData {
        var data = ProjectData(settings: Settings(units: .lb, timeZone: "Europe/Berlin"), library: StarterLibrary.library)
        let zone = try #require(TimeZone(identifier: "Europe/Berlin"))
        let start = try Timestamp(local: #require(LocalDateTime("2025-03-14 18:00")), in: zone)
        data.workouts = [
            Workout(id: "2025-03-14-1800-upper-a", name: "Upper A", start: start, end: start.adding(seconds: 3900),
                    notes: "Felt **strong**.", exercises: [
                        LoggedExercise(exercise: "bench-press", sets: [
                            WorkoutSet(kind: .warmup, weightKg: 60, reps: 10),
                            WorkoutSet(weightKg: WeightUnit.lb.kilograms(225), reps: 5, rpe: 8.5),
                        ]),
                        LoggedExercise(exercise: "plank", sets: [WorkoutSet(durationSeconds: 60)]),
                    ]),
        ]
        data.bodyWeight = BodyWeightLog(entries: [BodyWeightEntry(date: LocalDay("2025-03-01")!, weightKg: 80.5)])
        return data
    }

    @Test func savedDataLoadsBackEqual() throws {
        let folder = try TemporaryDirectory()
        let store = ProjectStore(projectDirectory: folder.url)
        let data = try Self.sampleData()
        try store.create(with: data)
        #expect(try store.load() == data)
    }

    @Test func workoutFileIsPrettySortedVersionedAndEndsWithNewline() throws {
        let folder = try TemporaryDirectory()
        try ProjectStore(projectDirectory: folder.url).create(with: try Self.sampleData())
        let text = try folder.read("Data/workouts/2025/2025-03-14-1800-upper-a.json")
        #expect(text.hasSuffix("}\n"))
        #expect(text.contains("\"schemaVersion\" : 1"))
        #expect(text.contains("\"start\" : \"2025-03-14T18:00:00+01:00\""))
        #expect(text.contains("\"end\" : \"2025-03-14T19:05:00+01:00\""))
        let keys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        #expect(keys == keys.sorted())
    }

    @Test func weightLoggedInPoundsReadsBackAsTheSamePounds() throws {
        let kilograms = WeightUnit.lb.kilograms(225)
        #expect(kilograms == 102.058283)
        #expect(NumberText.decimal(WeightUnit.lb.value(fromKilograms: kilograms), maximumFractionDigits: 2) == "225")
        for pounds in stride(from: 0.5, through: 1000, by: 0.25) {
            let back = WeightUnit.lb.value(fromKilograms: WeightUnit.lb.kilograms(pounds))
            #expect(NumberText.decimal(back, maximumFractionDigits: 2) == NumberText.decimal(pounds, maximumFractionDigits: 2))
        }
    }

    @Test func slugsTransliterateAndStaySafe() {
        #expect(Slug.make(from: "Bench Press (Paused)") == "bench-press-paused")
        #expect(Slug.make(from: "Crème brûlée curl") == "creme-brulee-curl")
        #expect(Slug.make(from: "Farmer's Carry") == "farmers-carry")
        #expect(Slug.make(from: "Farmer’s Carry") == "farmers-carry")
        #expect(Slug.make(from: String(repeating: "ab ", count: 50), maximumLength: 10) == "ab-ab-ab-a")
        #expect(Slug.make(from: "../../etc/passwd") == "etc-passwd")
        #expect(Slug.make(from: "<script>alert(1)</script>") == "script-alert-1-script")
        #expect(Slug.isValid(Slug.make(from: "Жим лёжа")) || Slug.make(from: "Жим лёжа").isEmpty)
    }
}
