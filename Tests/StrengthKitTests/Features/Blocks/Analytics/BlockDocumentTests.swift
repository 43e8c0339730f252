import Foundation
import Testing
@testable import StrengthKit

/// docs/ANALYTICS.md's "Training blocks": its thresholds are the code's, and its example comes out as it says.
@Suite struct BlockDocumentTests {
    static func section() throws -> String {
        let document = try String(contentsOf: TestPaths.repository.appendingPathComponent("docs/ANALYTICS.md"), encoding: .utf8)
        let start = try #require(document.range(of: "## Training blocks\n"))
        let rest = document[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
    }

    static func percent(_ share: Double) -> String { "**\(Int((share * 100).rounded())) %**" }

    @Test func theSectionStatesTheCodesThresholds() throws {
        let section = try Self.section()
        let stated = [
            "**\(BlockDetector.breakDays) days**", "**\(BlockDetector.comparedWeeks) weeks**", "**\(BlockDetector.fewestTrainedWeeks)**",
            Self.percent(DeloadWeek.setsShare), Self.percent(DeloadWeek.loadShare),
            "**\(NumberText.decimal(BlockDetector.shortestWeeks, maximumFractionDigits: 0)) weeks**",
            ProgramChange.sharedShare == 0.5 ? "**half**" : Self.percent(ProgramChange.sharedShare),
        ]
        for words in stated { #expect(section.contains(words), "docs/ANALYTICS.md's Training blocks should say \(words)") }
    }

    /// The example: weeks 1-5 normal, week 6 two sets each, weeks 7-11 at 105 and 82.5 kg, week 12 at 85 and 67.5 kg.
    @Test func theExampleComesOutAsTheSectionSays() throws {
        let heavier = ["Squat: 105x5x3", "Bench Press: 82.5x5x3"]
        let history = try BlockHistory(Array(repeating: BlockHistory.week(), count: 5) + [BlockHistory.week(BlockHistory.fewerSets)]
                                       + Array(repeating: BlockHistory.week(heavier), count: 5)
                                       + [BlockHistory.week(["Squat: 85x5x3", "Bench Press: 67.5x5x3"])])
        let blocks = history.blocks()
        #expect(blocks.map(\.start.description) == ["2026-01-05", "2026-02-16"])
        #expect(blocks.map(\.end.description) == ["2026-02-15", "2026-03-29"])
        #expect(blocks.map { $0.deloadWeek?.description } == ["2026-02-09", "2026-03-23"])
        let squat = try #require(history.data.library.exercises.first { $0.name == "Squat" }?.id)
        let figures = BlockFigures.of(blocks[0].start, blocks[0].end, analytics: history.analytics(today: LocalDay("2026-12-01")!),
                                      library: history.data.library, bigLifts: [squat])
        #expect(figures.weeks == 6 && figures.workouts == 18 && figures.workoutsPerWeek == 3)
        #expect(figures.workingSetsPerWeek == 17 && figures.volumePerWeekKg == 7650)
        #expect(figures.muscles.first { $0.id == "quads" }?.setsPerWeek == 8.5 && figures.muscles.first { $0.id == "glutes" }?.setsPerWeek == 4.25)
        #expect(figures.bigLifts.first?.startE1rmKg == 112.5 && figures.bigLifts.first?.endE1rmKg == 112.5)
        let section = try Self.section()
        for words in ["**3 a week**", "**17 a week**", "**7,650 kg a week**", "**8.5 a week**", "**112.5 kg**"] {
            #expect(section.contains(words), "\(words)")
        }
    }
}
