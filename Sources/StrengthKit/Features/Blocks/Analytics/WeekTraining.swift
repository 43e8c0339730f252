/// One trained week as the block rules read it (`BlockDetector`): its lifting — the workouts with a
/// set of anything but a distance exercise, their working sets, each weight × reps lift's heaviest
/// working set — and what its workouts did of a program. A run is not lifting: a holiday week of runs
/// alone is no deload, and does not lower the weeks after it either.
struct WeekTraining: Hashable, Sendable {
    /// The week's first day (`TrainingWeeks`).
    var start: LocalDay
    /// Workouts with lifting in them.
    var workouts = 0
    /// Their working sets, counted as the rest of the analytics count them (`ExerciseSession.workingSets`).
    var workingSets = 0
    /// Per weight × reps exercise, by its place in `TrainingAnalytics.exercises`: the heaviest working
    /// set of the week (`ExerciseSession.topSetKg`).
    var topSetKg: [Int: Double] = [:]
    /// What all the week's workouts did of a program, for the program rule: the templates they were
    /// started from, and the exercises of those without one (an import), each by a number, so that the
    /// rule's many unions of weeks hash no strings. Not a workout's name: the apps lifters import from
    /// name a workout by the time of day as often as by the program day ("Evening Workout" for a push
    /// day and a leg day alike), so names would see a new program whenever the lifter trained at
    /// another hour, and miss one done under the same names.
    var program: Set<Int> = []
    /// Whether any workout fell in it.
    var isTrained = false

    /// Whether an exercise of `type` is lifting, as the deload rule counts it.
    static func isLifting(_ type: ExerciseType) -> Bool { type != .distanceDuration }

    /// The trained weeks of `workouts` (oldest first, each on its day of `days`), oldest first.
    static func weeks(of workouts: [Workout], days: [LocalDay], analytics: TrainingAnalytics) -> [WeekTraining] {
        guard let firstDay = days.min() else { return [] }
        let calendar = analytics.weeks
        // Each week in a slot counted from the first's: an array, not a table keyed by day, since
        // every workout and session of the history is added to one.
        let origin = calendar.weekStart(of: firstDay).daysSinceEpoch
        func slot(_ day: LocalDay) -> Int { (calendar.weekStart(of: day).daysSinceEpoch - origin) / 7 }
        var weeks = (0...slot(days.max() ?? firstDay)).map { WeekTraining(start: LocalDay(daysSinceEpoch: origin + 7 * $0)) }
        // By index throughout: a loop variable would copy each whole workout and session, thousands of them.
        let exercises = analytics.exercises
        // What a workout did of a program, as a number: an exercise's place in `exercises`, a template's
        // after them; one lookup for each exercise a workout logged tells its number and whether it is lifting.
        let places = Dictionary(exercises.indices.map { (exercises[$0].exercise.id, $0) }, uniquingKeysWith: { first, _ in first })
        var templates: [String: Int] = [:]
        for index in workouts.indices {
            let week = slot(days[index])
            weeks[week].isTrained = true
            var lifts = false
            for logged in workouts[index].exercises {
                guard let place = places[logged.exercise] else { continue }
                lifts = lifts || isLifting(exercises[place].exercise.type)
                if workouts[index].template == nil { weeks[week].program.insert(place) }
            }
            if lifts { weeks[week].workouts += 1 }
            if let template = workouts[index].template {
                let number = templates[template] ?? exercises.count + templates.count
                templates[template] = number
                weeks[week].program.insert(number)
            }
        }
        for entry in exercises.indices where isLifting(exercises[entry].exercise.type) {
            let isWeightReps = exercises[entry].exercise.type == .weightReps
            let sessions = exercises[entry].sessions
            for session in sessions.indices {
                let week = slot(sessions[session].day)
                guard weeks.indices.contains(week) else { continue }
                weeks[week].workingSets += sessions[session].workingSets
                if isWeightReps, let top = sessions[session].topSetKg { weeks[week].topSetKg[entry] = max(weeks[week].topSetKg[entry] ?? 0, top) }
            }
        }
        return weeks.filter(\.isTrained)
    }
}
