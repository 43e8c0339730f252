import Foundation
import Testing
@testable import StrengthKit

/// A page's fingerprint is the hash of the inputs it is made from (`SiteKind`), so changing one input
/// of a page kind rebuilds exactly the pages whose inputs hold it, and the others are kept — and
/// still equal what a full build writes. Each change below touches one input of several kinds: a
/// workout's file, a name its neighbours and lists show, the analysis alone (body weight), the list
/// of years, the weeks a chart shows, a goal. "Rebuilt" is a page whose fingerprint in the build manifest changed.
@Suite struct DerivedFingerprintTests {
    static let today = LocalDay("2026-11-10")!

    /// Six years of squats every two weeks (2020 to March 2026: the history, the squat's sessions and
    /// the calendar have pages for older years), one pull-up workout in 2021, and a bench press every
    /// week for the last 200 days (the muscle groups' recent weeks). Weights never change, so only
    /// each exercise's first workout sets records.
    static func history() throws -> ProjectData {
        var data = ProjectData(library: StarterLibrary.library)
        func log(_ day: LocalDay, _ name: String, _ entry: String) throws {
            let start = try #require(LocalDateTime(day: day, hour: 18, minute: 0))
            _ = try WorkoutLogger.log(LogRequest(name: name, start: start, durationSeconds: 3600, entries: [entry]), into: &data)
        }
        for daysBack in stride(from: 6 * 365, through: 240, by: -14) { try log(today.adding(days: -daysBack), "Old", "Squat: 90x5x3") }
        try log(pullUpDay, "Pulls", "Pull Up: +10x6")
        for daysBack in stride(from: 200, through: 1, by: -7) { try log(today.adding(days: -daysBack), "Bench", "Bench Press: 60x5x3") }
        return data
    }

    static let pullUpDay = LocalDay("2021-06-16")!

    /// The workouts' page paths, oldest first.
    static func workoutPages(_ data: ProjectData) -> [String] {
        data.workouts.sorted { $0.start < $1.start }.map { WorkoutPageKind.path($0.id) }
    }

    /// Changes the second oldest workout (in 2020, between two others of that year).
    static func changeSecondWorkout(_ data: inout ProjectData, _ change: (inout Workout) -> Void) throws {
        let second = try #require(data.workouts.sorted { $0.start < $1.start }.dropFirst().first)
        change(&data.workouts[try #require(data.workouts.firstIndex { $0.id == second.id })])
    }

    /// Builds `data`, changes it, builds again: the fingerprinted pages whose fingerprint changed (or
    /// that are new), and all of them. Fails when the second build differs from a full build of the changed data.
    /// `baseURL` is the first build's `--base-url`, `nextBaseURL` the second's.
    func rebuilt(_ data: ProjectData, today: LocalDay = today, nextToday: LocalDay = today, baseURL: String? = nil,
                 nextBaseURL: String? = nil,
                 by change: (inout ProjectData) throws -> Void) throws -> (rebuilt: Set<String>, all: Set<String>) {
        let project = try TestProject(data)
        let site = project.store.layout.siteDirectory
        _ = try SiteBuilder(store: project.store, baseURL: baseURL).build(today: { _ in today })
        let before = try #require(BuildCache(layout: project.store.layout).manifest(for: site)).files
        try project.store.update { try change(&$0) }
        _ = try SiteBuilder(store: project.store, baseURL: nextBaseURL).build(today: { _ in nextToday })
        let after = try #require(BuildCache(layout: project.store.layout).manifest(for: site)).files
        let fresh = try TestProject(try project.store.load())
        _ = try SiteBuilder(store: fresh.store, baseURL: nextBaseURL).build(today: { _ in nextToday })
        let built = try SiteBuildTests().files(under: site)
        let expected = try SiteBuildTests().files(under: fresh.store.layout.siteDirectory)
        let stale = Set(built.keys).union(expected.keys).filter { built[$0] != expected[$0] }.sorted()
        #expect(stale.isEmpty, "kept from the last build, but a full build writes them otherwise: \(stale)")
        let fingerprinted = after.filter { !$0.value.task.isEmpty }
        return (Set(fingerprinted.filter { path, entry in before[path]?.fingerprint != entry.fingerprint }.keys), Set(fingerprinted.keys))
    }

    /// A workout's file is its `Stored` digest: its page, and its year's history page, which lists it.
    @Test func aWorkoutsFileRebuildsItsPageAndItsYearsList() throws {
        let data = try Self.history()
        let workouts = Self.workoutPages(data)
        let rebuilt = try rebuilt(data) { try Self.changeSecondWorkout(&$0) { $0.notes = "Knees *out*." } }.rebuilt
        #expect(rebuilt == [workouts[1], HistoryPageKind.path(year: 2020)])
    }

    /// A workout's name: its page, its neighbours' (their links), its year's history and calendar
    /// pages, and the squat's pages (its sessions carry the name).
    @Test func aWorkoutsNameRebuildsWhatShowsIt() throws {
        let data = try Self.history()
        let workouts = Self.workoutPages(data)
        let rebuilt = try rebuilt(data) { try Self.changeSecondWorkout(&$0) { $0.name = "Heavy" } }.rebuilt
        #expect(rebuilt == [workouts[0], workouts[1], workouts[2], HistoryPageKind.path(year: 2020), CalendarPageKind.path(year: 2020),
                            ExercisePageKind.path("squat"), ExerciseYearPageKind.path("squat", year: 2020)])
    }

