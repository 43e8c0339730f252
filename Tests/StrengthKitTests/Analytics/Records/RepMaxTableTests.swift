import Testing
@testable import StrengthKit

/// The rep-max table reads "the heaviest for at least N reps": on any history it never rises with N,
/// and each row is the heaviest working set of N or more reps (checked by brute force).
@Suite struct RepMaxTableTests {
    /// A small deterministic generator, so a failure names a seed that reproduces it.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test(arguments: Array(UInt64(1)...40))
    func theTableIsMonotoneAndMatchesBruteForce(seed: UInt64) throws {
        var random = SplitMix(state: seed)
        var history = HistoryFixture()
        var sets: [(weight: Double, reps: Int)] = []
        for day in 1...Int.random(in: 1...12, using: &random) {
            let entries = (0..<Int.random(in: 1...5, using: &random)).map { _ -> String in
                let weight = Double(Int.random(in: 8...80, using: &random)) * 2.5
                let reps = Int.random(in: 0...20, using: &random)
                let kind = Int.random(in: 0...5, using: &random) == 0 ? "w" : ""
                if kind.isEmpty { sets.append((weight, reps)) }
                return "\(kind)\(NumberText.decimal(weight, maximumFractionDigits: 1))x\(reps)"
            }
            try history.log("2025-03-\(Digits.pad(day, 2)) 18:00", "Squat: " + entries.joined(separator: ", "))
        }
        let table = try #require(history.analytics(today: "2025-03-31").exercise(id: "squat")).repMaxes
        #expect(table.map(\.reps) == Array(1...12))
        for row in table {
            let best = sets.filter { $0.reps >= row.reps }.map(\.weight).max()
            #expect(row.actualKg == best, "seed \(seed), \(row.reps) reps")
            if let actualReps = row.actualReps { #expect(actualReps >= row.reps, "seed \(seed)") }
        }
        for (lower, higher) in zip(table, table.dropFirst()) {
            #expect((higher.actualKg ?? 0) <= (lower.actualKg ?? 0), "seed \(seed): \(higher.reps) reps above \(lower.reps)")
        }
    }
}
