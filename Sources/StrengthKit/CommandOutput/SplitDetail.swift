/// A split as `split show --json` and (one per split) `split list --json` print it: its days in
/// order with their templates, and, for the active split, the day that is next (`SplitProgress`).
package struct SplitDetail: Hashable, Sendable, Encodable {
    struct Day: Hashable, Sendable, Encodable {
        var position: Int
        var id: String
        var name: String
        var templates: [NamedReference]
        var next: Bool
    }

    var id: String
    package var name: String
    var active: Bool
    var days: [Day]
    /// The day that is next, when the split is active.
    @Nullable var nextDay: String?
    /// The last workout that came from a day of the split, when the split is active.
    @Nullable var lastWorkout: String?

    package init(_ split: Split, in data: ProjectData) {
        id = split.id
        name = split.name
        active = data.programs.activeSplit == split.id
        let progress = active ? SplitProgress.of(split, workouts: data.workouts) : nil
        days = split.days.enumerated().map { index, day in
            Day(position: index + 1, id: day.id, name: day.name,
                templates: day.templates.map { id in NamedReference(id: id, name: data.programs.template(id: id)?.name ?? id) },
                next: progress?.nextDayIndex == index)
        }
        nextDay = progress.map { split.days[$0.nextDayIndex].id }
        lastWorkout = progress?.lastWorkoutID
    }

    package static func all(in data: ProjectData) -> [SplitDetail] {
        data.programs.splits.map { SplitDetail($0, in: data) }
    }
}
