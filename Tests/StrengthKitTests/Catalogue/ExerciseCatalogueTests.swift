import Foundation
import Testing
@testable import StrengthKit

/// The catalogue compiled in from `Catalogue/exercises.json`: it decodes, every entry would pass the
/// store's rules, every name and alias finds exactly its entry, and the starter library is today's.
@Suite struct ExerciseCatalogueTests {
    static let catalogue = ExerciseCatalogue.builtIn

    @Test func theEmbeddedCatalogueDecodesWithSeveralHundredEntries() throws {
        let decoded = try ExerciseCatalogue.decoding(EmbeddedCatalogue.json)
        #expect(decoded.entries == Self.catalogue.entries)
        #expect(decoded.entries.count >= 400)
        #expect(decoded.entries.reduce(0) { $0 + $1.aliases.count } >= 1_000)
    }

    @Test func aMalformedCatalogueIsAnErrorNotACrash() {
        #expect(throws: DecodingError.self) { try ExerciseCatalogue.decoding(#"{"categories": [], "exercises": [{"name": "X"}]}"#) }
        #expect(throws: DecodingError.self) {
            try ExerciseCatalogue.decoding(#"{"categories": [], "exercises": [{"name": "X", "type": "heavy", "equipment": "none", "categories": [], "aliases": [], "starter": false}]}"#)
        }
    }

    @Test func theCategoriesAreTheThirteenMuscleGroupsInOrder() {
        let expected = [
            ("chest", "Chest"), ("back", "Back"), ("shoulders", "Shoulders"), ("biceps", "Biceps"),
            ("triceps", "Triceps"), ("forearms", "Forearms"), ("quads", "Quads"), ("hamstrings", "Hamstrings"),
            ("glutes", "Glutes"), ("calves", "Calves"), ("core", "Core"), ("cardio", "Cardio"),
            ("full-body", "Full Body"),
        ].map { ExerciseCategory(id: $0.0, name: $0.1) }
        #expect(Self.catalogue.categories == expected)
    }

    @Test func everyEntryIsValid() throws {
        let categoryIDs = Set(Self.catalogue.categories.map(\.id))
        for entry in Self.catalogue.entries {
            #expect(!entry.name.trimmingCharacters(in: .whitespaces).isEmpty)
            #expect(entry.name == entry.name.trimmingCharacters(in: .whitespaces), "\(entry.name)")
            #expect(!entry.categories.isEmpty, "\(entry.name) has no category")
            #expect(entry.categories.allSatisfy(categoryIDs.contains), "\(entry.name): \(entry.categories)")
            #expect(Set(entry.categories).count == entry.categories.count, "\(entry.name) lists a category twice")
            #expect(CatalogueEntry.equipmentVocabulary.contains(entry.equipment), "\(entry.name): \(entry.equipment)")
            #expect(Slug.isValid(Slug.make(from: entry.name)), "\(entry.name)")
        }
        // All of it as one library with every alias: what the store would accept.
        let library = ExerciseLibrary(
            categories: Self.catalogue.categories,
            exercises: Self.catalogue.entries.map { entry in
                Exercise(id: Slug.make(from: entry.name), name: entry.name, type: entry.type, categories: entry.categories,
                         aliases: entry.aliases)
            })
        try StoreValidator.validate(ProjectData(library: library), layout: StoreLayout(projectDirectory: URL(fileURLWithPath: "/nonexistent")))
    }

    @Test func namesAndAliasesAreUniqueAndEachFindsItsOwnEntry() {
        var owners: [String: String] = [:]
        for entry in Self.catalogue.entries {
            for name in [entry.name] + entry.aliases {
                let key = NameKey.of(name)
                #expect(owners[key] == nil, "'\(name)' of \(entry.name) is also a name of \(owners[key] ?? "")")
                owners[key] = entry.name
                #expect(Self.catalogue.entry(named: name)?.name == entry.name, "'\(name)'")
            }
        }
    }

    @Test func theFileIsSortedByNameWithOneEntryPerExercise() {
        let names = Self.catalogue.entries.map(\.name)
        #expect(names == names.sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) })
        #expect(Set(names.map { Slug.make(from: $0) }).count == names.count)
    }

