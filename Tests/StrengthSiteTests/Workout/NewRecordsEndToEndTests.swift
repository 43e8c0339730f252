import Foundation
import Testing

/// `log` and `workout finish` end with the records the workout set, as Strong and Hevy do.
@Suite struct NewRecordsEndToEndTests {
    @Test func logAndFinishPrintTheRecordsTheWorkoutSet() throws {
        let folder = try TemporaryFolder()
        let cli = folder.runner
        #expect(try cli.run(["init", "--units", "kg", "--time-zone", "UTC", "--no-workflow"]).status == 0)
        let first = try cli.run(["log", "--start", "2025-03-03 18:00", "Bench Press: 100x5"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(!first.stdout.contains("New record"), "\(first.stdout)")
        #expect(first.stdout.contains("First time: Bench Press\n"))

        // Brzycki: 105 × 36 / 32 = 118.125 kg against 112.5 kg.
        let second = try cli.run(["log", "--start", "2025-03-05 18:00", "Bench Press: 105x5"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.hasSuffix("New records:\n  Bench Press — heaviest weight 105 kg × 5 (+5 kg on 100 kg)\n"
                                        + "  Bench Press — best estimated 1RM 118.1 kg (+5.6 kg on 112.5 kg)\n"), "\(second.stdout)")

        #expect(try cli.run(["workout", "start", "--empty", "--name", "Push"]).status == 0)
        #expect(try cli.run(["workout", "add", "Bench Press: 107.5x3"]).status == 0)
        let finished = try cli.run(["workout", "finish"])
        #expect(finished.status == 0, "\(finished.stderr)")
        #expect(finished.stdout.contains("New record:\n  Bench Press — heaviest weight 107.5 kg × 3 (+2.5 kg on 105 kg)\n"), "\(finished.stdout)")
    }
}
