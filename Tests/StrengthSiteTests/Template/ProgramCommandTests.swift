import Foundation
import Testing

/// `template ...` and `split ...` through the real binary: the issue's exact forms, renames and deletes
/// with users, and bad input that changes nothing.
@Suite struct ProgramCommandTests {
    /// A UTC project with the issue's Push A, a Pull A and Arms, the issue's split, active, and one
    /// workout logged from Push A.
    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        for arguments in [
            ["init", "--time-zone", "UTC"],
            ["template", "add", "Push A", "--notes", "Heavy *push*", "Bench Press: 3x5", "Overhead Press: 3x8-12", "Triceps Pushdown: 3x10-15"],
            ["template", "add", "Pull A", "Deadlift: 1x5 140kg", "Barbell Row: 3x8-12@8"],
            ["template", "add", "Arms", "Barbell Curl: 3x10", "Plank: 3x60s"],
            ["split", "add", "Upper Lower", "--day", "Push: Push A", "--day", "Pull: Pull A, Arms"],
            ["split", "activate", "Upper Lower"],
            ["log", "--template", "Push A", "--start", "2025-03-10 18:00", "Bench Press: 100x5x3"],
        ] {
            let result = try cli.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        return folder
    }

    struct TemplateRow: Decodable, Equatable {
        struct Usage: Decodable, Equatable {
            var timesUsed: Int
            var timesUsedLast8Weeks: Int
            var lastUsed: String?
            var lastWorkout: String?
        }
        var id: String
        var name: String
        var exerciseCount: Int
        var splitDays: [String]
        var usage: Usage
    }