    /// Muscle groups set by hand in `overrides.json` where the references' mapping reads wrong to a
    /// lifter: the hip adductors are hip muscles (glutes, like the abductors), not quads. And known
    /// names of the real exports the catalogue lacked, whose words alone read wrong: JEFIT's lying
    /// reverse fly is a chest-supported one, the rear delts', not the chest of "fly".
    @Test(arguments: [
        ("Hip Adductor (Machine)", "Hip Adduction", ["glutes"]),
        ("Hip Adduction (Cable)", "Cable Hip Adduction", ["glutes"]),
        ("Hip Abductor (Machine)", "Hip Abduction", ["glutes"]),
        ("Hip Adduction", "Hip Adduction", ["glutes"]),
        ("Dumbbell Lying Reverse Fly", "Chest Supported Reverse Fly", ["shoulders", "back"]),
        ("Dumbbell Lying Rear Delt Raise", "Chest Supported Reverse Fly", ["shoulders", "back"]),
    ])
    func handSetMuscleGroups(_ name: String, entry: String, categories: [String]) throws {
        let found = try #require(Self.catalogue.entry(named: name))
        #expect(found.name == entry)
        #expect(found.categories == categories)
    }

    /// Today's starter library, copied by hand: `init` and the demo data must not change.
    @Test func theStarterLibraryIsTodays() {
        let exercises: [(String, ExerciseType, [String])] = [
            ("Bench Press", .weightReps, ["chest", "triceps", "shoulders"]),
            ("Incline Bench Press", .weightReps, ["chest", "shoulders", "triceps"]),
            ("Dumbbell Bench Press", .weightReps, ["chest", "triceps"]),
            ("Incline Dumbbell Press", .weightReps, ["chest", "shoulders"]),
            ("Chest Fly", .weightReps, ["chest"]),
            ("Push Up", .bodyweightReps, ["chest", "triceps"]),
            ("Dip", .bodyweightReps, ["triceps", "chest"]),
            ("Overhead Press", .weightReps, ["shoulders", "triceps"]),
            ("Dumbbell Shoulder Press", .weightReps, ["shoulders", "triceps"]),
            ("Lateral Raise", .weightReps, ["shoulders"]),
            ("Face Pull", .weightReps, ["shoulders", "back"]),
            ("Pull Up", .bodyweightReps, ["back", "biceps"]),
            ("Chin Up", .bodyweightReps, ["back", "biceps"]),
            ("Lat Pulldown", .weightReps, ["back", "biceps"]),
            ("Barbell Row", .weightReps, ["back", "biceps"]),
            ("Dumbbell Row", .weightReps, ["back", "biceps"]),
            ("Seated Cable Row", .weightReps, ["back", "biceps"]),
            ("Deadlift", .weightReps, ["back", "hamstrings", "glutes"]),
            ("Romanian Deadlift", .weightReps, ["hamstrings", "glutes", "back"]),
            ("Squat", .weightReps, ["quads", "glutes"]),
            ("Front Squat", .weightReps, ["quads", "glutes"]),
            ("Leg Press", .weightReps, ["quads", "glutes"]),
            ("Bulgarian Split Squat", .weightReps, ["quads", "glutes"]),
            ("Lunge", .weightReps, ["quads", "glutes"]),
            ("Leg Extension", .weightReps, ["quads"]),
            ("Leg Curl", .weightReps, ["hamstrings"]),
            ("Hip Thrust", .weightReps, ["glutes", "hamstrings"]),
            ("Standing Calf Raise", .weightReps, ["calves"]),
            ("Barbell Curl", .weightReps, ["biceps", "forearms"]),
            ("Dumbbell Curl", .weightReps, ["biceps", "forearms"]),
            ("Hammer Curl", .weightReps, ["biceps", "forearms"]),
            ("Triceps Pushdown", .weightReps, ["triceps"]),
            ("Skull Crusher", .weightReps, ["triceps"]),
            ("Plank", .duration, ["core"]),
            ("Hanging Leg Raise", .bodyweightReps, ["core"]),
            ("Ab Wheel Rollout", .repsOnly, ["core"]),
            ("Farmer's Carry", .weightDuration, ["forearms", "full-body"]),
            ("Running", .distanceDuration, ["cardio"]),
            ("Rowing Machine", .distanceDuration, ["cardio", "back"]),
            ("Cycling", .distanceDuration, ["cardio"]),
            ("Jump Rope", .repsOnly, ["cardio"]),
        ]
        let expected = ExerciseLibrary(
            categories: Self.catalogue.categories,
            exercises: exercises.map { name, type, categories in
                Exercise(id: Slug.make(from: name), name: name, type: type, categories: categories)
            }.sorted { $0.id < $1.id })
        #expect(Self.catalogue.starterLibrary == expected)
        #expect(StarterLibrary.library == expected)
        #expect(Self.catalogue.entries.filter(\.starter).count == 41)
    }

