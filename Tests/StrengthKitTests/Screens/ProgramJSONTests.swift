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
}