    @Test func theIssuesFormsWorkAndListAndShowWhatWasMade() throws {
        let folder = try Self.project()
        let cli = folder.runner
        let list = try cli.run(["template", "list", "--json", "--today", "2025-03-20"])
        #expect(list.status == 0, "\(list.stderr)")
        let rows = try JSONDecoder().decode([TemplateRow].self, from: Data(list.stdout.utf8))
        #expect(rows == [
            TemplateRow(id: "push-a", name: "Push A", exerciseCount: 3, splitDays: ["Push (Upper Lower)"],
                        usage: .init(timesUsed: 1, timesUsedLast8Weeks: 1, lastUsed: "2025-03-10", lastWorkout: "2025-03-10-1800-push-a")),
            TemplateRow(id: "pull-a", name: "Pull A", exerciseCount: 2, splitDays: ["Pull (Upper Lower)"],
                        usage: .init(timesUsed: 0, timesUsedLast8Weeks: 0, lastUsed: nil, lastWorkout: nil)),
            TemplateRow(id: "arms", name: "Arms", exerciseCount: 2, splitDays: ["Pull (Upper Lower)"],
                        usage: .init(timesUsed: 0, timesUsedLast8Weeks: 0, lastUsed: nil, lastWorkout: nil)),
        ])
        // Eight weeks after 10 Mar (10 Mar + 56 days = 5 May), it no longer counts as recent.
        #expect(try cli.run(["template", "list", "--today", "2025-05-05"]).stdout == """
            Template  Exercises    Done               Last                  Id
            Push A    3 exercises  1× (0 in 8 weeks)  last Mon 10 Mar 2025  push-a
            Pull A    2 exercises  never                                    pull-a
            Arms      2 exercises  never                                    arms

            """)
        #expect(try cli.run(["template", "show", "push a", "--today", "2025-03-20"]).stdout == """
            Push A (push-a)
              Heavy *push*

            1. Bench Press — 3 × 5
            2. Overhead Press — 3 × 8–12
            3. Triceps Pushdown — 3 × 10–15

            On Push (Upper Lower, active).
            Done 1× (1 in 8 weeks); last Mon 10 Mar 2025 (2025-03-10-1800-push-a).

            """)
        let shown = try cli.run(["template", "show", "Pull A", "--json"])
        #expect(shown.stdout.contains("\"target\" : \"1x5 140kg\""))
        #expect(shown.stdout.contains("\"target\" : \"3x8-12@8\""))
        #expect(try cli.run(["split", "show", "Upper Lower"]).stdout == """
            Upper Lower (upper-lower) — active
              1. Push: Push A
            → 2. Pull: Pull A, Arms
            Next: Pull (the day after the last workout from this split, 2025-03-10-1800-push-a).

            """)
        #expect(try cli.run(["split", "list"]).stdout == """
               Split        Days        Id
            *  Upper Lower  Push, Pull  upper-lower
            * active

            """)
        // `log --template` names the workout after the template.
        #expect(try cli.run(["history", "--json"]).stdout.contains("\"name\" : \"Push A\""))
    }

    @Test func renamingATemplateOrASplitKeepsEverythingThatUsesIt() throws {
        let folder = try Self.project()
        let cli = folder.runner
        let edited = try cli.run(["template", "edit", "Push A", "--name", "Push Heavy", "--remove", "Triceps Pushdown",
                                  "--add", "Dip: 3x8-12", "--target", "Overhead Press: 4x6-10@8", "--exercise-notes", "Dip: lean forward",
                                  "--move", "Dip", "--to", "1", "--json"])
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(edited.stdout.contains("\"id\" : \"push-a\""))
        #expect(try cli.run(["template", "show", "push-a"]).stdout.hasPrefix("""
            Push Heavy (push-a)
              Heavy *push*

            1. Dip — 3 × 8–12
                 lean forward
            2. Bench Press — 3 × 5
            3. Overhead Press — 4 × 6–10 @8

            On Push (Upper Lower, active).
            """))
        #expect(try cli.run(["split", "show", "upper-lower"]).stdout.contains("1. Push: Push Heavy"))
        #expect(try cli.run(["history", "show", "2025-03-10-1800-push-a"]).status == 0)
        let logged = try cli.run(["log", "--template", "push heavy", "--start", "2025-03-12 18:00", "Dip: x10"])
        #expect(logged.status == 0, "\(logged.stderr)")
        #expect(logged.stdout.hasPrefix("Logged Push Heavy"))

        #expect(try cli.run(["split", "edit", "Upper Lower", "--name", "UL"]).stdout == "Saved split \"UL\"\n")
        #expect(try cli.run(["split", "day", "rename", "UL", "Push", "Upper"]).status == 0)
        // The day kept its id, so the workout started from it still counts: Pull is next.
        #expect(try cli.run(["split", "show", "ul"]).stdout == """
            UL (upper-lower) — active
              1. Upper: Push Heavy
            → 2. Pull: Pull A, Arms
            Next: Pull (the day after the last workout from this split, 2025-03-12-1800-push-heavy).

            """)
    }

    @Test func duplicatingAndDeletingATemplateSaysWhoUsedIt() throws {
        let folder = try Self.project()
        let cli = folder.runner
        let copy = try cli.run(["template", "duplicate", "Push A", "Push B"])
        #expect(copy.status == 0, "\(copy.stderr)")
        #expect(copy.stdout.hasPrefix("Copied \"Push A\" to \"Push B\"\n\nPush B (push-b)\n  Heavy *push*\n\n1. Bench Press — 3 × 5"))
        #expect(try cli.run(["template", "delete", "Push B", "--yes"]).stdout == "Deleted template \"Push B\"\n")

        // Push A is on a day with another template, and one workout came from it.
        #expect(try cli.run(["split", "day", "assign", "Upper Lower", "Push", "Arms"]).status == 0)
        let before = try folder.dataSnapshot()
        let asked = try cli.run(["template", "delete", "Push A"])
        #expect(asked.status == 64)
        #expect(asked.stderr == "error: Delete template \"Push A\" (it is on Push (Upper Lower), which will no longer list it; 1 workout came from it and will no longer name it) — not on a terminal, so pass --yes to confirm\n")
        #expect(try folder.dataSnapshot() == before)
        let deleted = try cli.run(["template", "delete", "Push A", "--yes"])
        #expect(deleted.status == 0, "\(deleted.stderr)")
        #expect(deleted.stdout == """
            Deleted template "Push A"
            Taken off Push (Upper Lower)
            1 workout that came from it no longer names a template (their sets are kept)

            """)
        #expect(deleted.stderr.hasPrefix("A backup of the store as it was is in "))
        #expect(try cli.run(["split", "show", "Upper Lower"]).stdout.contains("1. Push: Arms"))
        #expect(try cli.run(["history", "show", "2025-03-10-1800-push-a"]).status == 0)
        let file = try String(contentsOf: folder.url.appendingPathComponent("Data/workouts/2025/2025-03-10-1800-push-a.json"), encoding: .utf8)
        #expect(!file.contains("\"template\""))
        #expect(file.contains("\"name\" : \"Push A\""))
        #expect(file.contains("\"exercise\" : \"bench-press\""))
    }

    @Test func splitDaysAreAddedMovedAssignedAndDeletedAndSplitsActivated() throws {
        let folder = try Self.project()
        let cli = folder.runner
        for arguments in [
            ["split", "day", "add", "Upper Lower", "Legs: Arms", "--at", "1"],
            ["split", "day", "move", "Upper Lower", "Legs", "3"],
            ["split", "day", "assign", "Upper Lower", "legs", "Pull A"],
            ["split", "day", "unassign", "Upper Lower", "3", "Arms"],
            ["split", "day", "delete", "Upper Lower", "Pull"],
            ["split", "add", "Full Body", "--day", "A: Push A, Pull A"],
        ] {
            let result = try cli.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        #expect(try cli.run(["split", "show", "Upper Lower"]).stdout == """
            Upper Lower (upper-lower) — active
              1. Push: Push A
            → 2. Legs: Pull A
            Next: Legs (the day after the last workout from this split, 2025-03-10-1800-push-a).

            """)
        #expect(try cli.run(["split", "activate", "Full Body"]).stdout.hasPrefix("Active split: \"Full Body\" (instead of \"Upper Lower\")\n"))
        let deleted = try cli.run(["split", "delete", "Upper Lower", "--yes"])
        #expect(deleted.stdout == "Deleted split \"Upper Lower\"\n")
        #expect(deleted.stderr.hasPrefix("A backup of the store as it was is in "))
        #expect(try cli.run(["split", "deactivate"]).stdout == "\"Full Body\" is no longer active; no split is\n")
        #expect(try cli.run(["split", "show", "Full Body", "--json"]).stdout.contains("\"nextDay\" : null"))
        #expect(try cli.run(["split", "delete", "Full Body", "--yes"]).status == 0)
        #expect(try cli.run(["split", "list", "--json"]).stdout == "[\n\n]\n")
    }

    @Test func anExerciseTemplatesPlanIsDeletedOnlyWhenAskedAndMergesFollow() throws {
        let folder = try Self.project()
        let cli = folder.runner
        let before = try folder.dataSnapshot()
        let refused = try cli.run(["exercise", "delete", "Triceps Pushdown"])
        #expect(refused.status == 64)
        #expect(refused.stderr == "error: \"Triceps Pushdown\" is planned in template \"Push A\"; delete it and take it out of that template — not on a terminal, so pass --yes to confirm\n")
        let lonely = try cli.run(["exercise", "delete", "Barbell Curl", "--yes"])
        #expect(lonely.status == 0, "\(lonely.stderr)")
        #expect(try folder.dataSnapshot() != before)
        #expect(try cli.run(["exercise", "delete", "Triceps Pushdown", "--yes"]).stdout == "Deleted \"Triceps Pushdown\" and took it out of \"Push A\"\n")
        #expect(try cli.run(["template", "show", "Push A", "--json"]).stdout.components(separatedBy: "\"position\"").count == 3)
        let merged = try cli.run(["exercise", "merge", "Barbell Row", "Dumbbell Row", "--yes"])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(try cli.run(["template", "show", "Pull A"]).stdout.contains("2. Dumbbell Row — 3 × 8–12 @8"))
    }

    @Test(arguments: [
        (["template", "add", "New", "Bench Press: 3x"], "error: \"Bench Press\", set \"3x\": the reps are missing after 'x'; write e.g. 3x5 or 3x8-12\n"),
        (["template", "add", "New", "Bench Press: 3x12-8"], "error: \"Bench Press\", set \"3x12-8\": the range 12-8 runs downwards; write it low-high, 3x8-12\n"),
        (["template", "add", "New", "Bench Pres: 3x5"], "error: no exercise named \"Bench Pres\"; did you mean \"Bench Press\"? If not, add it with `strength-site exercise add`, or add the template with --create-exercises\n"),
        (["template", "add", "push a", "Squat: 3x5"], "error: a template named \"Push A\" already exists; template names are unique\n"),
        (["template", "add", "New", "Plank: 3x5"], "error: \"Plank\", set \"3x5\": Plank is duration; its target is sets of a time, e.g. 3x60s\n"),
        (["template", "show", "Psh A"], "error: no workout template \"Psh A\"; did you mean \"Push A\"? (see 'strength-site template list')\n"),
        (["template", "edit", "Push A", "--name", "Arms"], "error: a template named \"Arms\" already exists; template names are unique\n"),
        (["template", "edit", "Push A", "--target", "Squat: 3x5"], "error: \"Push A\" has no exercise \"Squat\"\n"),
        (["template", "duplicate", "Push A", "Pull A"], "error: a template named \"Pull A\" already exists; template names are unique\n"),
        (["template", "delete", "Push A", "--yes"], "error: \"Push A\" is the only template of Push (Upper Lower); assign another template to that day or delete it first\n"),
        (["split", "add", "PPL", "--day", "Push"], "error: day \"Push\" has no template; write a day as DAY: TEMPLATE, TEMPLATE, e.g. \"Push: Push A\"\n"),
        (["split", "add", "PPL", "--day", "Push: "], "error: day \"Push\" has no template; write a day as DAY: TEMPLATE, TEMPLATE, e.g. \"Push: Push A\"\n"),
        (["split", "add", "PPL"], "error: a split needs at least one day: --day \"DAY: TEMPLATE, ...\", e.g. --day \"Push: Push A\"\n"),
        (["split", "add", "upper lower", "--day", "A: Arms"], "error: a split named \"Upper Lower\" already exists; split names are unique\n"),
        (["split", "delete", "Upper Lower", "--yes"], "error: \"Upper Lower\" is the active split; run `strength-site split deactivate` or activate another split first\n"),
        (["split", "day", "unassign", "Upper Lower", "Push", "Push A"], "error: Push (Upper Lower) would have no template left; a split day needs at least one (delete the day instead)\n"),
        (["split", "day", "rename", "Upper Lower", "Legs", "Lower"], "error: no day of Upper Lower \"Legs\" (see 'strength-site split show \"Upper Lower\"')\n"),
        (["split", "activate", "PPL"], "error: no split \"PPL\" (see 'strength-site split list')\n"),
        (["log", "--template", "Psh A", "Bench Press: 100x5"], "error: no workout template \"Psh A\"; did you mean \"Push A\"? (see 'strength-site template list')\n"),
    ])
    func badInputIsOneLineAndChangesNothing(_ arguments: [String], _ message: String) throws {
        let folder = try Self.project()
        let before = try folder.dataSnapshot()
        let result = try folder.runner.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr == message)
        #expect(try folder.dataSnapshot() == before)
    }
}