    @Test(arguments: [
        // Names and aliases, in any case, spacing and punctuation.
        ("Bench Press", "Bench Press"), ("bench press", "Bench Press"), ("  BENCH-PRESS ", "Bench Press"),
        ("Farmer’s Carry", "Farmer's Carry"), ("Farmers Walk", "Farmer's Carry"), ("Waiter’s Curl", "Waiter Curl"),
        ("Chin-Up", "Chin Up"), ("Pull Up (Assisted)", "Pull Up"), ("Pull Up (Weighted)", "Pull Up"),
        // The apps' equipment-suffix conventions and their other spellings.
        ("Bench Press (Barbell)", "Bench Press"), ("Barbell Bench Press", "Bench Press"), ("Flat Barbell Bench Press", "Bench Press"),
        ("Bench Press (Dumbbell)", "Dumbbell Bench Press"), ("Bicep Curl (Dumbbell)", "Dumbbell Curl"),
        ("Lat Pulldown (Cable)", "Lat Pulldown"), ("Lat Pulldown (Machine)", "Machine Lat Pulldown"),
        ("Squat (Smith Machine)", "Smith Machine Squat"), ("Deadlift (Trap bar)", "Trap Bar Deadlift"),
        ("Seated Row (Cable)", "Seated Cable Row"), ("Triceps Pushdown (Cable - Straight Bar)", "Triceps Pushdown"),
        // A qualifier read into the name: the equipment word in front, else the bare name with that equipment.
        ("Curl (Dumbbell)", "Dumbbell Curl"), ("Shrug (Kettlebell)", nil), ("Face Pull (Cable)", "Face Pull"),
        ("Leg Extension (Kabelzug)", nil), ("Leg Extension (Maschine)", "Leg Extension"),
        ("Lateral Raise (DB)", "Lateral Raise"), ("Squat (Kettlebell)", nil), ("Plank (Weighted)", nil),
        ("Russian Twist (Weighted)", "Russian Twist"), ("Sissy Squat (Assisted)", "Sissy Squat"),
        // An exact alias beats reading the qualifier.
        ("Hip Thrust (Bodyweight)", "Bodyweight Hip Thrust"), ("Lunge (Bodyweight)", "Bodyweight Lunge"),
        ("Standing Calf Raise (Bodyweight)", "Bodyweight Standing Calf Raise"),
        // FitNotes, JEFIT and Fitbod library names.
        ("Barbell Squat", "Squat"), ("Dumbbell Incline Bench Press", "Incline Dumbbell Press"),
        ("Cable Lat Pulldown (Wide Grip)", "Lat Pulldown"), ("Hyperextensions - Back Extensions", "Back Extension"),
        ("Machine Assisted Pull-Up", "Pull Up"), ("Hammerstrength Iso Row", "Iso-Lateral Row"),
        // Plurals.
        ("Skull Crushers", "Skull Crusher"), ("Crunches", "Crunch"), ("Dumbbell Lunges", "Dumbbell Lunge"),
        ("Bent Over Rows (Dumbbells)", "Dumbbell Bent Over Row"), ("Sit Ups", "Sit Up"),
        // Localized names from Hevy and Strong exports.
        ("Shoulder Press (Dambıl)", "Dumbbell Shoulder Press"), ("Barfiks", "Pull Up"), ("Barfiks (Ağırlıklı)", "Pull Up"),
        ("Şınav", "Push Up"), ("Supino (Barra)", "Bench Press"), ("Supino Sentado (Máquina)", "Chest Press"),
        ("Leg Extension (Makine)", "Leg Extension"), ("Agachamento Búlgaro", "Bulgarian Split Squat"),
        ("Bankdrücken (Langhantel)", "Bench Press"), ("Kreuzheben", "Deadlift"),
        // Not known.
        ("Brutal Biceps", nil), ("Test Exercise A", nil), ("", nil), ("()", nil), ("(Dumbbell)", nil), ("s", nil),
    ] as [(String, String?)])
    func entryNamedFindsTheEntry(_ name: String, _ expected: String?) {
        #expect(Self.catalogue.entry(named: name)?.name == expected)
    }

