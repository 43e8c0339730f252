/// Where the program changed: what the workouts did of a program (`WeekTraining.program`) in the weeks from one on against
/// those of the weeks before it, `BlockDetector.comparedWeeks` each.
enum ProgramChange {
    /// Below this share of program days in common (|A ∩ B| / |A ∪ B|) the program changed. A
    /// program rotating 5 days over 3-day weeks uses all 5 within 4 weeks, so it shares them all.
    static let sharedShare = 0.5

    /// The share of program days the weeks `after` (from the week on) and `before` have in common;
    /// nil when either window has fewer than `BlockDetector.fewestTrainedWeeks` trained weeks.
    static func share(after: some Collection<WeekTraining>, before: some Collection<WeekTraining>) -> Double? {
        guard after.count >= BlockDetector.fewestTrainedWeeks, before.count >= BlockDetector.fewestTrainedWeeks else { return nil }
        let (a, b) = (after.reduce(into: Set()) { $0.formUnion($1.program) }, before.reduce(into: Set()) { $0.formUnion($1.program) })
        let union = a.union(b)
        return union.isEmpty ? nil : Double(a.intersection(b).count) / Double(union.count)
    }

    /// The weeks (indices into `shares`, one per trained week, nil where not measured) where the
    /// program changed: in each run of consecutive weeks sharing less than `sharedShare`, the one
    /// sharing least, the earliest on a tie.
    static func boundaries(_ shares: [Double?]) -> [Int] {
        var found: [Int] = []
        var least: (index: Int, share: Double)?
        for (index, share) in shares.enumerated() {
            if let share, share < sharedShare {
                if share < least?.share ?? .infinity { least = (index, share) }
            } else if let chosen = least {
                found.append(chosen.index)
                least = nil
            }
        }
        if let least { found.append(least.index) }
        return found
    }
}
