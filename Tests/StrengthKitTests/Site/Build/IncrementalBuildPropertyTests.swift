import DemoHistory
import Foundation
import Testing
@testable import StrengthKit

/// A build that keeps pages by their fingerprints must write exactly what a full build writes: after
/// every step of a random sequence of one-workout additions (back-dated too), edits and deletions,
/// the incrementally built folder (its pages kept by fingerprint, its workouts taken from the store
/// image) is byte for byte a full build of the same data in a new project.
@Suite struct IncrementalBuildPropertyTests {
    static let today = LocalDay("2026-11-22")!

    /// What a step does to the store, and how it says so when a comparison fails.
    enum Step: CustomStringConvertible {
        case add(day: LocalDay, hour: Int, entries: [String])
        case editSet(workout: Int, weightKg: Double)
        case rename(workout: Int, name: String)
        case note(workout: Int, text: String)
        case delete(workout: Int)
        case nextDay

        var description: String {
            switch self {
            case .add(let day, let hour, let entries): "add \(day) \(hour):00 \(entries)"
            case .editSet(let workout, let weight): "set weight of workout #\(workout) to \(weight) kg"
            case .rename(let workout, let name): "rename workout #\(workout) to \(name)"
            case .note(let workout, let text): "note on workout #\(workout): \(text)"
            case .delete(let workout): "delete workout #\(workout)"
            case .nextDay: "build a day later"
            }
        }
    }

    /// How far back an added workout may go: the demo's months, or (a history spread over years,
    /// whose older years have calendar pages of their own) six years.
    static func randomStep(_ random: inout SplitMix64, workouts: Int, daysBack: Int = 240) -> Step {
        let entries = [["Squat: 100x5x3"], ["Bench Press: 80x8, 82.5x6"], ["Deadlift: 140x3", "Pull Up: +10x6"],
                       ["Running: 5km in 26:00"], ["Overhead Press: 50x5x5", "Plank: 60s"]]
        // Over years, half the changes go to the oldest workouts, whose calendar pages are their own.
        func pick() -> Int {
            daysBack > 365 && random.int(in: 0...1) == 0 ? workouts - 1 - random.int(in: 0...min(30, workouts - 1))
                : random.int(in: 0...workouts - 1)
        }
        switch random.int(in: 0...9) {
        case 0...2:
            // Back-dated anywhere in the history's months, or the newest.
            let day = today.adding(days: -random.int(in: 0...daysBack))
            return .add(day: day, hour: random.int(in: 5...21), entries: entries[random.int(in: 0...entries.count - 1)])
        case 3, 4: return .editSet(workout: pick(), weightKg: Double(random.int(in: 20...80)) * 2.5)
        case 5: return .rename(workout: pick(), name: ["Heavy day", "Light day", "Upper A"][random.int(in: 0...2)])
        case 6: return .note(workout: pick(), text: "felt *strong* \(random.int(in: 1...99))")
        case 7, 8: return .delete(workout: pick())
        default: return .nextDay
        }
    }

    static func apply(_ step: Step, to store: ProjectStore, today: inout LocalDay) throws {
        if case .nextDay = step {
            today = today.adding(days: 1)
            return
        }
        try store.update { data in
            let newestFirst = data.workouts.sorted { $0.start > $1.start }
            switch step {
            case .add(let day, let hour, let entries):
                guard let start = LocalDateTime(day: day, hour: hour, minute: 7) else { return }
                _ = try WorkoutLogger.log(LogRequest(name: "Extra", start: start, durationSeconds: 2700, entries: entries), into: &data)
            case .editSet(let index, let weight):
                // A weighted set only: a run has no weight to change.
                guard let position = data.workouts.firstIndex(where: { $0.id == newestFirst[index].id }),
                      let exercise = data.workouts[position].exercises.firstIndex(where: { $0.sets.first?.weightKg != nil })
                else { return }
                data.workouts[position].exercises[exercise].sets[0].weightKg = weight
            case .rename(let index, let name):
                guard let position = data.workouts.firstIndex(where: { $0.id == newestFirst[index].id }) else { return }
                data.workouts[position].name = name
            case .note(let index, let text):
                guard let position = data.workouts.firstIndex(where: { $0.id == newestFirst[index].id }) else { return }
                data.workouts[position].notes = text
            case .delete(let index):
                data.workouts.removeAll { $0.id == newestFirst[index].id }
            case .nextDay:
                break
            }
        }
    }

