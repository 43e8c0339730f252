import DemoHistory
import Foundation
import Testing
import TestSupport
@testable import StrengthKit

@Suite struct DemoHistoryTests {
    /// The default demo, generated once for the whole suite.
    static let demo: ProjectData = {
        do {
            return try DemoHistoryGenerator().generate()
        } catch {
            Issue.record("the demo generator could not be set up: \(error)")
            return ProjectData()
        }
    }()

    static var allSets: [(exercise: String, set: WorkoutSet)] {
        demo.workouts.flatMap { workout in workout.exercises.flatMap { logged in logged.sets.map { (logged.exercise, $0) } } }
    }

    /// The local day of a workout's start, as the lifter in Berlin saw it.
    static func day(_ workout: Workout) -> LocalDay { workout.start.local.day }

    static func monday(of day: LocalDay) -> LocalDay { day.adding(days: 1 - day.isoWeekday) }

    /// Workouts grouped by the Monday of their ISO week.
    static var workoutsByWeek: [LocalDay: [Workout]] {
        Dictionary(grouping: demo.workouts) { monday(of: day($0)) }
    }

    /// The heaviest bench press that was actually lifted (no warm-ups, no misses) in each week that had one.
    static var topBenchByWeek: [LocalDay: Double] {
        workoutsByWeek.compactMapValues { workouts in
            workouts.flatMap(\.exercises).filter { $0.exercise == "bench-press" }.flatMap(\.sets)
                .filter { $0.counts && ($0.reps ?? 0) > 0 }.compactMap(\.weightKg).max()
        }
    }

    /// Relative paths of every visible file under `folder`, sorted.
    static func visibleFiles(in folder: URL) throws -> [String] {
        let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        return paths.filter { path in
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
            return exists && !isDirectory.boolValue && !path.split(separator: "/").contains { $0.hasPrefix(".") }
        }.sorted()
    }

    // MARK: - Journal

    /// A review of the last whole block (a comparison, a trend, its records, the lifts' progress) and a
    /// short note with the heavy week's workout: every figure finds its days, so the repository's own
    /// site shows them all, none saying "No workouts" or "No block starts".
    @Test func theJournalHasABlockReviewAndAShortNote() throws {
        let data = Self.demo
        #expect(data.posts.map(\.name) == ["2026-10-26-heavy-week", "2026-11-09-block-review"])
        let review = try #require(data.posts.last)
        let names = try PostContent.of(review).directives.map(\.directive.name)
        #expect(names == [.compare, .trend, .records, .progress])
        #expect(try PostContent.of(try #require(data.posts.first)).directives.map(\.directive.name) == [.workout])
        let matcher = ExerciseMatcher(library: data.library)
        for post in data.posts {
            #expect(JournalCheck.problem(in: post, matcher: matcher) == nil, "\(post.name)")
            let html = try SiteFixture.page(JournalPostPageKind.path(post.name), of: data, today: DemoHistoryGenerator.demoLastDay)
            #expect(!html.contains("class=\"empty\""), "\(post.name) has a figure without data")
        }
    }

    // MARK: - Determinism

    @Test func generatingTwiceGivesEqualDataAndByteIdenticalFiles() throws {
        let first = try DemoHistoryGenerator().generate()
        let second = try DemoHistoryGenerator().generate()
        #expect(first == second)

        let firstFolder = try TemporaryDirectory()
        let secondFolder = try TemporaryDirectory()
        try ProjectStore(projectDirectory: firstFolder.url).create(with: first)
        try ProjectStore(projectDirectory: secondFolder.url).create(with: second)
        let firstData = firstFolder.file("Data")
        let secondData = secondFolder.file("Data")
        let files = try Self.visibleFiles(in: firstData)
        #expect(files == (try Self.visibleFiles(in: secondData)))
        #expect(files.count == first.workouts.count + first.posts.count + 5)
        for file in files {
            let left = try Data(contentsOf: firstData.appendingPathComponent(file))
            let right = try Data(contentsOf: secondData.appendingPathComponent(file))
            #expect(left == right, "\(file) differs between two runs")
        }
    }

    @Test func anotherSeedGivesAnotherHistory() throws {
        let other = try DemoHistoryGenerator(seed: 7).generate()
        #expect(other.workouts != Self.demo.workouts)
        #expect(other.library == Self.demo.library)
        #expect(other.programs == Self.demo.programs)
    }

    // MARK: - Shape of the default demo

