import Foundation
import Testing

/// An export imported into a project `init` just made restores everything: settings, favourites,
/// archived flags, category names and order, programs, body weight, and workouts with their
/// template, split day and readiness.
@Suite struct ExportRestoreEndToEndTests {
    static let programs = """
        {
          "activeSplit" : "upper-lower",
          "schemaVersion" : 1,
          "splits" : [
            {
              "days" : [
                { "id" : "mon", "name" : "Monday", "templates" : [ "upper-a" ] },
                { "id" : "thu", "name" : "Thursday", "templates" : [ "legs-grip" ] }
              ],
              "id" : "upper-lower",
              "name" : "Upper / Lower"
            }
          ],
          "templates" : [
            {
              "exercises" : [
                { "exercise" : "bench-press", "targetReps" : 5, "targetRPE" : 8, "targetSets" : 3 },
                { "exercise" : "barbell-row", "targetReps" : 8, "targetRepsMax" : 12, "targetSets" : 3 }
              ],
              "id" : "upper-a",
              "name" : "Upper A",
              "notes" : "Heavy *push*"
            },
            {
              "exercises" : [
                { "exercise" : "squat", "targetReps" : 5, "targetSets" : 5, "targetWeightKg" : 100 },
                { "exercise" : "plate-pinch", "targetSeconds" : 45, "targetSets" : 2 }
              ],
              "id" : "legs-grip",
              "name" : "Legs and Grip"
            }
          ]
        }

        """

    struct Document: Decodable {
        struct Exercise: Decodable { var id: String; var favorite: Bool?; var archived: Bool? }
        struct Category: Decodable, Equatable { var id: String; var name: String }
        struct Template: Decodable { var id: String }
        struct Split: Decodable { var id: String }
        struct Workout: Decodable {
            struct Reference: Decodable, Equatable { var split: String; var day: String }
            var template: String?
            var splitDay: Reference?
        }
        var categories: [Category]
        var exercises: [Exercise]
        var templates: [Template]
        var splits: [Split]
        var activeSplit: String?
        var workouts: [Workout]
    }

    /// A project a lifter has used: everything an import used to lose, and everything it kept.
    static func makeSource(in folder: TemporaryFolder) throws {
        let cli = folder.runner
        let steps: [[String]] = [
            ["init", "--time-zone", "Europe/Berlin", "--units", "lb", "--title", "Iron diary", "--no-workflow"],
            ["settings", "set", "publish-notes", "no"],
            ["exercise", "favorite", "Bench Press"],
            ["exercise", "favorite", "Squat"],
            ["exercise", "archive", "Leg Press"],
            ["exercise", "delete", "Jump Rope"],
            ["category", "rename", "Back", "Lats"],
            ["category", "move", "Core", "--to", "1"],
            ["category", "add", "Grip"],
            ["category", "move", "Grip", "--to", "2"],
            ["exercise", "add", "Plate Pinch", "--type", "weight_duration", "--category", "Grip"],
            ["bodyweight", "add", "180lb", "--date", "2025-03-14"],
        ]
        for step in steps {
            let run = try cli.run(step, stdin: "")
            #expect(run.status == 0, "\(step): \(run.stderr)")
        }
        try Data(programs.utf8).write(to: folder.url.appendingPathComponent("Data/programs.json"))
        let logged = try cli.run(["log", "--start", "2025-03-14 18:00", "--template", "Upper A", "Bench Press: 225x5x3", "Barbell Row: 135x10x3"])
        #expect(logged.status == 0, "\(logged.stderr)")
        // The live workout that records a split day and a readiness check-in is built elsewhere; the
        // fields are the model's, so they are written into the workout file here.
        let workouts = folder.url.appendingPathComponent("Data/workouts/2025")
        let file = try #require(FileManager.default.contentsOfDirectory(atPath: workouts.path).first)
        let url = workouts.appendingPathComponent(file)
        var workout = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        workout["splitDay"] = ["split": "upper-lower", "day": "mon"]
        workout["readiness"] = ["energy": "low", "soreness": "mild", "minutesAvailable": 45]
        try JSONSerialization.data(withJSONObject: workout, options: [.prettyPrinted, .sortedKeys]).write(to: url)
        let export = try cli.run(["export", "-o", "export.json"])
        #expect(export.status == 0, "\(export.stderr)")
    }