    /// Seeds 1-3 change the demo's months. Seeds 4 and 5 add a squat workout every two weeks for six
    /// years before them, so that the history, the squat's sessions and the calendar have pages for
    /// older years of their own; seed 6 adds just enough over those years for one workout more than
    /// the history's page limit, so that a deletion joins its years into one page and an addition splits them again.
    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
    func incrementalBuildsEqualFullBuilds(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var data = try DemoHistoryGenerator(workoutCount: 60).generate()
        let spreadOverYears = seed > 3
        if spreadOverYears {
            let old = seed == 6 ? HistoryPageKind.pageLimit + 1 - data.workouts.count : 140
            for index in 0..<old {
                let daysBack = 240 + index * (6 * 365 - 240) / old
                let start = try #require(LocalDateTime(day: Self.today.adding(days: -daysBack), hour: 18, minute: 0))
                _ = try WorkoutLogger.log(LogRequest(name: "Old", start: start, durationSeconds: 3600, entries: ["Squat: 90x5x3"]), into: &data)
            }
        }
        let project = try TestProject(data)
        var today = Self.today
        _ = try SiteBuilder(store: project.store).build(today: { _ in today })
        var history: [Step] = []
        var kept = 0
        for _ in 0..<14 {
            let count = try project.store.load().workouts.count
            let step = Self.randomStep(&random, workouts: max(count, 1), daysBack: spreadOverYears ? 6 * 365 : 240)
            history.append(step)
            try Self.apply(step, to: project.store, today: &today)
            let incremental = try SiteBuilder(store: project.store).build(today: { _ in today })
            kept += incremental.reused
            // The full build is of a new project holding what a load reads: no manifest, no store image.
            let fresh = try TestProject(try project.store.load())
            _ = try SiteBuilder(store: fresh.store).build(today: { _ in today })
            let built = try SiteBuildTests().files(under: project.store.layout.siteDirectory)
            let expected = try SiteBuildTests().files(under: fresh.store.layout.siteDirectory)
            let differing = Set(built.keys).union(expected.keys).filter { built[$0] != expected[$0] }.sorted()
            #expect(differing.isEmpty, "seed \(seed), after \(history): \(differing.prefix(5))")
            if !differing.isEmpty { return }
        }
        // The steps kept most pages as they were: the check above compared real reuse.
        #expect(kept > 0)
    }

    /// What every page reads (settings, the library, programs) and the body-weight log: after each
    /// change, the incremental build is a full build of the same data (the About page, kept on the
    /// settings alone, says the new formula).
    @Test func changesBeyondWorkoutsEqualFullBuilds() throws {
        let project = try TestProject(try DemoHistoryGenerator(workoutCount: 40).generate())
        _ = try SiteBuilder(store: project.store).build(today: { _ in Self.today })
        let changes: [(String, (inout ProjectData) throws -> Void)] = [
            ("1RM formula", { $0.settings.oneRepMax.formula = $0.settings.oneRepMax.formula == .epley ? .brzycki : .epley }),
            ("site title", { $0.settings.site.title = "Another log" }),
            ("body weight", { $0.bodyWeight.entries.append(BodyWeightEntry(date: Self.today.adding(days: -3), weightKg: 81.5)) }),
            ("exercise renamed", { data in
                guard let index = data.library.exercises.firstIndex(where: { $0.id == "squat" }) else { return }
                data.library.exercises[index].name = "Back Squat"
            }),
            ("template added", { data in
                _ = try ProgramEditor.addTemplate(name: "Legs", notes: nil, exercises: [TemplateExercise(exercise: "squat", targetSets: 3)],
                                                  to: &data)
            }),
        ]
        for (name, change) in changes {
            try project.store.update { try change(&$0) }
            let report = try SiteBuilder(store: project.store).build(today: { _ in Self.today })
            let fresh = try TestProject(try project.store.load())
            _ = try SiteBuilder(store: fresh.store).build(today: { _ in Self.today })
            let built = try SiteBuildTests().files(under: project.store.layout.siteDirectory)
            let expected = try SiteBuildTests().files(under: fresh.store.layout.siteDirectory)
            let differing = Set(built.keys).union(expected.keys).filter { built[$0] != expected[$0] }.sorted()
            #expect(differing.isEmpty, "after \(name): \(differing.prefix(5))")
            #expect(report.written.contains(AboutPageKind.path) == (name == "1RM formula" || name == "site title"), "\(name)")
        }
        let about = String(decoding: try #require(try SiteBuildTests().files(under: project.store.layout.siteDirectory)[AboutPageKind.path]),
                           as: UTF8.self)
        #expect(about.contains("Another log"))
    }
}