    /// Body weight is no file a page reads: it reaches the pull-up workout's page only through the
    /// analysis (its volume), and so its year's list, review and card, the next year's review (which
    /// compares), and the pull-up's page.
    @Test func theAnalysisAloneRebuildsThePagesThatShowIt() throws {
        let data = try Self.history()
        let pullUps = try #require(data.workouts.first { $0.name == "Pulls" })
        let rebuilt = try rebuilt(data) { data in
            data.bodyWeight.entries.append(BodyWeightEntry(date: LocalDay("2021-01-04")!, weightKg: 80))
        }.rebuilt
        // The training block the pull-ups fall in shows its volume, and so does the next one's page beside it.
        let blocks = BlockDetector.blocks(in: TrainingAnalytics.compute(data, today: Self.today), declared: [])
        let index = try #require(blocks.firstIndex { $0.start <= Self.pullUpDay && Self.pullUpDay <= $0.end })
        let blockPages = blocks[index...].prefix(2).map { BlockPageKind.path($0.start) } + [BlocksPageKind.path]
        #expect(blockPages.count == 3)
        #expect(rebuilt == Set([WorkoutPageKind.path(pullUps.id), HistoryPageKind.path(year: 2021), ExercisePageKind.path("pull-up"),
                                YearReviewPageKind.path(2021), YearReviewPageKind.cardPath(2021),
                                YearReviewPageKind.path(2022), YearReviewPageKind.cardPath(2022)] + blockPages))
    }

    /// A workout in a year before all others: its pages are new, and every page that lists the years
    /// is rebuilt — the history's and the squat's older years, every year in review, every block's
    /// (numbered from the first) — with the old
    /// first workout (its "previous" link, and the records it no longer sets). The calendar's older
    /// years link no other year: they are kept.
    @Test func aNewYearRebuildsEveryPageThatListsTheYears() throws {
        let data = try Self.history()
        let workouts = Self.workoutPages(data)
        var added = ""
        let (rebuilt, all) = try rebuilt(data) { data in
            let start = try #require(LocalDateTime(day: LocalDay("2019-11-13")!, hour: 18, minute: 0))
            added = try WorkoutLogger.log(LogRequest(name: "Older", start: start, durationSeconds: 3600, entries: ["Squat: 90x5x3"]),
                                          into: &data).workout.id
        }
        var expected: Set<String> = [WorkoutPageKind.path(added), workouts[0], CalendarPageKind.path(year: 2019),
                                     ExercisePageKind.path("squat")]
        // A block of its own, a year before the next: every block's label ("Block 7") moves up by one.
        expected.formUnion(all.filter { $0.hasPrefix("blocks/") })
        for year in 2019...2025 {
            expected.insert(HistoryPageKind.path(year: year))
            expected.insert(ExerciseYearPageKind.path("squat", year: year))
        }
        for year in 2019...2026 {
            expected.insert(YearReviewPageKind.path(year))
            expected.insert(YearReviewPageKind.cardPath(year))
        }
        #expect(rebuilt == expected)
    }

    /// A week later, the weeks the muscle groups' charts show move: every group's page is rebuilt,
    /// and the Progress page, whose statuses are read over the window that moved, and nothing else
    /// that is fingerprinted (the window words, the 1RM changes and the older years stay as they were).
    @Test func aNewWeekRebuildsTheMuscleGroups() throws {
        let data = try Self.history()
        let (rebuilt, all) = try rebuilt(data, nextToday: Self.today.adding(days: 7)) { _ in }
        let groups = all.filter { $0.hasPrefix("muscle/") }
        #expect(groups.contains(MuscleGroupPageKind.path("chest")))
        #expect(rebuilt == groups.union([ProgressPageKind.path]))
    }

    /// A heavier bench press today turns the flat lift (60 × 5 every week) gaining: the Progress page and
    /// the bench press's page, whose trend line says the status, are rebuilt; a new day alone rebuilds
    /// neither (`noChangeRebuildsNothing`).
    @Test func aNewBestInTheWindowRebuildsTheProgressPage() throws {
        let data = try Self.history()
        let rebuilt = try rebuilt(data) { data in
            let start = try #require(LocalDateTime(day: Self.today, hour: 18, minute: 0))
            _ = try WorkoutLogger.log(LogRequest(name: "Bench", start: start, durationSeconds: 3600, entries: ["Bench Press: 80x5x3"]),
                                      into: &data)
        }.rebuilt
        #expect(rebuilt.isSuperset(of: [ProgressPageKind.path, ExercisePageKind.path("bench-press")]))
    }

    /// A goal (`goal add`) is in the inputs of the pages that show it: a bench press e1RM of 67.5 kg
    /// (60 × 5 with Brzycki), already met by the sessions of the 12 weeks before today, rebuilds the
    /// bench press's page (its e1RM chart draws the goal) and the review of 2026, where it was achieved,
    /// with its card; the dashboard and stats.json, made on every build, are not fingerprinted.
    @Test func aGoalRebuildsItsExercisesPageAndTheReviewOfTheYearItWasAchieved() throws {
        let rebuilt = try rebuilt(try Self.history()) { data in
            _ = try GoalEditor.add(.e1rm(exercise: "bench-press", kg: 67.5), deadline: nil, today: Self.today, in: &data)
        }.rebuilt
        #expect(rebuilt == [ExercisePageKind.path("bench-press"), YearReviewPageKind.path(2026), YearReviewPageKind.cardPath(2026)])
    }

    /// A body-weight goal, achieved by the entry of its day, while the settings keep body weight
    /// private: no page shows it, so none is rebuilt.
    @Test func aPrivateBodyWeightGoalRebuildsNothing() throws {
        var data = try Self.history()
        data.bodyWeight.entries = [BodyWeightEntry(date: Self.today, weightKg: 80)]
        let rebuilt = try rebuilt(data) { data in
            _ = try GoalEditor.add(.bodyWeight(kg: 80), deadline: nil, today: Self.today, in: &data)
        }.rebuilt
        #expect(rebuilt == [])
    }

    /// A set's typed unit changes how the set is shown, not what it weighs: sets typed in lb rebuild the
    /// pages that show them and no page of figures. The newest bench press workout's: its own page and the
    /// bench press's (its recent sets and last top set); its year's list is the history's main page, which
    /// every build writes. The second oldest workout's (a squat in 2020): its own page and its year's list
    /// (history/2020.html: each row shows the workout's top set); not the squat's page of 2020, whose
    /// session rows are figures (top weight, e1RM, volume), in the project's unit.
    @Test func aSetsTypedUnitRebuildsThePagesThatShowTheSet() throws {
        let data = try Self.history()
        let workouts = Self.workoutPages(data)
        let newest = try #require(data.workouts.max { $0.start < $1.start })
        let rebuilt = try rebuilt(data) { data in
            let index = try #require(data.workouts.firstIndex { $0.id == newest.id })
            for set in data.workouts[index].exercises[0].sets.indices { data.workouts[index].exercises[0].sets[set].typedUnit = .lb }
            try Self.changeSecondWorkout(&data) { workout in
                for set in workout.exercises[0].sets.indices { workout.exercises[0].sets[set].typedUnit = .lb }
            }
        }.rebuilt
        #expect(rebuilt == [WorkoutPageKind.path(newest.id), ExercisePageKind.path("bench-press"),
                            workouts[1], HistoryPageKind.path(year: 2020)])
    }

    /// What every page may read (`SharedInputs`) is made from `SharedSources` alone, and the seed of
    /// every fingerprint is its hash: a change to any of its parts rebuilds every fingerprinted page,
    /// even one that shows nothing of it. Its parts are walked, not listed: each must have a change here.
    static let sharedSourceChanges: [String: (data: @Sendable (inout ProjectData) -> Void, nextBaseURL: String?)] = [
        "settings": ({ $0.settings.restSeconds = 75 }, nil),
        "library": ({ $0.library.exercises[0].favorite.toggle() }, nil),
        "programs": ({ data in
            data.programs.templates.append(WorkoutTemplate(id: "legs", name: "Legs", exercises: [
                TemplateExercise(exercise: "squat", targetSets: 3, targetReps: 5),
            ]))
        }, nil),
        "baseURL": ({ _ in }, "https://lifts.example.org/"),
        // The menu gets its Journal entry.
        "hasPublishedPosts": ({ $0.posts.append(publishedPost) }, nil),
    ]

    static let publishedPost = try! JournalPost(name: "2026-11-04-note", text: "---\ntitle: A note\n---\nSquats felt quick.\n")

    @Test func aChangeToAnyPartOfTheSharedSourcesRebuildsEveryPage() throws {
        // Few workouts, two years: every fingerprinted kind has pages, and four pairs of builds stay quick.
        var data = ProjectData(library: StarterLibrary.library)
        for (day, entry) in [("2025-03-04", "Squat: 90x5x3"), ("2025-09-09", "Bench Press: 60x5x3"), ("2026-10-06", "Squat: 95x5x3"),
                             ("2026-11-03", "Bench Press: 62.5x5x3")] {
            let date = try #require(LocalDay(day))
            let start = try #require(LocalDateTime(day: date, hour: 18, minute: 0))
            _ = try WorkoutLogger.log(LogRequest(name: "Lift", start: start, durationSeconds: 3600, entries: [entry]), into: &data)
        }
        let parts = Mirror(reflecting: SharedSources(data, baseURL: nil, fileDigests: nil)).children.compactMap(\.label)
        #expect(Set(parts) == Set(Self.sharedSourceChanges.keys), "each part of SharedSources has one change here")
        for part in parts {
            let change = try #require(Self.sharedSourceChanges[part])
            let (rebuilt, all) = try rebuilt(data, nextBaseURL: change.nextBaseURL) { change.data(&$0) }
            #expect(!all.isEmpty)
            #expect(all.subtracting(rebuilt).isEmpty, "a change to \(part) kept \(all.subtracting(rebuilt).count) pages")
        }
    }

    @Test func noChangeRebuildsNothing() throws {
        #expect(try rebuilt(try Self.history()) { _ in }.rebuilt == [])
    }
}
