import Foundation
import Testing
@testable import StrengthKit

/// The `--json` shapes of `template list|show` and `split list|show`, as docs/PROGRAMS.md states them.
@Suite struct ProgramJSONTests {
    static func json<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try StoreCoding.encode(value), as: UTF8.self)
    }

    @Test func templateList() throws {
        let data = try ProgramFixture.data()
        assertGolden(try Self.json(TemplateSummary.all(in: data, today: ProgramFixture.today)), named: "programs-template-list.json")
    }

    @Test func templateShow() throws {
        let data = try ProgramFixture.data()
        let template = try ProgramLookup.template("Push A", in: data.programs)
        assertGolden(try Self.json(TemplateDetail(template, in: data, today: ProgramFixture.today)), named: "programs-template-show.json")
    }

    @Test func splitList() throws {
        var data = try ProgramFixture.data()
        _ = try ProgramEditor.addSplit(name: "Full Body", days: [.init(name: "A", templates: ["push-a", "pull-a"])], to: &data)
        assertGolden(try Self.json(SplitDetail.all(in: data)), named: "programs-split-list.json")
    }

    @Test func theTextShowsWhatTheJSONHolds() throws {
        let data = try ProgramFixture.data()
        let detail = TemplateDetail(try ProgramLookup.template("push-a", in: data.programs), in: data, today: ProgramFixture.today)
        #expect(ProgramText.templateDetail(detail) == """
            Push A (push-a)
              Heavy *push*

            1. Bench Press — 3 × 5 at 100 kg
            2. Overhead Press — 3 × 8–12 @8
                 Strict, no leg drive
            3. Triceps Pushdown — 3 × 10–15

            On Push (Upper Lower, active).
            Done 2× (1 in 8 weeks); last Mon 10 Mar 2025 (2025-03-10-1800-push-a).

            """)
        #expect(ProgramText.splitDetail(SplitDetail(data.programs.splits[0], in: data)) == """
            Upper Lower (upper-lower) — active
            → 1. Push: Push A
              2. Pull: Pull A, Arms
            Next: Push (the day after the last workout from this split, 2025-03-12-1800-pull-a).

            """)
    }

    /// A day whose one template has its name is named once (`init`'s programs are all so), in `split
    /// show` as in `home`; a day without templates says so.
    @Test(arguments: [
        (["Upper A"], "Upper A"),
        (["upper a"], "Upper A: upper a"),
        (["Upper A", "Arms"], "Upper A: Upper A, Arms"),
        ([], "Upper A: no templates"),
    ])
    func aDayIsNamedOnceWhenItsTemplateHasItsName(templates: [String], text: String) throws {
        #expect(ProgramText.dayText("Upper A", templates: templates) == text)
        var data = try ProgramFixture.data()
        let names = templates.map { name in data.programs.templates.first { $0.name == name }?.id ?? name }
        for (id, name) in zip(names, templates) where !data.programs.templates.contains(where: { $0.id == id }) {
            data.programs.templates.append(WorkoutTemplate(id: id, name: name, exercises: []))
        }
        data.programs.splits[0].days[0] = SplitDay(id: "upper-a", name: "Upper A", templates: names)
        #expect(ProgramText.splitDetail(SplitDetail(data.programs.splits[0], in: data)).contains("→ 1. \(text)\n"))
        let home = HomeDashboard(data: data, analytics: TrainingAnalytics.compute(data, today: ProgramFixture.today),
                                 now: try #require(Timestamp(iso8601: "2025-03-14T12:00:00Z")))
        #expect(home.text.plain.contains("  1. \(text)   ← next\n"), "\(home.text.plain)")
    }
}
