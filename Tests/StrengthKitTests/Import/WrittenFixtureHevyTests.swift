import Foundation
import Testing
@testable import StrengthKit

/// The hand-written Hevy fixtures read set by set, in a new kg project in Europe/Berlin. Hevy writes
/// minutes and no zone: `12 Mar 2025, 18:05` is 18:05 on the wall clock.
@Suite struct WrittenFixtureHevyTests {
    typealias Fixtures = WrittenFixtures
    static let lb = WrittenFixtures.pounds

    /// `"Upper 💪","12 Mar 2025, 18:05","12 Mar 2025, 19:20","Good pump.` + newline + `Shoulder a ""bit"" sore",
    /// "Bench Press (Barbell)",,"Pause reps",0,"warmup",40,10,,,` then normal 80×6 @8, failure 80×4 @10, dropset 60×8;
    /// Lat Pulldown (Cable) and Face Pull in superset 0 (55×10 twice, 20×15 twice); Pull Up (Assisted) 25×8, 30×6.
    /// `"Morning run ☀️","10 Mar 2025, 07:02","10 Mar 2025, 07:40"`: Running 5.2 km in 1500 s; Plank 60 s, 45 s.
    /// `"Late night workout 🌙","8 Mar 2025, 23:13","9 Mar 2025, 00:30"`: Squat (Barbell) warmup 60×5, 100×5 @7.5,
    /// 100×5 @8; Seated Leg Curl (Machine) 45×12, note "Seat 4".
    @Test func setTypesSupersetsAssistanceAndAWorkoutPastMidnight() throws {
        var data = ImportFixtures.freshData()
        let report = try Fixtures.importFile("hevy/weight_kg-distance_km-English-months.csv", into: &data)
        #expect(report.units?.source == .file)
        #expect(report.firstDay == "2025-03-08")
        #expect(report.lastDay == "2025-03-12")

        let upper = try Fixtures.workout(startingAt: "2025-03-12T18:05:00+01:00", in: data)
        #expect(upper.name == "Upper 💪")
        #expect(upper.end?.description == "2025-03-12T19:20:00+01:00")
        #expect(upper.notes == "Good pump.\nShoulder a \"bit\" sore")
        let bench = try Fixtures.exercise(named: "Bench Press (Barbell)", in: data)
        let pulldown = try Fixtures.exercise(named: "Lat Pulldown (Cable)", in: data)
        let assisted = try Fixtures.exercise(named: "Pull Up (Assisted)", in: data)
        #expect(upper.exercises.map(\.exercise) == [bench.id, pulldown.id, "face-pull", assisted.id])
        #expect(upper.exercises[0].notes == "Pause reps")
        #expect(upper.exercises[0].sets == [
            WorkoutSet(kind: .warmup, weightKg: 40, reps: 10), WorkoutSet(weightKg: 80, reps: 6, rpe: 8),
            WorkoutSet(kind: .failure, weightKg: 80, reps: 4, rpe: 10), WorkoutSet(kind: .drop, weightKg: 60, reps: 8),
        ])
        #expect(upper.exercises.map(\.superset) == [nil, 0, 0, nil])
        #expect(upper.exercises[1].sets == [WorkoutSet(weightKg: 55, reps: 10), WorkoutSet(weightKg: 55, reps: 10)])
        #expect(upper.exercises[2].sets == [WorkoutSet(weightKg: 20, reps: 15), WorkoutSet(weightKg: 20, reps: 15)])
        // Assistance is a negative load on a bodyweight exercise.
        #expect(assisted.type == .bodyweightReps)
        #expect(upper.exercises[3].sets == [WorkoutSet(weightKg: -25, reps: 8), WorkoutSet(weightKg: -30, reps: 6)])

        let run = try Fixtures.workout(startingAt: "2025-03-10T07:02:00+01:00", in: data)
        #expect(run.name == "Morning run ☀️")
        #expect(run.durationSeconds == 38 * 60)
        #expect(run.exercises.map(\.exercise) == ["running", "plank"])
        #expect(run.exercises[0].sets == [WorkoutSet(durationSeconds: 1500, distanceMeters: 5200)])
        #expect(run.exercises[1].sets == [WorkoutSet(durationSeconds: 60), WorkoutSet(durationSeconds: 45)])

        let late = try Fixtures.workout(startingAt: "2025-03-08T23:13:00+01:00", in: data)
        #expect(late.end?.description == "2025-03-09T00:30:00+01:00")
        #expect(late.durationSeconds == 77 * 60)
        #expect(late.exercises[0].sets == [
            WorkoutSet(kind: .warmup, weightKg: 60, reps: 5), WorkoutSet(weightKg: 100, reps: 5, rpe: 7.5), WorkoutSet(weightKg: 100, reps: 5, rpe: 8),
        ])
        #expect(late.exercises[1].notes == "Seat 4")
        #expect(late.exercises[1].sets == [WorkoutSet(weightKg: 45, reps: 12)])
    }

    struct Months: Sendable, CustomTestStringConvertible {
        var file: String
        /// The workouts' starts in file order (newest first), worked out from the month names.
        var starts: [String]
        /// One weight × reps set, as (exercise name, kilograms, reps); in pounds in a `weight_lbs` file, which the
        /// set keeps in this kg project (`WorkoutSet.typedUnit`).
        var weighted: (name: String, kilograms: Double, reps: Int)?
        /// One distance set, as (exercise name, metres, seconds).
        var distance: (name: String, meters: Double, seconds: Int)?
        var testDescription: String { file }
    }

    static let months: [Months] = [
        // `3 Ağu 2025, 13:05`, `2 Nis 2025, 19:00`, `14 Şub 2025, 07:30`; Squat (Halter) 225 lbs ×5; Koşu 3.1 mi
        // (× 1,609.344 = 4,988.9664 m) in 1800 s.
        Months(file: "hevy/weight_lbs-distance_miles-Turkish-months.csv",
               starts: ["2025-08-03T13:05:00+02:00", "2025-04-02T19:00:00+02:00", "2025-02-14T07:30:00+01:00"],
               weighted: ("Squat (Halter)", WrittenFixtures.pounds(225), 5), distance: ("Koşu", 4988.966, 1800)),
        // `5 Dez 2025`, `14 Out 2025`, `30 Set 2025`, `2 Fev 2025`; Corrida na Esteira 4 mi (6,437.376 m) in 2400 s.
        Months(file: "hevy/weight_kg-distance_miles-Portuguese-months.csv",
               starts: ["2025-12-05T18:30:00+01:00", "2025-10-14T07:00:00+02:00", "2025-09-30T09:59:00+02:00", "2025-02-02T10:15:00+01:00"],
               weighted: ("Supino Sentado (Máquina)", 60, 9), distance: ("Corrida na Esteira", 6437.376, 2400)),
        // `21 Abr 2025`, `15 Ene 2025`, `9 Dic 2024`; Sentadilla (Barra) 185 lbs ×5; Carrera 5 km in 1650 s.
        Months(file: "hevy/weight_lbs-distance_km-Spanish-months.csv",
               starts: ["2025-04-21T08:10:00+02:00", "2025-01-15T19:30:00+01:00", "2024-12-09T18:00:00+01:00"],
               weighted: ("Sentadilla (Barra)", WrittenFixtures.pounds(185), 5), distance: ("Carrera", 5000, 1650)),
        // `14 Okt 2025`, `6 Mai 2025`, `3 Mär 2025`; Kreuzheben (Langhantel) 120×5.
        Months(file: "hevy/weight_kg-distance_km-German-months.csv",
               starts: ["2025-10-14T17:45:00+02:00", "2025-05-06T18:00:00+02:00", "2025-03-03T18:30:00+01:00"],
               weighted: ("Kreuzheben (Langhantel)", 120, 5)),
        // `18 déc. 2025`, `3 juil. 2025`, `12 févr. 2025`; Rowing barre 50×10.
        Months(file: "hevy/weight_kg-distance_km-French-months.csv",
               starts: ["2025-12-18T12:15:00+01:00", "2025-07-03T18:40:00+02:00", "2025-02-12T07:15:00+01:00"],
               weighted: ("Rowing barre", 50, 10)),
        // `20 Ott 2025`, `9 Giu 2025`, `27 Mag 2025`, `11 Gen 2025`; Corsa 6 km in 2100 s.
        Months(file: "hevy/weight_kg-distance_km-Italian-months.csv",
               starts: ["2025-10-20T19:00:00+02:00", "2025-06-09T18:15:00+02:00", "2025-05-27T07:45:00+02:00", "2025-01-11T09:00:00+01:00"],
               weighted: ("Panca piana (Bilanciere)", 65, 8), distance: ("Corsa", 6000, 2100)),
    ]

    @Test(arguments: months)
    func monthNamesInTheAppsLanguage(_ fixture: Months) throws {
        var data = ImportFixtures.freshData()
        try Fixtures.importFile(fixture.file, into: &data)
        #expect(data.workouts.map(\.start.description) == fixture.starts)
        func sets(of name: String) throws -> [WorkoutSet] {
            let id = try Fixtures.exercise(named: name, in: data).id
            return data.workouts.flatMap { $0.exercises.filter { $0.exercise == id }.flatMap(\.sets) }
        }
        if let weighted = fixture.weighted {
            let typedUnit: WeightUnit? = fixture.file.contains("weight_lbs") ? .lb : nil
            #expect(try sets(of: weighted.name).contains(WorkoutSet(weightKg: weighted.kilograms, reps: weighted.reps, typedUnit: typedUnit)))
        }
        if let distance = fixture.distance {
            #expect(try Fixtures.exercise(named: distance.name, in: data).type == .distanceDuration)
            #expect(try sets(of: distance.name) == [WorkoutSet(durationSeconds: distance.seconds, distanceMeters: distance.meters)])
        }
    }

    /// The weight and distance columns Hevy has written, each with its unit, in order of preference:
    /// `weight` and `distance` read the first the header has; a header with neither is not Hevy's.
    @Test(arguments: [
        ("weight_kg", "distance_km", "weight in kg, distance in km"),
        ("weight_lbs", "distance_miles", "weight in lb, distance in mi"),
        ("weight_lb", "distance_mi", "weight in lb, distance in mi"),
        ("weight_kg", "distance_meters", "weight in kg, distance in m"),
        ("weight_lbs", "distance_m", "weight in lb, distance in m"),
        ("weight", "distance_km", nil),
        ("weight_kg", "distance", nil),
    ] as [(String, String, String?)])
    func theUnitColumnsOfAHeader(weight: String, distance: String, details: String?) {
        let header = HevyParser.requiredColumns + [weight, distance]
        #expect(HevyParser(header: CSVRow(fields: header, line: 1), delimiter: UInt8(ascii: ","))?.format.dialect == details.map { "(9 columns, \($0))" })
    }
}