    @Test func nameKnowledgeDecidesTheType() throws {
        for name in ["Triceps Dip", "Triceps Dip (Weighted)", "Dip", "Pull Up", "Pull Up (Weighted)", "Chin Up", "Chest Dip (Weighted)"] {
            #expect(try #require(Self.catalogue.entry(named: name)).type == .bodyweightReps, "\(name)")
        }
        #expect(try #require(Self.catalogue.entry(named: "Plank")).type == .duration)
        #expect(try #require(Self.catalogue.entry(named: "Running (Treadmill)")).type == .distanceDuration)
        #expect(try #require(Self.catalogue.entry(named: "Farmers Walk")).type == .weightDuration)
    }

    @Test(arguments: [
        ("Curls", "Curl"), ("Crunches", "Crunch"), ("Bent Over Rows (Dumbbells)", "Bent Over Row (Dumbbells)"),
        ("Presses", "Press"), ("Press", nil), ("Bench Press", nil), ("Squat", nil), ("Abs", "Ab"), ("", nil),
    ] as [(String, String?)])
    func singularDropsAnEnglishPluralEnding(_ name: String, _ expected: String?) {
        #expect(ExerciseCatalogue.singular(name) == expected)
    }
}

/// The catalogue against the real exports in `../shared` (skipped when they are not beside the checkout).
@Suite(.enabled(if: ImportFixtures.corpusAvailable, ImportFixtures.corpusNote))
struct ExerciseCatalogueCorpusTests {
    /// Every distinct exercise name in every export, with the working sets it has.
    static func corpusNames() throws -> [String: Int] {
        var sets: [String: Int] = [:]
        for folder in try FileManager.default.contentsOfDirectory(atPath: ImportFixtures.root.path).sorted() {
            let files = try FileManager.default.contentsOfDirectory(atPath: ImportFixtures.root.appendingPathComponent(folder).path)
            for file in files.sorted() where file.hasSuffix(".csv") {
                let parsed = try ImportFixtures.read("\(folder)/\(file)", options: ImportReadOptions())
                for workout in parsed.workouts {
                    for exercise in workout.exercises {
                        sets[exercise.name, default: 0] += exercise.sets.filter { $0.kind != .warmup }.count
                    }
                }
            }
        }
        return sets
    }

    /// Prints the names it does not know, most sets first: the list to grow the aliases from
    /// (docs/CATALOGUE.md says which are left out on purpose).
    @Test func theCatalogueKnowsMostNamesAndSetsOfTheCorpus() throws {
        let names = try Self.corpusNames()
        let unknown = names.filter { ExerciseCatalogue.builtIn.entry(named: $0.key) == nil }
        let totalSets = names.values.reduce(0, +)
        let unknownSets = unknown.values.reduce(0, +)
        print("catalogue: \(names.count - unknown.count) of \(names.count) corpus names known, \(totalSets - unknownSets) of \(totalSets) working sets")
        for (name, count) in unknown.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
            print("catalogue: unknown \(count)\t\(name)")
        }
        #expect(Double(names.count - unknown.count) >= 0.7 * Double(names.count))
        #expect(Double(totalSets - unknownSets) >= 0.9 * Double(totalSets))
    }

    /// Every exercise of Hevy's built-in library (the reference file beside the fixtures) has an entry.
    @Test func everyHevyBuiltInTitleHasAnEntry() throws {
        let url = ImportFixtures.root.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("data/exercises/hevy-exercise-templates.json")
        try #require(FileManager.default.fileExists(atPath: url.path), "needs ../shared/data/exercises")
        struct Template: Decodable { var title: String }
        let titles = try JSONDecoder().decode([Template].self, from: Data(contentsOf: url)).map(\.title)
        #expect(titles.count == 429)
        let missing = titles.filter { ExerciseCatalogue.builtIn.entry(named: $0) == nil }
        #expect(missing.isEmpty, "\(missing)")
    }
}
