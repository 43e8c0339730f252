/// One trained week as the block rules read it (`BlockDetector`): its lifting — the workouts with a
/// set of anything but a distance exercise, their working sets, each weight × reps lift's heaviest
/// working set — and what its workouts did of a program. A run is not lifting: a holiday week of runs
/// alone is no deload, and does not lower the weeks after it either.
///
/// Counted by the analysis pass as it counts each workout (`AnalyticsEngine`), so a checkpoint keeps
/// the weeks before it and a new workout adds to its own week alone (`TrainingAnalytics.trainedWeeks`).
struct WeekTraining: Hashable, Sendable {
    /// A weight × reps exercise's heaviest working set of the week (`ExerciseSession.topSetKg`), the
    /// exercise by its place in the library (`AnalyticsEngine.exercises`).
    struct TopSet: Hashable, Sendable {
        var exercise: Int
        var kg: Double
    }

    /// The week's first day (`TrainingWeeks`).
    var start: LocalDay
    /// Workouts with lifting in them.
    var workouts = 0
    /// Their working sets, counted as the rest of the analytics count them (`ExerciseSession.workingSets`).
    var workingSets = 0
    /// Each weight × reps lift's heaviest working set, in the library's order: a list, not a table,
    /// since a checkpoint restores a thousand weeks of a dozen lifts each.
    var topSets: [TopSet] = []
    /// What all the week's workouts did of a program, for the program rule: the templates they were
    /// started from, and the exercises of those without one (an import), each by a number (an
    /// exercise's place in the library; a template's `templateNumber`), so that the rule's many unions
    /// of weeks hash no strings. Not a workout's name: the apps lifters import from name a workout by
    /// the time of day as often as by the program day ("Evening Workout" for a push day and a leg day
    /// alike), so names would see a new program whenever the lifter trained at another hour, and miss
    /// one done under the same names.
    var program: Set<Int> = []

    /// A week with nothing counted yet, with room for a week's lifts and program days: the analysis
    /// counts into a thousand of them, and growing each list a lift at a time was most of its allocations.
    static func empty(_ start: LocalDay) -> WeekTraining {
        var week = WeekTraining(start: start)
        week.topSets.reserveCapacity(16)
        week.program.reserveCapacity(8)
        return week
    }

    /// Whether an exercise of `type` is lifting, as the deload rule counts it.
    static func isLifting(_ type: ExerciseType) -> Bool { type != .distanceDuration }

    /// A template's number in `program`: after every exercise's (`exerciseCount` of them), the
    /// position of the first workout started from it, oldest first. Numbered by a workout rather than
    /// by name, so a checkpoint keeps no strings and finds the template again in the workouts.
    static func templateNumber(firstWorkout: Int, exerciseCount: Int) -> Int { exerciseCount + firstWorkout }

    /// Counts one exercise of a workout in the week: `exercise` its place in the library.
    mutating func add(exercise: Int, type: ExerciseType, workingSets sets: Int, topSetKg top: Double?, fromTemplate: Bool) {
        if !fromTemplate { program.insert(exercise) }
        guard Self.isLifting(type) else { return }
        workingSets += sets
        guard type == .weightReps, let top else { return }
        let place = topSets.firstIndex { $0.exercise >= exercise } ?? topSets.endIndex
        if place < topSets.endIndex, topSets[place].exercise == exercise {
            topSets[place].kg = max(topSets[place].kg, top)
        } else {
            topSets.insert(TopSet(exercise: exercise, kg: top), at: place)
        }
    }

    /// The heaviest working set of the exercise at `exercise` in the library, when the week has one.
    func topSetKg(of exercise: Int) -> Double? {
        topSets.first { $0.exercise == exercise }?.kg
    }

    /// Counts one workout in the week, once its exercises are (`add(exercise:…)`): `lifts` when one of them
    /// is lifting, `template` its template's number.
    mutating func addWorkout(lifts: Bool, template: Int?) {
        if lifts { workouts += 1 }
        if let template { program.insert(template) }
    }
}
