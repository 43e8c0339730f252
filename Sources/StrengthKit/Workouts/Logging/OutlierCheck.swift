/// The typo rules as a door that takes typed sets applies them (`log`, `workout add`/`edit`, `history
/// edit`): a set far beyond its exercise's history (`OutlierRule`), or covering a distance faster or
/// farther than anyone does (`DistanceBounds`), is refused — unless the lifter says it is no typo
/// (`--not-a-typo`), when it is kept as confirmed: looked at, counted, and never judged again.
struct OutlierCheck: Sendable {
    var rule: OutlierRule
    /// `--not-a-typo`.
    var allowsOutliers: Bool

    init(history: some Sequence<Workout>, unit: WeightUnit, allowsOutliers: Bool) {
        rule = OutlierRule(history: history, unit: unit)
        self.allowsOutliers = allowsOutliers
    }

    /// Throws `OutlierSetError` or `ImpossibleSetError` for the first of `sets` of `exercise` the rules
    /// doubt; when outliers are allowed, marks each such set confirmed instead.
    func vet(_ sets: inout [WorkoutSet], of exercise: Exercise) throws {
        let format = DisplayFormatter(unit: rule.unit)
        for index in sets.indices {
            let error: (any Error)?
            if let outlier = rule.outlier(sets[index], of: exercise.id) {
                error = OutlierSetError(exercise: exercise.name, outlier: outlier)
            } else if sets[index].distanceMeters != nil,
                      let problem = DistanceBounds.problem(with: sets[index], travel: ExerciseTravel.of(exercise), exercise: exercise.name,
                                                           format: format) {
                error = ImpossibleSetError(problem: problem)
            } else {
                error = nil
            }
            guard let error else { continue }
            guard allowsOutliers else { throw error }
            sets[index].review = .confirmed
        }
    }
}
