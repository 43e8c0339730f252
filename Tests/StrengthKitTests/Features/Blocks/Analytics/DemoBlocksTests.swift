import DemoHistory
import Testing
@testable import StrengthKit

/// The demo history's generator deloads every sixth training week (2 sets instead of 3, at 65-80 %),
/// and notes it on the week's workouts: the blocks end with exactly those weeks. Its holiday week of
/// runs alone is no deload, so the block around it runs on through it.
@Suite struct DemoBlocksTests {
    @Test func theDemosDeloadWeeksEndItsBlocks() throws {
        let data = try DemoHistoryGenerator().generate()
        let analytics = TrainingAnalytics.compute(data, today: DemoHistoryGenerator.demoLastDay)
        let day = { (workout: Workout) in analytics.workout(id: workout.id)?.day ?? workout.start.local.day }
        let deloads = Set(data.workouts.filter { $0.notes?.hasPrefix("**Deload week**") == true }.map { analytics.weeks.weekStart(of: day($0)) })
        let blocks = BlockDetector.blocks(in: analytics, declared: [])
        #expect(deloads.count >= 5)
        #expect(Set(blocks.compactMap(\.deloadWeek)) == deloads)
        #expect(blocks.dropFirst().allSatisfy { $0.boundary == .afterDeload })
    }
}
