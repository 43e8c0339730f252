/// The typo rule as a door that takes typed sets applies it (`log`, `workout add`/`edit`, `history
/// edit`): a set far beyond its exercise's history is refused — unless the lifter says it is no typo
/// (`--not-a-typo`), when it is kept as confirmed: looked at, counted, and never judged again.
struct OutlierCheck: Sendable {
    var rule: OutlierRule
    /// `--not-a-typo`.
    var allowsOutliers: Bool

    init(history: some Sequence<Workout>, unit: WeightUnit, allowsOutliers: Bool) {
        rule = OutlierRule(history: history, unit: unit)
        self.allowsOutliers = allowsOutliers
    }

    /// Throws `OutlierSetError` for the first of `sets` (of the exercise with `id`, called `name`) the
    /// rule finds an outlier; when outliers are allowed, marks each such set confirmed instead.
    func vet(_ sets: inout [WorkoutSet], of id: String, named name: String) throws {
        for index in sets.indices {
            guard let outlier = rule.outlier(sets[index], of: id) else { continue }
            guard allowsOutliers else { throw OutlierSetError(exercise: name, outlier: outlier) }
            sets[index].review = .confirmed
        }
    }
}