    /// The source's export imported into a new project made by `steps` (the first an `init`):
    /// the source, the target and what `import` printed.
    static func importSource(into steps: [[String]]) throws -> (source: TemporaryFolder, target: TemporaryFolder, imported: CommandRunner.Result) {
        let source = try TemporaryFolder()
        try makeSource(in: source)
        let target = try TemporaryFolder()
        for step in steps {
            let run = try target.runner.run(step)
            #expect(run.status == 0, "\(step): \(run.stderr)")
        }
        let imported = try target.runner.run(["import", source.url.appendingPathComponent("export.json").path])
        #expect(imported.status == 0, "\(imported.stderr)")
        return (source, target, imported)
    }

    @Test func intoAFreshProjectEverythingIsRestored() throws {
        let (source, target, imported) = try Self.importSource(into: [["init", "--time-zone", "UTC", "--no-workflow"]])
        let cli = target.runner
        #expect(imported.stdout.contains("Added 1 workout (6 sets), 1 exercise, 1 category, 2 templates, 1 split, 1 body-weight entry, 0 goals; settings replaced"))
        #expect(imported.stdout.contains("The project had no history, so the file was restored"))

        #expect(try cli.run(["export", "-o", "again.json"]).status == 0)
        let first = try Data(contentsOf: source.url.appendingPathComponent("export.json"))
        let again = try Data(contentsOf: target.url.appendingPathComponent("again.json"))
        #expect(first == again)
        let sourceFiles = try source.dataSnapshot()
        let targetFiles = try target.dataSnapshot()
        // programs.json was written by hand in the source, so its bytes are compared through the exports above.
        for file in ["/settings.json", "/exercises.json", "/bodyweight.json"] {
            #expect(sourceFiles[file] != nil && sourceFiles[file] == targetFiles[file], "\(file)")
        }

        let document = try JSONDecoder().decode(Document.self, from: again)
        #expect(document.categories.prefix(3) == [.init(id: "core", name: "Core"), .init(id: "grip", name: "Grip"), .init(id: "chest", name: "Chest")])
        #expect(document.categories.contains(.init(id: "back", name: "Lats")))
        #expect(document.exercises.filter { $0.favorite == true }.map(\.id) == ["bench-press", "squat"])
        #expect(document.exercises.filter { $0.archived == true }.map(\.id) == ["leg-press"])
        #expect(!document.exercises.contains { $0.id == "jump-rope" })
        #expect(document.workouts.first?.template == "upper-a")
        #expect(document.workouts.first?.splitDay == .init(split: "upper-lower", day: "mon"))
        #expect(String(decoding: again, as: UTF8.self).contains("\"minutesAvailable\" : 45"))
        // Importing it again adds nothing.
        #expect(try cli.run(["import", source.url.appendingPathComponent("export.json").path]).stdout.hasPrefix("Added 0 workouts"))
    }

    @Test func intoAFreshProjectWithAStarterProgramTheDocumentWinsAndTheRestStays() throws {
        let (_, target, imported) = try Self.importSource(into: [["init", "--time-zone", "UTC", "--no-workflow", "--days", "4", "--equipment", "home"]])
        #expect(imported.stdout.contains("restored"))
        let exported = try target.runner.run(["export"])
        let document = try JSONDecoder().decode(Document.self, from: Data(exported.stdout.utf8))
        // The document's "Upper A" and "Upper / Lower" take the place of the starter ones of the same
        // id; the starter's other templates stay, and the exercises they use with them.
        #expect(document.templates.map(\.id) == ["upper-a", "legs-grip", "lower-a", "upper-b", "lower-b"])
        #expect(document.splits.map(\.id) == ["upper-lower"])
        #expect(document.activeSplit == "upper-lower")
        #expect(document.exercises.contains { $0.id == "goblet-squat" })
        #expect(document.exercises.filter { $0.favorite == true }.map(\.id) == ["bench-press", "squat"])
        #expect(document.categories.prefix(2).map(\.id) == ["core", "grip"])
    }

    @Test func intoAProjectWithHistoryItsOwnLibraryIsKept() throws {
        let (_, target, imported) = try Self.importSource(into: [
            ["init", "--time-zone", "UTC", "--no-workflow"], ["log", "--start", "2025-02-01 10:00", "Squat: 100x5"],
        ])
        let cli = target.runner
        #expect(!imported.stdout.contains("restored"))
        let document = try JSONDecoder().decode(Document.self, from: Data(try cli.run(["export"]).stdout.utf8))
        #expect(document.categories.first == .init(id: "chest", name: "Chest"))
        #expect(document.categories.last == .init(id: "grip", name: "Grip"))
        #expect(document.exercises.allSatisfy { $0.favorite != true })
        #expect(document.workouts.count == 2)
        #expect(document.workouts.last?.splitDay == .init(split: "upper-lower", day: "mon"))
        #expect(document.activeSplit == "upper-lower")
    }
}
