/// `stats --compare --json`: `{ "first": {figures}, "second": {figures}, "change": {...} }`, the
/// change the second range's figure less the first's (`null` where a side has none), kilograms.
package struct BlockComparisonDocument: Encodable, Sendable {
    struct Change: Encodable, Sendable {
        var weeks: Double
        var workouts: Int
        var workoutsPerWeek: Double
        var workingSetsPerWeek: Double
        var volumePerWeekKg: Double
        var muscles: [BlockFiguresDocument.Muscle]
        var bigLifts: [BlockFiguresDocument.Lift]

        enum CodingKeys: String, CodingKey {
            case bigLifts, muscles, volumePerWeekKg, weeks, workingSetsPerWeek, workouts, workoutsPerWeek
        }
    }

    var first: BlockFiguresDocument
    var second: BlockFiguresDocument
    var change: Change

    enum CodingKeys: String, CodingKey {
        case change, first, second
    }

    package init(_ comparison: BlockComparison) {
        let (one, two) = (comparison.first, comparison.second)
        first = BlockFiguresDocument(one)
        second = BlockFiguresDocument(two)
        func difference(_ before: Double?, _ after: Double?) -> Double? { before.flatMap { before in after.map { $0 - before } } }
        change = Change(
            weeks: StatsDocument.tenths(two.weeks - one.weeks), workouts: two.workouts - one.workouts,
            workoutsPerWeek: StatsDocument.tenths(two.workoutsPerWeek - one.workoutsPerWeek),
            workingSetsPerWeek: StatsDocument.tenths(two.workingSetsPerWeek - one.workingSetsPerWeek),
            volumePerWeekKg: StatsDocument.kilograms(two.volumePerWeekKg - one.volumePerWeekKg),
            muscles: comparison.muscles.map {
                BlockFiguresDocument.Muscle(id: $0.id, name: $0.name, setsPerWeek: StatsDocument.tenths($0.second - $0.first))
            },
            bigLifts: comparison.lifts.map { lift in
                BlockFiguresDocument.Lift(
                    exerciseId: lift.second.exerciseID, name: lift.second.name,
                    startE1rmKg: Nullable(difference(lift.first.startE1rmKg, lift.second.startE1rmKg).map(StatsDocument.kilograms)),
                    endE1rmKg: Nullable(difference(lift.first.endE1rmKg, lift.second.endE1rmKg).map(StatsDocument.kilograms)))
            })
    }
}
