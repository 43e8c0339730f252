/// `goal add|edit|delete` as actions over `ProjectData`: the rules that keep goals sensible. A goal
/// gets a short id from what it aims at (`squat-e1rm`, `bench-press-5-reps`, `body-weight`,
/// `workouts-per-week`), kept through edits, and the value it starts from is its current value on
/// the day it is set (`GoalEvaluator.value`). Weights are read in the project's unit unless one is
/// written, as everywhere else; a goal written in the other unit keeps it (`Goal.typedUnit`).
package enum GoalEditor {
    package enum Failure: Error, Equatable, CustomStringConvertible {
        case noTarget
        case severalTargets([String])
        case exerciseNeeded(option: String)
        case exerciseNotTaken(option: String, exercise: String)
        case notWeightReps(exercise: String, type: ExerciseType)
        case badTarget(option: String, reason: String)
        case badDeadline(text: String, reason: String)
        case nothingToChange
        case duplicate(id: String)

        package var description: String {
            switch self {
            case .noTarget:
                "give the goal's target: --e1rm 140kg, --set 100kgx5, --body-weight 80kg or --workouts-per-week 4"
            case .severalTargets(let options):
                "\(options.joined(separator: " and ")) are two goals; give one target per goal"
            case .exerciseNeeded(let option):
                "\(option) needs an exercise, e.g. strength-site goal add \"Squat\" \(option == "--set" ? "--set 100kgx5" : "--e1rm 140kg")"
            case .exerciseNotTaken(let option, let exercise):
                "\(option) is not about an exercise; leave out \"\(exercise)\""
            case .notWeightReps(let exercise, let type):
                "\(exercise) is \(type.displayName.lowercased()); e1RM and set goals are for weight × reps exercises"
            case .badTarget(let option, let reason):
                "\(option): \(reason)"
            case .badDeadline(let text, let reason):
                "--by: '\(text)' \(reason)"
            case .nothingToChange:
                "nothing to change: give a new target (--e1rm, --set, --body-weight, --workouts-per-week), --exercise, --by or --no-deadline"
            case .duplicate(let id):
                "that goal is set already: \(id) (strength-site goal edit \(id) changes it)"
            }
        }
    }

    /// How `goal edit` changes the deadline.
    package enum DeadlineChange: Sendable, Equatable {
        case keep
        case set(LocalDay)
        case remove
    }

    /// The target the options give, its exercise found in the library (by name, alias or id), with
    /// the unit its weight was written in when that is not the project's.
    package static func target(_ text: GoalTargetText, in data: ProjectData) throws -> TypedGoalTarget {
        let given = text.given
        guard given.count <= 1 else { throw Failure.severalTargets(given) }
        guard let option = given.first else { throw Failure.noTarget }
        let projectUnit = data.settings.units
        let syntax = SetSyntax(defaultUnit: projectUnit)
        // The range a goal's weight may take, the store's (`StoreValidator`), from one unit of the
        // goal's up: a goal of 0.001 kg would be shown as "0 kg".
        func weight(_ typed: String, atMost heaviest: Double) throws -> (kilograms: Double, typedUnit: WeightUnit?) {
            let read: (kilograms: Double, unit: WeightUnit)
            do {
                read = try syntax.parseWeightAndUnit(typed.lowercased().filter { !$0.isWhitespace }) { SetSyntaxError(set: typed, reason: $0) }
                guard read.kilograms > 0 else { throw Failure.badTarget(option: option, reason: "0 is no weight to aim at") }
            } catch let error as SetSyntaxError {
                throw Failure.badTarget(option: option, reason: error.reason)
            }
            let format = DisplayFormatter(unit: read.unit)
            let lightest = read.unit.kilograms(1)
            guard read.kilograms >= lightest, read.kilograms <= heaviest else {
                throw Failure.badTarget(option: option, reason: "\(format.weight(read.kilograms)) is not a weight to aim at "
                                        + "(\(format.weight(lightest)) to \(format.weight(heaviest)))")
            }
            return (read.kilograms, read.unit == projectUnit ? nil : read.unit)
        }
        func exercise() throws -> String {
            guard let name = text.exercise else { throw Failure.exerciseNeeded(option: option) }
            return try exerciseID(name, in: data)
        }
        if let e1rm = text.e1rm {
            let goal = try weight(e1rm, atMost: SetRules.maximumWeightKg)
            return TypedGoalTarget(.e1rm(exercise: try exercise(), kg: goal.kilograms), typedUnit: goal.typedUnit)
        }
        if let typed = text.set {
            let parsed: ParsedSet
            do {
                parsed = try syntax.parse(typed)
            } catch let error as SetSyntaxError {
                throw Failure.badTarget(option: option, reason: error.reason)
            }
            guard case .weightReps(let kg, let reps) = parsed.form, parsed.kind == .normal, parsed.repeats == 1, parsed.rpe == nil,
                  kg > 0, reps > 0 else {
                throw Failure.badTarget(option: option, reason: "'\(typed)' is not one set of a weight for reps; write e.g. 100kgx5")
            }
            let unit = parsed.typedUnit ?? projectUnit
            let format = DisplayFormatter(unit: unit)
            let lightest = unit.kilograms(1)
            guard kg >= lightest, kg <= SetRules.maximumWeightKg, reps <= SetRules.maximumReps else {
                throw Failure.badTarget(option: option, reason: "'\(typed)' is not a set to aim at (\(format.weight(lightest)) to "
                                        + "\(format.weight(SetRules.maximumWeightKg)), 1 to \(NumberText.counted(SetRules.maximumReps, "rep")))")
            }
            return TypedGoalTarget(.set(exercise: try exercise(), kg: kg, reps: reps), typedUnit: parsed.typedUnit)
        }
        if let name = text.exercise { throw Failure.exerciseNotTaken(option: option, exercise: name) }
        if let body = text.bodyWeight {
            let goal = try weight(body, atMost: StoreValidator.maximumBodyWeightKg)
            return TypedGoalTarget(.bodyWeight(kg: goal.kilograms), typedUnit: goal.typedUnit)
        }
        let count = text.workoutsPerWeek ?? 0
        let range = StoreValidator.workoutsPerWeekRange
        guard range.contains(count) else {
            throw Failure.badTarget(option: option, reason: "\(count) is not between \(range.lowerBound) and \(range.upperBound)")
        }
        return TypedGoalTarget(.workoutsPerWeek(count))
    }

    /// The target `goal edit` gives `current`: the options' target, on the goal's own exercise when
    /// they name none; or, with only an exercise, the same target, typed as it was, on that exercise.
    package static func target(_ text: GoalTargetText, replacing current: Goal, in data: ProjectData) throws -> TypedGoalTarget {
        var text = text
        if text.given.isEmpty {
            guard let name = text.exercise else { throw Failure.nothingToChange }
            guard current.target.exercise != nil else {
                throw Failure.exerciseNotTaken(option: "a \(current.target.kind.rawValue) goal", exercise: name)
            }
            return TypedGoalTarget(current.target.on(exercise: try exerciseID(name, in: data)), typedUnit: current.typedUnit)
        }
        if text.exercise == nil, text.e1rm != nil || text.set != nil { text.exercise = current.target.exercise }
        return try target(text, in: data)
    }

    /// The id of the weight × reps exercise `name` names (name, alias or id).
    private static func exerciseID(_ name: String, in data: ProjectData) throws -> String {
        let matcher = ExerciseMatcher(library: data.library)
        guard let found = matcher.exercise(matching: name) else {
            throw NotFoundError(kind: "exercise", name: name, suggestions: matcher.suggestions(for: name))
        }
        guard found.type == .weightReps else { throw Failure.notWeightReps(exercise: found.name, type: found.type) }
        return found.id
    }

    /// A deadline as `--by` gives it: a day from today to the store's last year.
    package static func deadline(_ text: String, today: LocalDay) throws -> LocalDay {
        guard let day = LocalDay(text) else { throw Failure.badDeadline(text: text, reason: "is not a date in the form YYYY-MM-DD") }
        guard day >= today else { throw Failure.badDeadline(text: text, reason: "is before today (\(today))") }
        guard StoreValidator.years.contains(day.year) else {
            throw Failure.badDeadline(text: text, reason: "is not between the years \(StoreValidator.years.lowerBound) and \(StoreValidator.years.upperBound)")
        }
        return day
    }

    /// Adds a goal set today, starting from its current value. The same target with the same deadline
    /// is refused, as `log` refuses the same workout twice: run twice, the command sets one goal.
    package static func add(_ target: GoalTarget, typedUnit: WeightUnit? = nil, deadline: LocalDay?, today: LocalDay,
                            in data: inout ProjectData) throws -> Goal {
        if let same = data.goals.first(where: { $0.target == target && $0.deadline == deadline }) { throw Failure.duplicate(id: same.id) }
        let goal = Goal(id: newID(for: target, in: data), target: target, added: today, deadline: deadline,
                        startValue: GoalEvaluator.value(of: target, in: data, on: today)?.value, typedUnit: typedUnit)
        data.goals.append(goal)
        return goal
    }

    /// Changes a goal's target or deadline. A new target measured as the old one was (the same kind and
    /// exercise, and reps for a set) keeps the id, the day the goal was set and its start; any other
    /// makes it a goal set today, starting from today's value, with the id of what it now aims at.
    /// A target given is typed again (`typedUnit`): `--e1rm 140kg` shows a goal set as 300 lb in kg from now on.
    package static func edit(id: String, target: GoalTarget?, typedUnit: WeightUnit? = nil, deadline: DeadlineChange, today: LocalDay,
                             in data: inout ProjectData) throws -> Goal {
        let index = try position(of: id, in: data)
        var goal = data.goals[index]
        if target != nil { goal.typedUnit = typedUnit }
        if let target, target != goal.target {
            if !measuresAlike(target, goal.target) {
                goal.added = today
                goal.startValue = GoalEvaluator.value(of: target, in: data, on: today)?.value
                // Its id said what it aimed at ("squat-e1rm"): a goal of another measure gets the id of that.
                var others = data
                others.goals.remove(at: index)
                goal.id = newID(for: target, in: others)
            }
            goal.target = target
        }
        switch deadline {
        case .keep: break
        case .set(let day): goal.deadline = day
        case .remove: goal.deadline = nil
        }
        data.goals[index] = goal
        return goal
    }

    package static func delete(id: String, in data: inout ProjectData) throws -> Goal {
        let index = try position(of: id, in: data)
        return data.goals.remove(at: index)
    }

    /// The goal with this id, or an error naming the ids that are close.
    package static func goal(_ id: String, in data: ProjectData) throws -> Goal {
        data.goals[try position(of: id, in: data)]
    }

    private static func position(of id: String, in data: ProjectData) throws -> Int {
        let typed = id.trimmingCharacters(in: .whitespaces).lowercased()
        if let index = data.goals.firstIndex(where: { $0.id == typed }) { return index }
        let close = data.goals.map(\.id).filter { $0.hasPrefix(typed) || EditDistance.between($0, typed) <= 2 }
        throw NotFoundError(kind: "goal", name: id, suggestions: close.isEmpty && data.goals.count <= 5 ? data.goals.map(\.id) : close)
    }

    /// `squat-e1rm`, `bench-press-5-reps`, `body-weight`, `workouts-per-week`; `-2` and on when taken.
    static func newID(for target: GoalTarget, in data: ProjectData) -> String {
        let base = switch target {
        case .e1rm(let exercise, _): "\(exercise) e1rm"
        case .set(let exercise, _, let reps): "\(exercise) \(NumberText.counted(reps, "rep"))"
        case .bodyWeight: "body weight"
        case .workoutsPerWeek: "workouts per week"
        }
        return Slug.unique(Slug.make(from: base, maximumLength: 100), fallback: "goal") { id in data.goals.contains { $0.id == id } }
    }

    private static func measuresAlike(_ new: GoalTarget, _ old: GoalTarget) -> Bool {
        switch (new, old) {
        case (.e1rm(let a, _), .e1rm(let b, _)): a == b
        case (.set(let a, _, let repsA), .set(let b, _, let repsB)): a == b && repsA == repsB
        case (.bodyWeight, .bodyWeight), (.workoutsPerWeek, .workoutsPerWeek): true
        default: false
        }
    }
}
