import Foundation
import Testing

/// `stats --compare` and `stats --json`'s blocks through the binary. The history: squat 3 × 5 at
/// 100 kg and bench press 3 × 5 at 80 kg (6 sets, 2700 kg) on the Monday and Thursday of the weeks
/// from 5 January 2026, the sixth week (9 February) a deload of 2 sets each (4 sets, 1800 kg), then
/// three more weeks: two blocks, 5 January - 15 February (6 weeks, ending with the deload) and
/// 16 February - 8 March (3 weeks).
@Suite struct StatsCompareEndToEndTests {
    static let today = ["--today", "2026-06-01"]

    static func history() throws -> (TemporaryFolder, CommandRunner) {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        #expect(try cli.run(["init", "--time-zone", "UTC", "--no-workflow"]).status == 0)
        let monday = try #require(Calendar(identifier: .gregorian).date(from: DateComponents(timeZone: .gmt, year: 2026, month: 1, day: 5)))
        for week in 0..<9 {
            let sets = week == 5 ? 2 : 3
            for weekday in [0, 3] {
                let day = monday.addingTimeInterval(Double(7 * week + weekday) * 86_400)
                let start = day.formatted(.iso8601.year().month().day().dateSeparator(.dash)) + " 18:00"
                let logged = try cli.run(["log", "--start", start, "--duration", "60m", "Squat: 100x5x\(sets)", "Bench Press: 80x5x\(sets)"]
                                         + today)
                #expect(logged.status == 0, "\(logged.stderr)")
            }
        }
        return (folder, cli)
    }

