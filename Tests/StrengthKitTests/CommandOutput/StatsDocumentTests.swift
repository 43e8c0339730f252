import DemoHistory
import Foundation
import Testing
@testable import StrengthKit

/// `stats --json` is a documented interface: its keys, units and nulls are checked here.
@Suite struct StatsDocumentTests {
    func document(_ history: HistoryFixture, today: String, exercise: String? = nil) throws -> [String: Any] {
        let analytics = history.analytics(today: today)
        let json = try StoreCoding.encode(StatsDocument(analytics, exercise: exercise.flatMap(analytics.exercise(id:))))
        return try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    }

    @Test func topLevelKeysAreTheDocumentedOnes() throws {
        var history = HistoryFixture(units: .lb)
        try history.log("2025-03-03 18:00", "Bench Press: 225x5")
        let root = try document(history, today: "2025-03-05")
        #expect(Set(root.keys) == [
            "today", "weekStartsOn", "oneRepMaxFormula", "oneRepMaxRepCap", "workoutsThisWeek", "workoutsThisMonth",
            "totalWorkouts", "totalWorkingSets", "totalVolumeKg", "streakWeeks", "longestStreakWeeks", "weekly", "monthly",
            "exercises", "muscleGroups", "records", "goals", "heldSets", "blocks",
        ])
        #expect(root["totalVolumeKg"] as? Double == 510.291)        // 5 × 102.058283 kg, rounded to the gram: pounds never leak in
        let week = try #require((root["weekly"] as? [[String: Any]])?.first)
        #expect(Set(week.keys) == ["weekStart", "workouts", "sets", "volumeKg"])
        #expect(week["weekStart"] as? String == "2025-03-03")
        let month = try #require((root["monthly"] as? [[String: Any]])?.first)
        #expect(Set(month.keys) == ["month", "workouts", "sets", "volumeKg"])
        #expect(month["month"] as? String == "2025-03")
        let record = try #require((root["records"] as? [[String: Any]])?.first)
        #expect(Set(record.keys) == ["date", "exercise", "exerciseId", "kind", "value", "workoutId"])
    }

    /// Every goal with the same keys, `null` where a figure does not apply; kilograms whatever the unit.
    @Test func goalsHaveTheDocumentedKeys() throws {
        var history = HistoryFixture(units: .lb)
        try history.log("2025-03-03 18:00", "Bench Press: 225x5")
        history.data.goals = [
            Goal(id: "bench-press-e1rm", target: .e1rm(exercise: "bench-press", kg: WeightUnit.lb.kilograms(275)), added: LocalDay("2025-03-04")!,
                 startValue: 115.8),
            Goal(id: "workouts-per-week", target: .workoutsPerWeek(3), added: LocalDay("2025-03-04")!, startValue: 0.25),
        ]
        let today = LocalDay("2025-03-05")!
        let analytics = history.analytics(today: "2025-03-05")
        let json = try StoreCoding.encode(StatsDocument(analytics, goals: GoalDetail.all(in: history.data, today: today)))
        let goals = try #require((try JSONSerialization.jsonObject(with: json) as? [String: Any])?["goals"] as? [[String: Any]])
        let keys: Set<String> = ["id", "kind", "exerciseId", "exercise", "weightKg", "reps", "workoutsPerWeek", "added", "deadline",
                                 "startValue", "current", "currentDate", "progressPercent", "weeksMet", "achievedDate",
                                 "achievedWorkoutId", "outlook", "projectedDate"]
        #expect(goals.map { Set($0.keys) } == [keys, keys])
        #expect(goals[0]["weightKg"] as? Double == 124.738)         // 275 lb, to the gram
        #expect(goals[0]["current"] as? Double == 114.816)          // 225 × 5 lb: 102.058283 × 36 / 32 = 114.8156, to the gram
        #expect(goals[0]["exercise"] as? String == "Bench Press" && goals[0]["reps"] is NSNull && goals[0]["deadline"] is NSNull)
        #expect(goals[0]["outlook"] as? String == "notEnoughData")
        #expect(goals[1]["kind"] as? String == "workoutsPerWeek" && goals[1]["workoutsPerWeek"] as? Int == 3 && goals[1]["weightKg"] is NSNull)
        #expect(goals[1]["weeksMet"] as? Int == 0 && goals[1]["outlook"] as? String == "notProjected")
    }

    @Test func recordsThatDoNotApplyAreNull() throws {
        var history = HistoryFixture()
        try history.log("2025-03-03 18:00", "Running: 5km in 25:00", "Bench Press: 100x5")
        let exercises = try #require(try document(history, today: "2025-03-05")["exercises"] as? [[String: Any]])
        let running = try #require(exercises.first { $0["id"] as? String == "running" })
        let records = try #require(running["records"] as? [String: Any])
        #expect(Set(records.keys) == [
            "heaviestWeightKg", "bestE1rmKg", "bestSetVolumeKg", "bestSessionVolumeKg", "mostReps", "mostRepsInSession",
            "heaviestAddedLoadKg", "longestDurationSeconds", "longestDistanceMeters", "bestPaceSecondsPerKm",
        ])
        #expect(records["heaviestWeightKg"] is NSNull)
        #expect(records["longestDistanceMeters"] as? Double == 5000)
        #expect(records["bestPaceSecondsPerKm"] as? Double == 300)
        let bench = try #require(exercises.first { $0["id"] as? String == "bench-press" })
        #expect((bench["records"] as? [String: Any])?["bestE1rmKg"] as? Double == 112.5)
        #expect(bench["lastPerformed"] as? String == "2025-03-03")
    }

    /// A row of `statusesAreTheDocumentedOnes`: sessions (day, entry) and the status expected of `exercise`.
    struct StatusRow: Sendable, CustomStringConvertible {
        var sessions: [String: String]
        var exercise = "squat"
        var key: String
        var date: String? = nil
        var sessionCount: Int? = nil
        var best: Double? = nil
        var slopeShare: Double? = nil
        var weeklyValues: Int? = nil
        var description: String { key }
    }

    /// Singles, whose e1RM is their weight; the build date is Monday 23 November 2026.
    static let statusRows: [StatusRow] = [
        // The documentation's stall: 100 on 5 Oct, 110 on 12 Oct, then 105 on 26 Oct and 9, 16, 23 Nov: 42 days, 4 sessions.
        StatusRow(sessions: ["2026-10-05": "Squat: 100x1", "2026-10-12": "Squat: 110x1", "2026-10-26": "Squat: 105x1",
                             "2026-11-09": "Squat: 105x1", "2026-11-16": "Squat: 105x1", "2026-11-23": "Squat: 105x1"],
                  key: "stalled", date: "2026-10-12", sessionCount: 4, best: 110),
        // The documentation's gain: 100, 102.5, 105, 107.5: 2.5 kg a week on a line at 107.5 kg, 2.3256 % a week.
        StatusRow(sessions: ["2026-11-02": "Squat: 100x1", "2026-11-09": "Squat: 102.5x1", "2026-11-16": "Squat: 105x1",
                             "2026-11-23": "Squat: 107.5x1"],
                  key: "gaining", slopeShare: 0.023256),
        // 80 kg each week: flat, a share of 0.
        StatusRow(sessions: ["2026-11-02": "Squat: 80x1", "2026-11-09": "Squat: 80x1", "2026-11-16": "Squat: 80x1", "2026-11-23": "Squat: 80x1"],
                  key: "flat", slopeShare: 0),
        // Reps, load aside: 20, 20, 19, 19; Σ(x − x̄)(y − ȳ) = −14 over 245, −0.4 a week on a line at
        // 19.5 − 10.5 × 0.4 / 7 = 18.9: −2.1164 % a week.
        StatusRow(sessions: ["2026-11-02": "Pull Up: x20", "2026-11-09": "Pull Up: x20", "2026-11-16": "Pull Up: x19", "2026-11-23": "Pull Up: x19"],
                  exercise: "pull-up", key: "declining", slopeShare: -0.021164),
        // Two weeks: too few to fit a line.
        StatusRow(sessions: ["2026-11-16": "Squat: 100x1", "2026-11-23": "Squat: 100x1"], key: "notEnoughData", weeklyValues: 2),
        // 120 kg in July, back on 16 Nov at 100 (under 95 % of 120, 114): returning since 16 Nov, the best before 120.
        StatusRow(sessions: ["2026-07-06": "Squat: 120x1", "2026-11-16": "Squat: 100x1", "2026-11-23": "Squat: 105x1"],
                  key: "returning", date: "2026-11-16", best: 120),
    ]

    /// Each lift's status (docs/ANALYTICS.md, "Progress"), every key present and `null` where it does not apply.
    @Test(arguments: statusRows)
    func statusesAreTheDocumentedOnes(row: StatusRow) throws {
        var history = HistoryFixture()
        for (day, entry) in row.sessions.sorted(by: { $0.key < $1.key }) { try history.log("\(day) 18:00", entry) }
        let exercises = try #require(try document(history, today: "2026-11-23")["exercises"] as? [[String: Any]])
        let status = try #require(exercises.first { $0["id"] as? String == row.exercise }?["status"] as? [String: Any])
        #expect(Set(status.keys) == ["key", "asOf", "date", "sessions", "best", "slopeShare", "weeklyValues"])
        #expect(status["key"] as? String == row.key && status["asOf"] as? String == "2026-11-23")
        #expect(status["date"] as? String == row.date && (row.date != nil || status["date"] is NSNull))
        #expect(status["sessions"] as? Int == row.sessionCount && (row.sessionCount != nil || status["sessions"] is NSNull))
        #expect(status["best"] as? Double == row.best && (row.best != nil || status["best"] is NSNull))
        #expect(status["slopeShare"] as? Double == row.slopeShare && (row.slopeShare != nil || status["slopeShare"] is NSNull))
        #expect(status["weeklyValues"] as? Int == row.weeklyValues && (row.weeklyValues != nil || status["weeklyValues"] is NSNull))
    }

    /// A lift not trained in the recent window has no status: `null`.
    @Test func aLiftNotTrainedInTheWindowHasNoStatus() throws {
        var history = HistoryFixture()
        try history.log("2026-05-04 18:00", "Deadlift: 150x1")
        try history.log("2026-11-23 18:00", "Squat: 100x1")
        let exercises = try #require(try document(history, today: "2026-11-23")["exercises"] as? [[String: Any]])
        #expect(exercises.first { $0["id"] as? String == "deadlift" }?["status"] is NSNull)
        #expect((exercises.first { $0["id"] as? String == "squat" }?["status"] as? [String: Any])?["key"] as? String == "notEnoughData")
    }

    @Test func exerciseDetailAddsSeriesRepMaxesAndRecentSets() throws {
        var history = HistoryFixture()
        try history.log("2025-03-03 18:00", "Bench Press: w60x10, 100x5")
        try history.log("2025-03-05 18:00", "Bench Press: 102.5x3")
        let detail = try #require(try document(history, today: "2025-03-05", exercise: "bench-press")["exercise"] as? [String: Any])
        let series = try #require(detail["series"] as? [[String: Any]])
        #expect(series.map { $0["bestE1rmKg"] as? Double } == [112.5, 108.529])   // 102.5 × 36 / 34 = 108.5294…
        let repMaxes = try #require(detail["repMaxes"] as? [[String: Any]])
        #expect(repMaxes.count == 12)
        #expect(repMaxes[4]["actualKg"] as? Double == 100)
        // At least 1 rep: 102.5 × 3; at least 6: nothing (the warm-up of 10 is no working set).
        #expect(repMaxes[0]["actualKg"] as? Double == 102.5 && repMaxes[0]["actualReps"] as? Int == 3)
        #expect(repMaxes[5]["actualKg"] is NSNull && repMaxes[5]["actualReps"] is NSNull)
        let recent = try #require(detail["recentSets"] as? [[String: Any]])
        #expect(recent.map { $0["weightKg"] as? Double } == [102.5, 100, 60])     // newest first, warm-up shown
        #expect(recent.last?["kind"] as? String == "warmup")
    }

    /// The document is written by PrettyJSONEncoder (for speed) exactly as JSONEncoder writes it: a long generated
    /// history with runs, holds and body weight, with and without each exercise's detail, with a goal
    /// of each kind.
    @Test func writtenDocumentIsWhatJSONEncoderWrites() throws {
        var data = try DemoHistoryGenerator(workoutCount: 400).generate()
        let today = try #require(LocalDay("2027-06-01"))
        data.goals = [
            Goal(id: "squat-e1rm", target: .e1rm(exercise: "squat", kg: 180), added: LocalDay("2027-01-04")!, deadline: LocalDay("2027-09-01"), startValue: 150.25),
            Goal(id: "bench-press-5-reps", target: .set(exercise: "bench-press", kg: 60, reps: 5), added: LocalDay("2027-01-04")!),
            Goal(id: "body-weight", target: .bodyWeight(kg: 70), added: LocalDay("2027-01-04")!),
            Goal(id: "workouts-per-week", target: .workoutsPerWeek(4), added: LocalDay("2027-01-04")!, startValue: 3.25),
        ]
        let analytics = TrainingAnalytics.compute(data, today: today)
        let goals = GoalDetail.all(in: data, today: today)
        #expect(StatsDocument(analytics, goals: goals).json() == Array(try StoreCoding.encode(StatsDocument(analytics, goals: goals))))
        #expect(StatsDocument(analytics).json() == Array(try StoreCoding.encode(StatsDocument(analytics))))
        for entry in analytics.exercises {
            let document = StatsDocument(analytics, exercise: entry)
            #expect(document.json() == Array(try StoreCoding.encode(document)), "\(entry.exercise.id)")
        }
    }

    /// The writer held to the definition (`Encodable`) over a document that sets every field: a
    /// field added to the document or a type in it fails here until its key is in the type's
    /// `CodingKeys`, in sorted order.
    @Test func aDocumentThatSetsEveryFieldIsWrittenAsJSONEncoderWritesIt() throws {
        let document = Self.everyField()
        #expect(FullyPopulated.gaps(in: document) == [])
        let written = document.json()
        #expect(Self.firstDifference(written, Array(try StoreCoding.encode(document))) == nil)
        let keys = Self.keyPaths(try JSONSerialization.jsonObject(with: Data(written)))
        // The headline figures are written under their own keys.
        let properties = Self.propertyPaths(document).filter { !$0.hasPrefix("headline") }.union(document.headline.map(\.key))
        #expect(properties.subtracting(keys).sorted() == [], "stored properties missing from their type's CodingKeys")
    }

    /// The paths of the stored properties of `value` (`exercises[].records.mostReps`), by `Mirror`;
    /// a `Nullable` is its one value, as it is in the JSON.
    static func propertyPaths(_ value: Any, at path: String = "") -> Set<String> {
        let mirror = Mirror(reflecting: value)
        if String(describing: type(of: value)).hasPrefix("Nullable<") { return [path] }
        switch mirror.displayStyle {
        case .optional: return mirror.children.first.map { propertyPaths($0.value, at: path) } ?? [path]
        case .collection: return mirror.children.reduce(into: [path]) { $0.formUnion(propertyPaths($1.value, at: path + "[]")) }
        case .struct:
            return mirror.children.reduce(into: path.isEmpty ? [] : [path]) { paths, child in
                paths.formUnion(propertyPaths(child.value, at: path.isEmpty ? child.label ?? "" : path + "." + (child.label ?? "")))
            }
        default: return [path]
        }
    }

    /// The paths of the keys of a parsed JSON document, in the same spelling.
    static func keyPaths(_ json: Any, at path: String = "") -> Set<String> {
        switch json {
        case let object as [String: Any]:
            return object.reduce(into: path.isEmpty ? [] : [path]) { paths, member in
                paths.formUnion(keyPaths(member.value, at: path.isEmpty ? member.key : path + "." + member.key))
            }
        case let array as [Any]: return array.reduce(into: [path]) { $0.formUnion(keyPaths($1, at: path + "[]")) }
        default: return [path]
        }
    }

    /// A status with every figure set, which no one status has.
    static func everyStatusField() -> StatsDocument.Status {
        var status = StatsDocument.Status(.stalled(since: LocalDay("2025-01-20")!, sessions: 9, best: 112.5), type: .weightReps,
                                          asOf: LocalDay("2025-03-05")!)
        status.slopeShare = Nullable(-0.004125)
        status.weeklyValues = Nullable(3)
        return status
    }

    /// Every member of every type written by hand, in numbers the document's rounding leaves as
    /// they are, and text that needs escapes.
    static func everyField() -> StatsDocument {
        var document = StatsDocument(HistoryFixture().analytics(today: "2025-03-05"))
        document.today = "2025-03-05"
        document.weekStartsOn = "monday"
        document.oneRepMaxFormula = "brzycki"
        document.oneRepMaxRepCap = 12
        document.headline = HeadlineFigures.all.enumerated().map { index, figure in
            StatsDocument.Headline(key: figure.key, number: figure.unit == .volume ? .kilograms(123_456.789) : .whole(index + 2))
        }
        document.weekly = [StatsDocument.Week(weekStart: "2025-03-03", workouts: 2, sets: 31, volumeKg: 4359.15)]
        document.monthly = [StatsDocument.Month(month: "2025-03", workouts: 5, sets: 80, volumeKg: 10_234.5)]
        document.exercises = [StatsDocument.ExerciseEntry(
            id: "bench-press", name: "Bankdrücken \"Bench\" / Press 💪", type: "weightReps", sessions: 12, workingSets: 60,
            totalVolumeKg: 20_000.125, lastPerformed: Nullable("2025-03-03"),
            records: StatsDocument.Records(
                heaviestWeightKg: Nullable(105), bestE1rmKg: Nullable(112.5), bestSetVolumeKg: Nullable(525),
                bestSessionVolumeKg: Nullable(2100.5), mostReps: Nullable(12), mostRepsInSession: Nullable(40),
                heaviestAddedLoadKg: Nullable(20.25), longestDurationSeconds: Nullable(90), longestDistanceMeters: Nullable(5000.5),
                bestPaceSecondsPerKm: Nullable(297.3)),
            status: Nullable(everyStatusField()))]
        document.muscleGroups = [StatsDocument.MuscleGroup(id: "chest", name: "Chest", weekly: [
            StatsDocument.MuscleWeek(weekStart: "2025-03-03", sets: 7.5, volumeKg: 1234.5),
        ])]
        document.records = [StatsDocument.Record(date: "2025-03-03", exercise: "Bankdrücken \"Bench\" / Press 💪", exerciseId: "bench-press",
                                                 kind: "bestE1rm", value: 112.5, workoutId: "2025-03-03-1800-push")]
        document.exercise = StatsDocument.ExerciseDetail(
            id: "bench-press", name: "Bankdrücken \"Bench\" / Press 💪", type: "weightReps",
            series: [StatsDocument.SessionPoint(
                date: "2025-03-03", workoutId: "2025-03-03-1800-push", workingSets: 5, bestE1rmKg: Nullable(112.5),
                topSetKg: Nullable(100), volumeKg: Nullable(2100.5), totalReps: Nullable(25), longestDurationSeconds: Nullable(45),
                longestDistanceMeters: Nullable(400.25), bestPaceSecondsPerKm: Nullable(301.7))],
            repMaxes: [StatsDocument.RepMaxRow(reps: 5, actualKg: Nullable(100), actualReps: Nullable(6), date: Nullable("2025-03-03"),
                                               workoutId: Nullable("2025-03-03-1800-push"), estimatedKg: Nullable(98.75))],
            recentSets: [StatsDocument.SetEntry(
                date: "2025-03-03", workoutId: "2025-03-03-1800-push", kind: "drop", weightKg: Nullable(80.5), reps: Nullable(8),
                durationSeconds: Nullable(30), distanceMeters: Nullable(20.5), rpe: Nullable(8.5))])
        document.goals = [everyGoalField()]
        document.blocks = [BlockEntry(
            TrainingBlock(start: LocalDay("2025-01-06")!, end: LocalDay("2025-02-16")!, lastWorkout: LocalDay("2025-02-14")!,
                          boundary: .declared, name: "Bankdrücken \"Block\" 💪", deloadWeek: LocalDay("2025-02-10")),
            figures: BlockFigures(start: LocalDay("2025-01-06")!, end: LocalDay("2025-02-16")!, weeks: 6, workouts: 17, workoutsPerWeek: 2.8333,
                                  workingSetsPerWeek: 30.25, volumePerWeekKg: 1234.5678,
                                  muscles: [BlockFigures.MuscleSets(id: "chest", name: "Chest", setsPerWeek: 7.25)],
                                  bigLifts: [BlockFigures.LiftChange(exerciseID: "bench-press", name: "Bench Press", startE1rmKg: 100.25,
                                                                     endE1rmKg: 102.5)]))]
        document.heldSets = [StatsDocument.HeldSet(
            date: "2025-03-03", workoutId: "2025-03-03-1800-push", exercise: "Bankdrücken \"Bench\" / Press 💪", exerciseId: "bench-press",
            entry: 2, set: 3, reason: "held-outlier", kind: "normal", weightKg: Nullable(1050.5), reps: Nullable(5),
            durationSeconds: Nullable(20), distanceMeters: Nullable(10.25))]
        return document
    }

    /// A goal with every key set, though no one goal has them all (a weight, reps and a number of
    /// workouts a week): the writer must write each.
    static func everyGoalField() -> GoalDetail {
        var history = HistoryFixture()
        history.data.goals = [Goal(id: "bench-press-5-reps", target: .set(exercise: "bench-press", kg: 100, reps: 5),
                                   added: LocalDay("2025-03-04")!, deadline: LocalDay("2025-06-01"), startValue: 90.5)]
        var goal = GoalDetail.all(in: history.data, today: LocalDay("2025-03-05")!)[0]
        goal.exercise = Nullable("Bankdrücken \"Bench\" / Press 💪")
        goal.workoutsPerWeek = Nullable(4)
        goal.current = Nullable(97.5)
        goal.currentDate = Nullable("2025-03-03")
        goal.progressPercent = Nullable(70)
        goal.weeksMet = Nullable(3)
        goal.achievedDate = Nullable("2025-03-03")
        goal.achievedWorkoutId = Nullable("2025-03-03-1800-push")
        goal.outlook = "onTrack"
        goal.projectedDate = Nullable("2025-05-12")
        return goal
    }

    /// The first line where two documents part, or nil when they are the same: a failure names
    /// one line, not two files' bytes.
    static func firstDifference(_ written: [UInt8], _ encoded: [UInt8]) -> String? {
        let (one, other) = (String(decoding: written, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false),
                            String(decoding: encoded, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false))
        let common = min(one.count, other.count)
        guard let line = (0..<common).first(where: { one[$0] != other[$0] }) ?? (one.count == other.count ? nil : common) else {
            return nil
        }
        return "line \(line + 1): written \(one.dropFirst(line).first ?? "(end)") · JSONEncoder \(other.dropFirst(line).first ?? "(end)")"
    }

    @Test func anEmptyHistoryIsWrittenAsJSONEncoderWritesIt() throws {
        let analytics = HistoryFixture().analytics(today: "2025-03-05")
        #expect(StatsDocument(analytics).json() == Array(try StoreCoding.encode(StatsDocument(analytics))))
    }
}

extension StatsDocument.Headline.Number: FullyPopulated.CaseListing {
    static var caseNames: [String] { ["whole", "kilograms"] }
}
