/// A range's figures (`BlockFigures`) in the JSON documents: kilograms rounded to grams, rates
/// and weeks to tenths, as `StatsDocument` rounds its own.
struct BlockFiguresDocument: Encodable, Sendable {
    struct Muscle: Encodable, Sendable {
        var id: String
        var name: String
        var setsPerWeek: Double

        enum CodingKeys: String, CodingKey {
            case id, name, setsPerWeek
        }
    }

    struct Lift: Encodable, Sendable {
        var exerciseId: String
        var name: String
        var startE1rmKg: Nullable<Double>
        var endE1rmKg: Nullable<Double>

        enum CodingKeys: String, CodingKey {
            case endE1rmKg, exerciseId, name, startE1rmKg
        }
    }

    var start: String
    var end: String
    var weeks: Double
    var workouts: Int
    var workoutsPerWeek: Double
    var workingSetsPerWeek: Double
    var volumePerWeekKg: Double
    var muscles: [Muscle]
    var bigLifts: [Lift]

    enum CodingKeys: String, CodingKey {
        case bigLifts, end, muscles, start, volumePerWeekKg, weeks, workingSetsPerWeek, workouts, workoutsPerWeek
    }

    init(_ figures: BlockFigures) {
        start = figures.start.description
        end = figures.end.description
        weeks = StatsDocument.tenths(figures.weeks)
        workouts = figures.workouts
        workoutsPerWeek = StatsDocument.tenths(figures.workoutsPerWeek)
        workingSetsPerWeek = StatsDocument.tenths(figures.workingSetsPerWeek)
        volumePerWeekKg = StatsDocument.kilograms(figures.volumePerWeekKg)
        muscles = figures.muscles.map { Muscle(id: $0.id, name: $0.name, setsPerWeek: StatsDocument.tenths($0.setsPerWeek)) }
        bigLifts = figures.bigLifts.map {
            Lift(exerciseId: $0.exerciseID, name: $0.name, startE1rmKg: Nullable($0.startE1rmKg.map(StatsDocument.kilograms)),
                 endE1rmKg: Nullable($0.endE1rmKg.map(StatsDocument.kilograms)))
        }
    }
}