    @Test func defaultsAreTheDemoOfTheRepo() throws {
        #expect(DemoHistoryGenerator.demoFirstDay == LocalDay("2026-04-06"))
        #expect(DemoHistoryGenerator.demoFirstDay.isoWeekday == 1)
        #expect(DemoHistoryGenerator.demoLastDay == LocalDay("2026-11-20"))
        #expect(DemoHistoryGenerator.demoLastDay.isoWeekday == 5)
        let settings = Self.demo.settings
        #expect(settings.units == .kg)
        #expect(settings.timeZone == "Europe/Berlin")
        #expect(settings.weekStart == .monday)
        #expect(settings.site.title == "Demo training log")
        #expect(settings.site.author == "Alex Example")
    }

    /// Two goals set on Monday 3 August, so that the repository's site shows both outlooks a goal
    /// mostly has: as of the browser check's day, the squat is on track before its deadline and the
    /// bench press achieved in October, by a workout.
    @Test func theDemoHasAGoalOnTrackAndOneAchieved() throws {
        let goals = Self.demo.goals
        #expect(goals.map(\.id) == ["squat-e1rm", "bench-press-e1rm"])
        #expect(goals.allSatisfy { $0.added == LocalDay("2026-08-03") && $0.startValue != nil })
        #expect(goals.first?.deadline == LocalDay("2027-03-01"))
        let statuses = GoalEvaluator.evaluate(goals, in: Self.demo, today: LocalDay("2026-11-22")!)
        #expect(statuses.first?.outlook == .onTrack(LocalDay("2027-02-12")!))
        guard case .achieved(let measure) = statuses.last?.outlook else {
            Issue.record("the bench press goal is not achieved: \(String(describing: statuses.last?.outlook))")
            return
        }
        #expect(measure.day == LocalDay("2026-10-26") && measure.workoutID != nil)
        // A history that ends before that Monday has none.
        #expect(try DemoHistoryGenerator(workoutCount: 20).generate().goals.isEmpty)
    }

    @Test func spansMoreThanSixMonthsFromFirstToLastDay() throws {
        let first = try #require(Self.demo.workouts.first)
        let last = try #require(Self.demo.workouts.last)
        #expect(Self.day(first) == DemoHistoryGenerator.demoFirstDay)
        #expect(Self.day(last) <= DemoHistoryGenerator.demoLastDay)
        #expect(Self.day(last).daysSinceEpoch - Self.day(first).daysSinceEpoch >= 182)
        #expect(Self.demo.workouts == Self.demo.workouts.sorted(by: Workout.oldestFirst))
    }

    /// Every week has three or four split sessions, except one holiday week (2026-08-24) that has only runs.
    @Test func everyWeekButTheHolidayHasThreeOrFourSplitSessions() throws {
        let weeks = Self.workoutsByWeek
        let firstMonday = DemoHistoryGenerator.demoFirstDay
        let weekCount = (DemoHistoryGenerator.demoLastDay.daysSinceEpoch - firstMonday.daysSinceEpoch) / 7 + 1
        #expect(weekCount == 33)
        let holiday = try #require(LocalDay("2026-08-24"))
        for index in 0..<weekCount {
            let monday = firstMonday.adding(days: 7 * index)
            let workouts = weeks[monday] ?? []
            let splitSessions = workouts.filter { $0.template != nil }
            if monday == holiday {
                #expect(splitSessions.isEmpty)
                #expect(!workouts.isEmpty && workouts.allSatisfy { $0.notes?.contains("Holiday") == true })
            } else {
                #expect((3...4).contains(splitSessions.count), "week of \(monday) has \(splitSessions.count) split sessions")
            }
        }
        #expect(weeks.count == weekCount)
    }

    @Test func splitSessionsFollowTheirTemplateOnTheirDay() throws {
        let programs = Self.demo.programs
        #expect(programs.templates.map(\.name) == ["Upper A", "Lower A", "Upper B", "Lower B"])
        #expect(programs.templates.allSatisfy { (4...6).contains($0.exercises.count) && $0.id == Slug.make(from: $0.name) })
        let split = try #require(programs.splits.first)
        #expect(programs.activeSplit == split.id)
        #expect(split.name == "Upper / Lower")
        #expect(split.days.map(\.name) == ["Monday", "Tuesday", "Thursday", "Friday"])
        #expect(split.days.map(\.templates) == [["upper-a"], ["lower-a"], ["upper-b"], ["lower-b"]])

        let weekdayOfTemplate = ["upper-a": 1, "lower-a": 2, "upper-b": 4, "lower-b": 5]
        for workout in Self.demo.workouts {
            if let template = workout.template {
                let planned = try #require(programs.templates.first { $0.id == template })
                #expect(workout.name == planned.name)
                #expect(Self.day(workout).isoWeekday == weekdayOfTemplate[template])
            } else {
                #expect(workout.exercises.map(\.exercise) == ["running"])
            }
        }
    }

