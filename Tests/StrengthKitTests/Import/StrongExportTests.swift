import DemoHistory
import Foundation
import Testing
@testable import StrengthKit

/// `export --format strong`: the history in Strong's comma layout (dialect A), which the importer
/// reads back to the same workouts, sets and analytics.
@Suite struct StrongExportTests {
    /// The header is Strong's English dialect-A header, and the importer takes it for that dialect.
    @Test func theHeaderIsDialectA() throws {
        #expect(StrongExport.header == "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE")
        let layout = try #require(StrongLayout.detect(StrongExport.header.components(separatedBy: ","), delimiter: UInt8(ascii: ",")))
        #expect(layout.format.kind == .strongA)
        #expect(layout.index == Dictionary(uniqueKeysWithValues: StrongColumn.positionalLayout.enumerated().map { ($1, $0) }))
        for column in StrongColumn.positionalLayout + [.workoutNumber, .weightUnit, .distanceUnit] {
            #expect(StrongColumn.synonyms[column.englishName] == column, "\(column)")
        }
    }

    /// A small history written out by hand as Strong writes it (compare `Fixtures/imports/strong/A-comma-12-columns.csv`).
    @Test func aHistoryIsWrittenAsStrongWritesIt() throws {
        var history = HistoryFixture(timeZone: "Europe/Berlin")
        try history.log("2025-03-10 18:02", "Bench Press: w40x10, 80x5 @8, 80x5 @8.5, f80x3 @10, d60x8", "Plank: 60s, 45s", minutes: 65, name: "Push Day")
        try history.log("2025-03-12 07:30", "Running: 5.2km in 26:00", "Squat: 100x5, 102.5x5", minutes: 45, name: "Run, then \"legs\"")
        try history.log("2025-03-14 18:00", "Pull Up: x8, +10x6, -20x5", minutes: nil, name: "Pull")
        history.data.workouts[0].notes = "Felt strong\nslept 8h"
        history.data.workouts[0].exercises[0].notes = "Pause on the chest"
        history.data.workouts[1].exercises[1].sets[1].notes = "belt"
        #expect(StrongExport.csv(history.data) == #"""
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2025-03-10 18:02:00,"Push Day",1h 5m,"Bench Press",W,40.0,10.0,0,0.0,"Pause on the chest","Felt strong\nslept 8h",
            2025-03-10 18:02:00,"Push Day",1h 5m,"Bench Press",1,80.0,5.0,0,0.0,,,8
            2025-03-10 18:02:00,"Push Day",1h 5m,"Bench Press",2,80.0,5.0,0,0.0,,,8.5
            2025-03-10 18:02:00,"Push Day",1h 5m,"Bench Press",F,80.0,3.0,0,0.0,,,10
            2025-03-10 18:02:00,"Push Day",1h 5m,"Bench Press",D,60.0,8.0,0,0.0,,,
            2025-03-10 18:02:00,"Push Day",1h 5m,"Plank",1,0,0.0,0,60.0,"",,
            2025-03-10 18:02:00,"Push Day",1h 5m,"Plank",2,0,0.0,0,45.0,,,
            2025-03-12 07:30:00,"Run, then ""legs""",45m,"Running",1,0,0.0,5.2,1560.0,"","",
            2025-03-12 07:30:00,"Run, then ""legs""",45m,"Squat",1,100.0,5.0,0,0.0,"",,
            2025-03-12 07:30:00,"Run, then ""legs""",45m,"Squat",2,102.5,5.0,0,0.0,"belt",,
            2025-03-14 18:00:00,"Pull",,"Pull Up",1,0,8.0,0,0.0,"","",
            2025-03-14 18:00:00,"Pull",,"Pull Up",2,10.0,6.0,0,0.0,,,
            2025-03-14 18:00:00,"Pull",,"Pull Up",3,-20.0,5.0,0,0.0,,,
            """#)
    }

    @Test(arguments: [(0, "0s"), (55, "55s"), (60, "1m"), (31 * 60 + 59, "31m"), (3600, "1h"), (2 * 3600, "2h"), (3900, "1h 5m"), (48 * 3600 + 40 * 60, "48h 40m")])
    func durationsAsStrongWritesThem(_ seconds: Int, _ text: String) {
        #expect(StrongExport.duration(seconds) == text)
        #expect(ImportTimeText.strongDuration(text) == seconds / 60 * 60 + (seconds < 60 ? seconds : 0))
    }

    /// Weights and distances in the project's unit: the shortest number that reads back as the value stored.
    @Test(arguments: [
        (100.0, WeightUnit.kg, "100.0"), (102.5, .kg, "102.5"), (61.23497, .kg, "61.23497"), (-20, .kg, "-20.0"), (0, .kg, "0"),
        (61.23497, .lb, "135.0"),            // typed as 135 lb
        (100.0, .lb, "220.462262"),          // typed as 100 kg: six decimals read back as 100 kg exactly
        (WeightUnit.lb.kilograms(16.53), .lb, "16.53"),
    ])
    func weightsAreTheShortestNumberThatReadsBack(_ kilograms: Double, _ unit: WeightUnit, _ text: String) throws {
        #expect(StrongExport.weight(kilograms, in: unit) == text)
        #expect(unit.kilograms(try #require(Double(text))) == kilograms)
    }

    @Test(arguments: [(5200.0, DistanceUnit.km, "5.2"), (10_000, .mi, "6.213712"), (1609.344, .mi, "1.0"), (400, .km, "0.4")])
    func distancesAreTheShortestNumberThatReadsBack(_ meters: Double, _ unit: DistanceUnit, _ text: String) {
        #expect(StrongExport.distance(meters, in: unit) == text)
    }

    /// The demo history (every exercise type and set kind, notes, five months), written as Strong and
    /// imported into a fresh project in either unit: the same workouts with the same sets, and the same
    /// analytics — volume, working sets and records per exercise, weeks, months, muscle groups. Body
    /// weight is not in Strong's layout, so the history has none (bodyweight volume counts it).
    @Test(arguments: [WeightUnit.kg, .lb])
    func theDemoHistoryReadsBackTheSame(_ unit: WeightUnit) throws {
        var source = try DemoHistoryGenerator().generate()
        source.bodyWeight = BodyWeightLog()
        source.settings.units = unit
        let parsed = try ImportReader.read(bytes: Array(StrongExport.csv(source).utf8), display: "strong.csv")
        #expect(parsed.format.kind == .strongA)
        var imported = ProjectData(settings: source.settings, library: StarterLibrary.library)
        let report = try ImportPlanner.apply([parsed], to: &imported, options: ImportOptions(), dryRun: false)
        #expect(report.files[0].units?.unit == unit && report.files[0].units?.source == .evidence)
        #expect(report.files[0].workoutsAdded == source.workouts.count)
        // Strong's layout has no unit per set: a set comes back typed in the unit the reading finds the
        // whole file typed in (`UnitDecision.typedIn`), marked when that is not the project's. The demo's
        // weights are kilogram plates, so in a pound project every set with a weight comes back typed in kg.
        let typedIn = try #require(report.files[0].units?.typedIn)
        #expect(typedIn == .kg)

        func shape(_ data: ProjectData, markingTheFilesUnit: Bool = false) -> [String] {
            data.workouts.sortedOldestFirst().map { workout in
                let exercises = workout.exercises.filter { !$0.sets.isEmpty }.map { logged in
                    let name = data.library.exercise(id: logged.exercise)?.name ?? "?"
                    let sets = logged.sets.map { set in
                        var bare = set
                        bare.restSeconds = nil
                        bare.notes = nil
                        if markingTheFilesUnit, bare.weightKg != nil, typedIn != unit { bare.typedUnit = typedIn }
                        return "\(bare)"
                    }
                    // Strong has no notes of a set: they come back as the exercise's, after its own.
                    let notes = ([logged.notes] + logged.sets.map(\.notes)).compactMap { $0 }.joined(separator: "\n\n")
                    return "\(name) [\(notes)] " + sets.joined(separator: "; ")
                }
                return "\(workout.start.local) \(workout.name) [\(workout.notes ?? "")]: " + exercises.joined(separator: " | ")
            }
        }
        let (read, written) = (shape(imported), shape(source, markingTheFilesUnit: true))
        #expect(read.count == written.count)
        let differing = zip(read, written).first { $0 != $1 }
        #expect(differing == nil, "read back \(differing?.0 ?? "")\nwritten    \(differing?.1 ?? "")")

        let today = try #require(source.workouts.map(\.start.local.day).max())
        func stats(_ data: ProjectData) throws -> String {
            String(decoding: try StoreCoding.encode(StatsDocument(TrainingAnalytics.compute(data, today: today))), as: UTF8.self)
        }
        #expect(try stats(imported) == stats(source))
    }

    /// Two workouts of one name in the same second (`log --force`) come back as two, the later a
    /// second later; a Windows line break in a note comes back as one.
    @Test func sameStartSameNameAndWindowsLineBreaksReadBack() throws {
        var fixture = HistoryFixture(timeZone: "UTC")
        try fixture.log("2025-03-14 18:00", "Squat: 100x5", name: "Legs")
        var data = fixture.data
        var second = data.workouts[0]
        second.id = "2025-03-14-1800-legs-2"
        second.exercises[0].sets = [WorkoutSet(weightKg: 180, reps: 3)]
        second.notes = "Line one\r\nline two"
        data.workouts.append(second)
        let csv = StrongExport.csv(data)
        #expect(csv.contains("2025-03-14 18:00:00,\"Legs\""))
        #expect(csv.contains("2025-03-14 18:00:01,\"Legs\""))
        #expect(csv.contains("\"Line one\\r\\nline two\""))
        var imported = ProjectData(settings: data.settings, library: StarterLibrary.library)
        let parsed = try ImportReader.read(bytes: Array(csv.utf8), display: "strong.csv")
        _ = try ImportPlanner.apply([parsed], to: &imported, options: ImportOptions(units: .kg), dryRun: false)
        #expect(imported.workouts.count == 2)
        #expect(imported.workouts.sortedOldestFirst().map { $0.exercises[0].sets.map(\.weightKg) } == [[100], [180]])
        #expect(imported.workouts.contains { $0.notes == "Line one\r\nline two" })
    }

    /// A pound lifter's 2.5 lb steps are kilogram steps too: their own export, read back into a
    /// project that shows lb without `--units`, is asked about, not read as kilograms; with
    /// `--units lb` every weight comes back as typed.
    @Test func aPoundExportWithSmallStepsIsAskedAboutInAPoundProject() throws {
        var fixture = HistoryFixture(units: .lb)
        for day in ["01", "03", "05", "08"] {
            try fixture.log("2026-10-\(day) 18:00", "Squat: 135x5, 137.5x5, 142.5x5", "Bench Press: 95x5, 97.5x5, 102.5x5")
        }
        let parsed = try ImportReader.read(bytes: Array(StrongExport.csv(fixture.data).utf8), display: "strong.csv")
        var pounds = ProjectData(settings: fixture.data.settings, library: StarterLibrary.library)
        var asked = pounds
        #expect {
            _ = try ImportPlanner.apply([parsed], to: &asked, options: ImportOptions(), dryRun: true)
        } throws: { error in
            "\(error)".contains("only plate arithmetic says kg (97.5, 102.5, 137.5, 142.5 …)") && "\(error)".contains("--units lb")
        }
        _ = try ImportPlanner.apply([parsed], to: &pounds, options: ImportOptions(units: .lb), dryRun: false)
        let typed = pounds.workouts.sortedOldestFirst()[0].exercises.flatMap(\.sets).compactMap(\.weightKg).map { WeightUnit.lb.value(fromKilograms: $0) }
        #expect(typed.map { ($0 * 1000).rounded() / 1000 } == [135, 137.5, 142.5, 95, 97.5, 102.5])

        // Where the project shows kg, the same numbers are a kilogram lifter's: nothing says otherwise.
        var kilograms = ProjectData(settings: Settings(units: .kg), library: StarterLibrary.library)
        let report = try ImportPlanner.apply([parsed], to: &kilograms, options: ImportOptions(), dryRun: true)
        #expect(report.files[0].units?.unit == .kg)
    }
}