    @Test func comparesTwoBlocks() throws {
        let (folder, cli) = try Self.history()
        defer { withExtendedLifetime(folder) {} }
        let text = try cli.run(["stats", "--compare", "block:2026-01-05", "block:2026-02-16"] + Self.today)
        #expect(text.status == 0, "\(text.stderr)")
        // 12 workouts in 6 weeks against 6 in 3: 2 a week both; sets 68 / 6 = 11.3 against 36 / 3 = 12;
        // volume 30,600 / 6 = 5,100 kg against 16,200 / 3 = 5,400. Squat sets 34 / 6 = 5.7 a week
        // against 18 / 3 = 6 (quads; glutes half); bench press the same (chest; triceps and shoulders
        // half); chest before quads on a tie, by name. E1RMs: 100 × 36 / 32 = 112.5 and 80 × 36 / 32 =
        // 90 in every week.
        #expect(text.stdout == """
            Mon 5 Jan 2026 – Sun 15 Feb 2026 (6 weeks) against Mon 16 Feb 2026 – Sun 8 Mar 2026 (3 weeks)

                                               First    Second     Change
              Weeks                                6         3       −3 ↓
              Workouts                            12         6       −6 ↓
              Workouts a week                      2         2        0 →
              Working sets a week               11.3        12     +0.7 ↑
              Volume a week                 5,100 kg  5,400 kg  +300 kg ↑
              Sets a week by muscle group
                Chest                            5.7         6     +0.3 ↑
                Quads                            5.7         6     +0.3 ↑
                Glutes                           2.8         3     +0.2 ↑
                Shoulders                        2.8         3     +0.2 ↑
                Triceps                          2.8         3     +0.2 ↑
              Best e1RM, first week → last
                Squat, first week           112.5 kg  112.5 kg     0 kg →
                Squat, last week            112.5 kg  112.5 kg     0 kg →
                Bench Press, first week        90 kg     90 kg     0 kg →
                Bench Press, last week         90 kg     90 kg     0 kg →

            """, "\(text.stdout)")

        let json = try cli.run(["stats", "--compare", "block:2026-01-05", "2026-02-16..2026-03-08", "--json"] + Self.today)
        #expect(json.status == 0, "\(json.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(Set(root.keys) == ["first", "second", "change"])
        let first = try #require(root["first"] as? [String: Any])
        let second = try #require(root["second"] as? [String: Any])
        let change = try #require(root["change"] as? [String: Any])
        #expect(first["start"] as? String == "2026-01-05" && first["end"] as? String == "2026-02-15" && first["weeks"] as? Double == 6)
        #expect(first["workouts"] as? Int == 12 && first["workingSetsPerWeek"] as? Double == 11.3 && first["volumePerWeekKg"] as? Double == 5100)
        #expect(second["workouts"] as? Int == 6 && second["workingSetsPerWeek"] as? Double == 12 && second["volumePerWeekKg"] as? Double == 5400)
        // 3 − 6 weeks, 6 − 12 workouts, 12 − 11.33 = 0.67 sets, 5,400 − 5,100 kg.
        #expect(change["weeks"] as? Double == -3 && change["workouts"] as? Int == -6 && change["workoutsPerWeek"] as? Double == 0
                    && change["workingSetsPerWeek"] as? Double == 0.7 && change["volumePerWeekKg"] as? Double == 300, "\(change)")
        let lifts = try #require(second["bigLifts"] as? [[String: Any]])
        #expect(lifts.map { $0["exerciseId"] as? String } == ["squat", "bench-press"])
        #expect(lifts.first?["startE1rmKg"] as? Double == 112.5 && lifts.first?["endE1rmKg"] as? Double == 112.5)
        let muscles = try #require(change["muscles"] as? [[String: Any]])
        // Chest (then quads) 6 − 5.67 = 0.33; glutes 3 − 2.83 = 0.17.
        #expect(muscles.map { $0["id"] as? String } == ["chest", "quads", "glutes", "shoulders", "triceps"], "\(muscles)")
        #expect(muscles.map { $0["setsPerWeek"] as? Double } == [0.3, 0.3, 0.2, 0.2, 0.2], "\(muscles)")
        // Sorted keys, as every document the CLI writes.
        #expect(json.stdout.hasPrefix("{\n  \"change\" : {\n    \"bigLifts\" : ["), "\(json.stdout.prefix(80))")
    }

    @Test func statsJSONListsTheBlocks() throws {
        let (folder, cli) = try Self.history()
        defer { withExtendedLifetime(folder) {} }
        let stats = try cli.run(["stats", "--json"] + Self.today)
        #expect(stats.status == 0, "\(stats.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any])
        let blocks = try #require(root["blocks"] as? [[String: Any]])
        #expect(blocks.map { $0["start"] as? String } == ["2026-01-05", "2026-02-16"])
        #expect(blocks.map { $0["end"] as? String } == ["2026-02-15", "2026-03-08"])
        #expect(blocks.map { $0["weeks"] as? Double } == [6, 3])
        #expect(blocks.map { $0["boundary"] as? String } == ["historyStart", "afterDeload"])
        #expect(blocks.map { $0["deloadWeek"] as? String } == ["2026-02-09", nil])
        #expect(blocks.allSatisfy { $0["name"] is NSNull && $0["deloadWeek"] != nil })
        let figures = try #require(blocks.last?["figures"] as? [String: Any])
        #expect(figures["workouts"] as? Int == 6 && figures["workoutsPerWeek"] as? Double == 2)
    }

    static let refusals: [([String], String)] = [
        (["block:2026-02-20", "block:2026-02-16"],
         "error: --compare: block:2026-02-20: no block starts then; the nearest starts are block:2026-02-16, block:2026-01-05 "
            + "(see 'strength-site stats --help')\n"),
        (["2026-03-01..2026-02-01", "block:2026-02-16"],
         "error: --compare: 2026-03-01..2026-02-01: the range ends before it starts (see 'strength-site stats --help')\n"),
        (["block:2026-02-16"], "error: --compare: give two ranges, FIRST..LAST or block:START, not 1 (see 'strength-site stats --help')\n"),
    ]

    @Test func refusesWhatNamesNoRange() throws {
        let (folder, cli) = try Self.history()
        defer { withExtendedLifetime(folder) {} }
        for (ranges, message) in Self.refusals {
            let refused = try cli.run(["stats", "--compare"] + ranges + Self.today)
            #expect(refused.status == 64 && refused.stderr == message && refused.stdout.isEmpty, "\(refused.stderr)")
        }
    }
}