    @Test func startTimesAndDurationsAreRealistic() throws {
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        var offsets = Set<Int>()
        for workout in Self.demo.workouts {
            let local = workout.start.local
            #expect(local == workout.start.local(in: berlin))
            offsets.insert(workout.start.utcOffsetSeconds)
            let minute = local.hour * 60 + local.minute
            let duration = try #require(workout.durationSeconds)
            if workout.template != nil {
                #expect((390...450).contains(minute) || (1050...1140).contains(minute), "\(workout.id) starts at \(local)")
                #expect((45 * 60...80 * 60).contains(duration), "\(workout.id) lasts \(duration) s")
            } else {
                #expect((7 * 60...11 * 60).contains(minute), "\(workout.id) starts at \(local)")
                #expect(duration > 20 * 60 && duration < 2 * 3600)
            }
        }
        // Summer time until 2026-10-25, winter time after it.
        #expect(offsets == [7200, 3600])
    }

    @Test func containsWarmUpDropAndFailureSetsIncludingMissedAttempts() {
        let sets = Self.allSets.map(\.set)
        #expect(sets.contains { $0.kind == .warmup })
        #expect(sets.contains { $0.kind == .drop })
        #expect(sets.contains { $0.kind == .failure && ($0.reps ?? 0) > 0 })
        let misses = Self.allSets.filter { $0.set.kind == .failure && $0.set.reps == 0 }
        #expect(misses.count >= 3)
        #expect(misses.allSatisfy { ["bench-press", "squat", "deadlift"].contains($0.exercise) })
    }

    @Test func containsRPELoadedBodyweightTimedAndDistanceSets() {
        let sets = Self.allSets
        #expect(Set(sets.compactMap(\.set.rpe)).isSuperset(of: [8, 8.5, 9]))
        let pullUps = sets.filter { $0.exercise == "pull-up" }.map(\.set)
        #expect(pullUps.contains { ($0.weightKg ?? 0) > 0 })
        #expect(pullUps.compactMap(\.weightKg).filter { $0 > 0 }.allSatisfy { (10...20).contains($0) })
        #expect(pullUps.contains { ($0.weightKg ?? 0) < 0 }, "some pull-ups are assisted")
        #expect(sets.contains { $0.exercise == "dip" && ($0.set.weightKg ?? 0) > 0 })
        #expect(sets.filter { $0.exercise == "hanging-leg-raise" }.allSatisfy { $0.set.weightKg == nil && $0.set.reps != nil })
        let planks = sets.filter { $0.exercise == "plank" }.map(\.set)
        #expect(!planks.isEmpty && planks.allSatisfy { (45...90).contains($0.durationSeconds ?? 0) && $0.weightKg == nil })
        let carryID = Slug.make(from: "Farmer's Carry")
        #expect(sets.contains { $0.exercise == carryID && $0.set.weightKg != nil && $0.set.durationSeconds != nil })
        let runs = sets.filter { $0.exercise == "running" }.map(\.set)
        #expect(!runs.isEmpty && runs.allSatisfy { ($0.distanceMeters ?? 0) > 0 && ($0.durationSeconds ?? 0) > 0 })
    }

    @Test func everyWeightIsAWholePlateIncrement() {
        for (exercise, set) in Self.allSets {
            guard let kg = set.weightKg else { continue }
            #expect((kg / 1.25).rounded() * 1.25 == kg, "\(exercise): \(kg) kg is not a multiple of 1.25 kg")
        }
    }

    @Test func notesUseMarkdownAtEveryLevel() {
        let workoutNotes = Self.demo.workouts.compactMap(\.notes)
        #expect(workoutNotes.contains { $0.contains("*") })
        #expect(workoutNotes.contains { $0.contains("\n- ") })
        #expect(workoutNotes.contains { $0.contains("](https://") })
        #expect(workoutNotes.filter { $0.contains("Deload week") }.count >= 12)
        #expect(Self.demo.workouts.flatMap(\.exercises).contains { $0.notes == "Paused reps" })
        #expect(Self.allSets.contains { $0.set.notes != nil })
        let bench = Self.demo.library.exercise(id: "bench-press")
        #expect(bench?.favorite == true)
        #expect(bench?.notes?.contains("**back and down**") == true)
    }

    @Test func bodyWeightIsLoggedWeeklyAndDriftsDown() throws {
        let entries = Self.demo.bodyWeight.entries
        #expect(entries.count >= 20)
        #expect(entries.allSatisfy { $0.date.isoWeekday == 1 })
        #expect(entries.allSatisfy { ($0.weightKg * 10).rounded() / 10 == $0.weightKg })
        let first = try #require(entries.first)
        let last = try #require(entries.last)
        #expect(abs(first.weightKg - 82.0) <= 0.3)
        #expect(abs(last.weightKg - 80.5) <= 0.3)
    }

    @Test func aDeloadWeekBenchesLessThanTheWeekBefore() throws {
        let tops = Self.topBenchByWeek
        let deloadMondays = Set(Self.demo.workouts.filter { $0.notes?.contains("Deload week") == true }.map { Self.monday(of: Self.day($0)) })
        #expect(deloadMondays.count >= 5)
        let lighter = deloadMondays.filter { monday in
            guard let deload = tops[monday], let before = tops[monday.adding(days: -7)] else { return false }
            return deload < before
        }
        #expect(lighter.count >= 4)
    }

    @Test func topBenchIsHeavierAtTheEndThanAtTheStart() throws {
        let tops = Self.topBenchByWeek
        let firstWeek = try #require(tops.keys.min())
        let lastWeek = try #require(tops.keys.max())
        let start = try #require(tops[firstWeek])
        let end = try #require(tops[lastWeek])
        #expect(end > start)
    }

    // MARK: - Store

    @Test func savedDemoLoadsBackEqual() throws {
        let folder = try TemporaryDirectory()
        let store = ProjectStore(projectDirectory: folder.url)
        try store.create(with: Self.demo)
        #expect(try store.load() == Self.demo)
    }

    /// `Data/` in the repo is exactly what the generator makes; regenerate it with
    /// `rm -rf Data && swift run generate-demo --out .` after changing the generator.
    @Test func committedDataIsWhatTheGeneratorMakes() throws {
        let committed = TestPaths.repository.appendingPathComponent("Data")
        let folder = try TemporaryDirectory()
        try ProjectStore(projectDirectory: folder.url).create(with: Self.demo)
        let generated = folder.file("Data")

        let files = try Self.visibleFiles(in: generated)
        #expect(try Self.visibleFiles(in: committed) == files)
        for file in files {
            let expected = try Data(contentsOf: generated.appendingPathComponent(file))
            let actual = try? Data(contentsOf: committed.appendingPathComponent(file))
            #expect(actual == expected, "Data/\(file) is not what the generator makes")
        }
    }

    // MARK: - Big histories

    @Test func fiveThousandWorkoutsAreGeneratedAndValid() throws {
        let data = try DemoHistoryGenerator(workoutCount: 5000).generate()
        #expect(data.workouts.count == 5000)
        #expect(Set(data.workouts.map(\.id)).count == 5000)
        #expect(data.workouts.reduce(0) { $0 + $1.setCount } > 80_000)
        #expect(data.workouts == data.workouts.sorted(by: Workout.oldestFirst))
        // What `create(with:)` checks, without writing 5,000 files.
        try StoreValidator.validate(data, layout: StoreLayout(projectDirectory: URL(fileURLWithPath: "/nonexistent")))
    }

    @Test func workoutCountExtendsTheSamePattern() throws {
        let data = try DemoHistoryGenerator(workoutCount: 10).generate()
        #expect(data.workouts.count == 10)
        #expect(Array(Self.demo.workouts.prefix(10)) == data.workouts)
        #expect(try DemoHistoryGenerator(workoutCount: 0).generate().workouts.isEmpty)
    }

    @Test func badParametersAreErrors() {
        #expect(throws: DemoHistoryError.unknownTimeZone("Mars/Olympus_Mons")) {
            try DemoHistoryGenerator(timeZoneIdentifier: "Mars/Olympus_Mons")
        }
        #expect(throws: DemoHistoryError.negativeWorkoutCount(-1)) {
            try DemoHistoryGenerator(workoutCount: -1)
        }
    }
}
