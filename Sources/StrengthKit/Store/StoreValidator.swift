import Foundation

/// The rules a loaded store must meet: unique ids, references that resolve, values in range.
/// A change is validated the same way before anything is written.
enum StoreValidator {
    /// The years a store's dates may have (`LocalDay.storableYears`).
    static let years = LocalDay.storableYears

    /// Which part of the data a problem is in; `Locator` turns it into a file and a field path.
    enum Section {
        case settings, library, programs, bodyWeight, goals, blocks, session
        case workout(index: Int, id: String)
        case post(index: Int, name: String)
    }

    /// Maps a section and a field inside it to the path and field a user should look at.
    typealias Locator = @Sendable (Section, String) -> (path: String, field: String)

    /// Problems located in the store's own files.
    static func storeLocator(_ layout: StoreLayout) -> Locator {
        { section, field in
            switch section {
            case .settings: (layout.display(StoreLayout.settingsPath), field)
            case .library: (layout.display(StoreLayout.exercisesPath), field)
            case .programs: (layout.display(StoreLayout.programsPath), field)
            case .bodyWeight: (layout.display(StoreLayout.bodyWeightPath), field)
            case .goals: (layout.display(StoreLayout.goalsPath), field)
            case .blocks: (layout.display(StoreLayout.blocksPath), field)
            case .session: (layout.display(StoreLayout.sessionPath), field)
            case .workout(_, let id): (layout.display(StoreLayout.workoutPath(id: id)), field)
            case .post(_, let name): (layout.display(StoreLayout.postPath(name: name)), field)
            }
        }
    }

    /// - Parameter knownValid: ids of workouts that passed these rules under the same library and
    ///   programs (`workoutRulesDigest`): only their ids are checked, for uniqueness.
    static func validate(_ data: ProjectData, layout: StoreLayout, knownValid: Set<String> = []) throws {
        try validate(data, locate: storeLocator(layout), knownValid: knownValid)
    }

    static func validate(_ data: ProjectData, locate: Locator, knownValid: Set<String> = []) throws {
        try validateSettings(data.settings, locate: locate)
        try validateLibrary(data.library, locate: locate)
        try validateBigLifts(data.settings, library: data.library, locate: locate)
        try validatePrograms(data.programs, library: data.library, locate: locate)
        try validateBodyWeight(data.bodyWeight, locate: locate)
        try validateGoals(data.goals, library: data.library, locate: locate)
        try validateBlocks(data.blocks, locate: locate)
        try validatePosts(data.posts, locate: locate)
        let context = WorkoutContext(data: data)
        var seen = Set<String>()
        for (index, workout) in data.workouts.enumerated() {
            guard seen.insert(workout.id).inserted else {
                throw invalid(locate, .workout(index: index, id: workout.id), "id", "'\(workout.id)' is used by another workout too")
            }
            if knownValid.contains(workout.id) { continue }
            try validate(workout, at: index, context: context, locate: locate)
        }
        if let session = data.session { try validate(session, context: context, locate: locate) }
    }

    /// The hash of what a workout's rules read besides the workout (`WorkoutRuleSources`, which the
    /// rules' `WorkoutContext` is made from) as the store's files hold it (`StoreSnapshot.fileDigests()`).
    /// A workout valid under one digest is valid under it again.
    static func workoutRulesDigest(of data: ProjectData, fileDigests: [String: UInt64]) -> UInt64 {
        var hasher = StableHasher()
        hasher.add(WorkoutRuleSources(data, fileDigests: fileDigests))
        return hasher.value
    }

    /// The live session holds what a workout holds, by the same rules, plus the plan's exercises.
    static func validate(_ session: LiveSession, context: WorkoutContext, locate: Locator) throws {
        let path = Section.session
        try validateCommon(path, name: session.name, times: [("start", session.start)], template: session.template,
                           readiness: session.readiness, context: context, locate: locate)
        try requireKnownExercises(in: session, path, types: context.exerciseTypes, locate: locate)
        try validateExercises(session.exercises, path, context: context, locate: locate)
    }

    struct WorkoutContext {
        var exerciseTypes: [String: ExerciseType]
        var templateIDs: Set<String>

        init(data: ProjectData) {
            self.init(WorkoutRuleSources(data, fileDigests: nil))
        }

        /// From `sources` alone: what is read here is in `workoutRulesDigest`.
        init(_ sources: WorkoutRuleSources) {
            exerciseTypes = sources.library.value.typesByID
            templateIDs = Set(sources.programs.value.templates.map(\.id))
        }
    }

    static func validate(_ workout: Workout, at index: Int, context: WorkoutContext, locate: Locator) throws {
        let path = Section.workout(index: index, id: workout.id)
        guard isValidWorkoutID(workout.id) else {
            throw invalid(locate, path, "id", "'\(workout.id)' is not a workout id (YYYY-MM-DD- followed by lowercase letters, digits and hyphens)")
        }
        try validateCommon(path, name: workout.name, times: [("start", workout.start), ("end", workout.end)],
                           template: workout.template, readiness: workout.readiness, context: context, locate: locate)
        try requireKnownExercises(in: workout, path, types: context.exerciseTypes, locate: locate)
        if let end = workout.end {
            let seconds = end.secondsSinceEpoch - workout.start.secondsSinceEpoch
            if seconds < 0 { throw invalid(locate, path, "end", "\(end) is before the start \(workout.start)") }
            if seconds > Int64(SetRules.maximumDurationSeconds) {
                throw invalid(locate, path, "end", "the workout would last more than 7 days")
            }
        }
        if let line = workout.source.line, !sourceLineRange.contains(line) {
            throw invalid(locate, path, "source.line", "\(line) is not a line of a file (1 or more)")
        }
        try validateExercises(workout.exercises, path, context: context, locate: locate)
    }

    /// What a workout and the live session hold alike: a name, times within `years`, a template
    /// that exists and a check-in in range.
    private static func validateCommon(_ path: Section, name: String, times: [(String, Timestamp?)], template: String?,
                                       readiness: Readiness?, context: WorkoutContext, locate: Locator) throws {
        if name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            throw invalid(locate, path, "name", "is empty")
        }
        for (field, time) in times {
            if let time, !years.contains(time.local.day.year) {
                throw invalid(locate, path, field, "\(time) is not between the years \(years.lowerBound) and \(years.upperBound)")
            }
        }
        if let template, !context.templateIDs.contains(template) {
            throw invalid(locate, path, "template", "no template has the id '\(template)' (programs.json)")
        }
        if let minutes = readiness?.minutesAvailable, !(1...1440).contains(minutes) {
            throw invalid(locate, path, "readiness.minutesAvailable", "\(minutes) is not between 1 and 1440")
        }
    }

    /// Every set within its exercise's type's rules (`requireKnownExercises` saw that the exercise is in the library).
    private static func validateExercises(_ exercises: [LoggedExercise], _ path: Section, context: WorkoutContext,
                                          locate: Locator) throws {
        for (exerciseIndex, logged) in exercises.enumerated() {
            let field = "exercises[\(exerciseIndex)]"
            let type = context.exerciseTypes[logged.exercise]
            if let superset = logged.superset, !supersetRange.contains(superset) {
                throw invalid(locate, path, field + ".superset", "\(superset) is not a superset group (\(supersetRange.lowerBound) to \(supersetRange.upperBound))")
            }
            for (setIndex, set) in logged.sets.enumerated() {
                if let type, let problem = SetRules.problem(with: set, for: type) {
                    throw invalid(locate, path, "\(field).sets[\(setIndex)].\(problem.field)", problem.message)
                }
            }
        }
    }

    private static func validateSettings(_ settings: Settings, locate: Locator) throws {
        let path = Section.settings
        if TimeZone(identifier: settings.timeZone) == nil {
            throw invalid(locate, path, "timeZone", "'\(settings.timeZone)' is not a time zone (use an IANA name such as Europe/Berlin)")
        }
        if !OneRepMaxSettings.repCapRange.contains(settings.oneRepMax.repCap) {
            throw invalid(locate, path, "oneRepMax.repCap", "\(settings.oneRepMax.repCap) is not between 1 and 30")
        }
        if !Settings.backupsKeptRange.contains(settings.backupsKept) {
            throw invalid(locate, path, "backupsKept", "\(settings.backupsKept) is not between \(Settings.backupsKeptRange.lowerBound) and \(Settings.backupsKeptRange.upperBound)")
        }
        if let target = settings.weeklySetsTarget, !(target.low >= 1 && target.low < target.high && target.high <= WeeklySetsTarget.limit) {
            throw invalid(locate, path, "weeklySetsTarget", "\(target.low)–\(target.high) is not a band of 1 to \(NumberText.counted(WeeklySetsTarget.limit, "set")), low below high")
        }
        if let rest = settings.restSeconds, !Settings.restSecondsRange.contains(rest) {
            throw invalid(locate, path, "restSeconds", "\(rest) is not between 1 and 3600")
        }
        if let increment = settings.weightIncrementKg, !Settings.weightIncrementRange.contains(increment) {
            throw invalid(locate, path, "weightIncrementKg", "\(NumberText.decimal(increment, maximumFractionDigits: 3)) is not above 0 and at most 50")
        }
        if let base = settings.site.baseURL, !WebAddress.isValidBase(base) {
            throw invalid(locate, path, "site.baseURL", "'\(base)' is not an absolute http(s) URL")
        }
    }

    /// The big lifts the settings pin: exercises of the library, each once, at most `Settings.bigLiftsLimit`.
    private static func validateBigLifts(_ settings: Settings, library: ExerciseLibrary, locate: Locator) throws {
        let ids = settings.bigLifts ?? []
        if ids.count > Settings.bigLiftsLimit {
            throw invalid(locate, .settings, "bigLifts", "\(NumberText.counted(ids.count, "exercise")); the dashboard shows at most \(Settings.bigLiftsLimit)")
        }
        try requireKnownExercises(in: settings, .settings, types: library.typesByID, locate: locate)
        for (index, id) in ids.enumerated() {
            guard let exercise = library.exercise(id: id) else { continue }
            // A big lift is shown by its best e1RM, as `settings set big-lifts` allows: weight × reps only.
            guard exercise.type == .weightReps else {
                throw invalid(locate, .settings, "bigLifts[\(index)]",
                              "'\(id)' is \(exercise.type.displayName.lowercased()); big lifts are weight × reps exercises")
            }
            if ids[..<index].contains(id) { throw invalid(locate, .settings, "bigLifts[\(index)]", "'\(id)' is named twice") }
        }
    }

    private static func validateLibrary(_ library: ExerciseLibrary, locate: Locator) throws {
        let path = Section.library
        var categoryIDs = Set<String>()
        var categoryNames = [String: String]()
        for (index, category) in library.categories.enumerated() {
            let field = "categories[\(index)]"
            try requireUniqueSlug(category.id, in: &categoryIDs, other: "another category", path, field, locate: locate)
            if let problem = CategoryNameRule.problem(with: category.name) {
                throw invalid(locate, path, field + ".name", problem)
            }
            let key = NameKey.of(category.name)
            if let other = categoryNames[key] {
                throw invalid(locate, path, field + ".name", "'\(category.name)' is the same name as category '\(other)'")
            }
            categoryNames[key] = category.name
        }
        var exerciseIDs = Set<String>()
        var names = [String: String]()
        for (index, exercise) in library.exercises.enumerated() {
            let field = "exercises[\(index)]"
            try requireUniqueSlug(exercise.id, in: &exerciseIDs, other: "another exercise", path, field, locate: locate)
            if exercise.name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                throw invalid(locate, path, field + ".name", "is empty")
            }
            for (aliasIndex, name) in ([exercise.name] + exercise.aliases).enumerated() {
                let key = NameKey.of(name)
                let nameField = aliasIndex == 0 ? field + ".name" : field + ".aliases[\(aliasIndex - 1)]"
                if key.isEmpty { throw invalid(locate, path, nameField, "'\(name)' has no letters or digits") }
                if let owner = names[key], owner != exercise.id {
                    throw invalid(locate, path, nameField, "'\(name)' is already a name of exercise '\(owner)'")
                }
                names[key] = exercise.id
            }
            var seenCategories = Set<String>()
            for (categoryIndex, category) in exercise.categories.enumerated() {
                let categoryField = field + ".categories[\(categoryIndex)]"
                guard categoryIDs.contains(category) else {
                    throw invalid(locate, path, categoryField, "no category has the id '\(category)'")
                }
                guard seenCategories.insert(category).inserted else {
                    throw invalid(locate, path, categoryField, "'\(category)' is listed twice")
                }
            }
        }
    }

    private static func validatePrograms(_ programs: Programs, library: ExerciseLibrary, locate: Locator) throws {
        let path = Section.programs
        try requireKnownExercises(in: programs, path, types: library.typesByID, locate: locate)
        var templates = ProgramSiblings(other: "another template")
        for (index, template) in programs.templates.enumerated() {
            let field = "templates[\(index)]"
            try templates.admit(id: template.id, name: template.name, field: field, locate: locate)
            for (exerciseIndex, planned) in template.exercises.enumerated() {
                let exerciseField = field + ".exercises[\(exerciseIndex)]"
                guard (1...100).contains(planned.targetSets) else {
                    throw invalid(locate, path, exerciseField + ".targetSets", "\(planned.targetSets) is not between 1 and 100")
                }
                if let reps = planned.targetReps, !(1...SetRules.maximumReps).contains(reps) {
                    throw invalid(locate, path, exerciseField + ".targetReps", "\(reps) is not between 1 and \(SetRules.maximumReps)")
                }
                if let top = planned.targetRepsMax {
                    guard let bottom = planned.targetReps else {
                        throw invalid(locate, path, exerciseField + ".targetRepsMax", "a rep range needs targetReps as its bottom")
                    }
                    guard top > bottom, top <= SetRules.maximumReps else {
                        throw invalid(locate, path, exerciseField + ".targetRepsMax",
                                      "\(top) is not between targetReps + 1 (\(bottom + 1)) and \(SetRules.maximumReps)")
                    }
                }
                if let rpe = planned.targetRPE, !(rpe > 0 && rpe <= 10) {
                    throw invalid(locate, path, exerciseField + ".targetRPE", "\(NumberText.decimal(rpe, maximumFractionDigits: 2)) is not above 0 and at most 10")
                }
                if let weight = planned.targetWeightKg, !(weight >= 0 && weight <= SetRules.maximumWeightKg) {
                    throw invalid(locate, path, exerciseField + ".targetWeightKg",
                                  "\(NumberText.decimal(weight, maximumFractionDigits: 2)) is not between 0 and \(NumberText.decimal(SetRules.maximumWeightKg, maximumFractionDigits: 2))")
                }
                if let seconds = planned.targetSeconds, !(1...SetRules.maximumDurationSeconds).contains(seconds) {
                    throw invalid(locate, path, exerciseField + ".targetSeconds", "\(seconds) is not between 1 and \(SetRules.maximumDurationSeconds)")
                }
                if let meters = planned.targetMeters, !(meters > 0 && meters <= SetRules.maximumDistanceMeters) {
                    throw invalid(locate, path, exerciseField + ".targetMeters",
                                  "\(NumberText.decimal(meters, maximumFractionDigits: 2)) is not above 0 and at most \(NumberText.decimal(SetRules.maximumDistanceMeters, maximumFractionDigits: 2))")
                }
            }
        }
        var splits = ProgramSiblings(other: "another split")
        for (index, split) in programs.splits.enumerated() {
            let field = "splits[\(index)]"
            try splits.admit(id: split.id, name: split.name, field: field, locate: locate)
            var days = ProgramSiblings(other: "another day of this split")
            for (dayIndex, day) in split.days.enumerated() {
                let dayField = field + ".days[\(dayIndex)]"
                try days.admit(id: day.id, name: day.name, field: dayField, locate: locate)
                for (templateIndex, template) in day.templates.enumerated() where !templates.ids.contains(template) {
                    throw invalid(locate, path, field + ".days[\(dayIndex)].templates[\(templateIndex)]",
                                  "no template has the id '\(template)'")
                }
            }
        }
        if let active = programs.activeSplit, !splits.ids.contains(active) {
            throw invalid(locate, path, "activeSplit", "no split has the id '\(active)'")
        }
    }

    /// The ids and names that siblings in programs.json have taken so far: the templates, the splits,
    /// or the days of one split.
    private struct ProgramSiblings {
        /// How a message names another of them: `another template`.
        var other: String
        var ids = Set<String>()
        /// By `NameKey`, as lookups compare names.
        var names = Set<String>()

        /// Takes a slug id no sibling has and a non-empty name no sibling has.
        mutating func admit(id: String, name: String, field: String, locate: Locator) throws {
            let path = Section.programs
            try StoreValidator.requireUniqueSlug(id, in: &ids, other: other, path, field, locate: locate)
            if name.trimmingCharacters(in: .whitespaces).isEmpty { throw StoreValidator.invalid(locate, path, field + ".name", "is empty") }
            guard names.insert(NameKey.of(name)).inserted else {
                throw StoreValidator.invalid(locate, path, field + ".name", "'\(name)' is the name of \(other) too")
            }
        }
    }

    /// `field.id` is a slug no sibling has (`other` names the sibling in the message).
    private static func requireUniqueSlug(_ id: String, in ids: inout Set<String>, other: String, _ path: Section, _ field: String,
                                          locate: Locator) throws {
        guard Slug.isValid(id) else { throw invalid(locate, path, field + ".id", "'\(id)' is not a slug") }
        guard ids.insert(id).inserted else { throw invalid(locate, path, field + ".id", "'\(id)' is used by \(other) too") }
    }

    private static func validateBodyWeight(_ log: BodyWeightLog, locate: Locator) throws {
        let path = Section.bodyWeight
        var previous: LocalDay?
        for (index, entry) in log.entries.enumerated() {
            let field = "entries[\(index)]"
            guard years.contains(entry.date.year) else {
                throw invalid(locate, path, field + ".date", "\(entry.date) is not between the years \(years.lowerBound) and \(years.upperBound)")
            }
            if let previous, entry.date <= previous {
                throw invalid(locate, path, field + ".date", entry.date == previous
                              ? "\(entry.date) has two entries" : "\(entry.date) comes after \(previous); entries are oldest first")
            }
            guard entry.weightKg.isFinite, entry.weightKg > 0, entry.weightKg <= maximumBodyWeightKg else {
                throw invalid(locate, path, field + ".weightKg", "\(entry.weightKg) is not a body weight (more than 0, at most 700 kg)")
            }
            previous = entry.date
        }
    }

    /// The heaviest body weight the store holds, a goal's or an entry's.
    static let maximumBodyWeightKg = 700.0

    /// The superset groups an entry may be in, and the lines an imported workout may come from: labels,
    /// held to a range like every other number.
    static let supersetRange = 0...999
    static let sourceLineRange = 1...Int(Int32.max)

    /// How many workouts a week a goal may ask for: two a day at most.
    static let workoutsPerWeekRange = 1...14

    /// Goals of a known kind (decoding saw to that) whose exercise is a weight × reps exercise of the
    /// library and whose target is a value the store could hold. The deadline is in the future by
    /// nature, so only the store's years bound it (and the day the goal was set).
    private static func validateGoals(_ goals: [Goal], library: ExerciseLibrary, locate: Locator) throws {
        let path = Section.goals
        let types = library.typesByID
        try requireKnownExercises(in: goals, path, prefix: "goals", types: types, locate: locate)
        var ids = Set<String>()
        for (index, goal) in goals.enumerated() {
            let field = "goals[\(index)]"
            guard Slug.isValid(goal.id) else { throw invalid(locate, path, field + ".id", "'\(goal.id)' is not a slug") }
            guard ids.insert(goal.id).inserted else { throw invalid(locate, path, field + ".id", "'\(goal.id)' is used by another goal too") }
            if let exercise = goal.target.exercise, let type = types[exercise], type != .weightReps {
                throw invalid(locate, path, field + ".exercise",
                              "'\(exercise)' is \(type.displayName.lowercased()); e1RM and set goals are for weight × reps exercises")
            }
            switch goal.target {
            case .e1rm(_, let kg), .set(_, let kg, _):
                guard kg.isFinite, kg > 0, kg <= SetRules.maximumWeightKg else {
                    throw invalid(locate, path, field + ".weightKg",
                                  "\(NumberText.decimal(kg, maximumFractionDigits: 3)) is not above 0 and at most \(NumberText.decimal(SetRules.maximumWeightKg, maximumFractionDigits: 0))")
                }
            case .bodyWeight(let kg):
                guard kg.isFinite, kg > 0, kg <= maximumBodyWeightKg else {
                    throw invalid(locate, path, field + ".weightKg", "\(NumberText.decimal(kg, maximumFractionDigits: 3)) is not a body weight (more than 0, at most 700 kg)")
                }
            case .workoutsPerWeek(let count):
                guard workoutsPerWeekRange.contains(count) else {
                    throw invalid(locate, path, field + ".workoutsPerWeek",
                                  "\(count) is not between \(workoutsPerWeekRange.lowerBound) and \(workoutsPerWeekRange.upperBound)")
                }
            }
            if case .set(_, _, let reps) = goal.target, !(1...SetRules.maximumReps).contains(reps) {
                throw invalid(locate, path, field + ".reps", "\(reps) is not between 1 and \(SetRules.maximumReps)")
            }
            for (name, day) in [("added", goal.added), ("deadline", goal.deadline)] {
                if let day, !years.contains(day.year) {
                    throw invalid(locate, path, field + "." + name, "\(day) is not between the years \(years.lowerBound) and \(years.upperBound)")
                }
            }
            if let deadline = goal.deadline, deadline < goal.added {
                throw invalid(locate, path, field + ".deadline", "\(deadline) is before the day the goal was set (\(goal.added))")
            }
            // The value it started from is a value of the goal's kind, held to that kind's range.
            let startRange: ClosedRange<Double> = switch goal.target {
            case .e1rm, .set: 0...SetRules.maximumWeightKg
            case .bodyWeight: 0...maximumBodyWeightKg
            case .workoutsPerWeek: 0...Double(workoutsPerWeekRange.upperBound)
            }
            if let start = goal.startValue, !(start.isFinite && startRange.contains(start)) {
                throw invalid(locate, path, field + ".startValue", "\(NumberText.decimal(start, maximumFractionDigits: 3)) is not a value a goal "
                              + "of its kind starts from (\(NumberText.decimal(startRange.lowerBound, maximumFractionDigits: 0)) to "
                              + "\(NumberText.decimal(startRange.upperBound, maximumFractionDigits: 0)))")
            }
        }
    }

    /// Declared block starts: days of the store's years, one a day, each name by `DeclaredBlockRule`.
    /// The start itself is held to "nothing after tomorrow" only when a change brings it in.
    private static func validateBlocks(_ blocks: [DeclaredBlock], locate: Locator) throws {
        var days = Set<LocalDay>()
        for (index, block) in blocks.enumerated() {
            let field = "blocks[\(index)]"
            guard years.contains(block.start.year) else {
                throw invalid(locate, .blocks, field + ".start", "\(block.start) is not between the years \(years.lowerBound) and \(years.upperBound)")
            }
            guard days.insert(block.start).inserted else {
                throw invalid(locate, .blocks, field + ".start", "another block starts on \(block.start) too; a day starts one block")
            }
            if let name = block.name, let problem = DeclaredBlockRule.nameProblem(name) {
                throw invalid(locate, .blocks, field + ".name", problem)
            }
        }
    }

    /// Posts: one a name. Everything else about a post (its name, its front matter, its dates within
    /// `years`) is held by the only way to make one, `JournalPost.init`, when its file is read.
    private static func validatePosts(_ posts: [JournalPost], locate: Locator) throws {
        var names = Set<String>()
        for (index, post) in posts.enumerated() where !names.insert(post.name).inserted {
            throw invalid(locate, .post(index: index, name: post.name), "name", "another post has the name '\(post.name)' too")
        }
    }

    /// What a writing command may add on top of what loads: nothing dated after `latest` (the real
    /// clock's tomorrow, which `--today` does not move). Only what changed is checked, so a store
    /// that holds a future workout from elsewhere still loads and changes.
    static func validateArrivals(before: ProjectData, after: ProjectData, notAfter latest: Timestamp, locate: Locator) throws {
        let old = Dictionary(before.workouts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, workout) in after.workouts.enumerated() where old[workout.id] != workout {
            for (field, time) in [("start", workout.start), ("end", workout.end)] {
                if let time, time > latest {
                    throw invalid(locate, .workout(index: index, id: workout.id), field,
                                  "\(time) is later than tomorrow; a workout is logged when it happens or after")
                }
            }
        }
        if let session = after.session, session != before.session, session.start > latest {
            throw invalid(locate, .session, "start", "\(session.start) is later than tomorrow; a workout starts when it happens or before")
        }
        let latestDay = latest.local.day
        // A goal is set today; only its deadline lies ahead.
        let oldGoals = Dictionary(before.goals.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, goal) in after.goals.enumerated() where oldGoals[goal.id] != goal && goal.added > latestDay {
            throw invalid(locate, .goals, "goals[\(index)].added", "\(goal.added) is later than tomorrow; a goal is set on the day it is set")
        }
        // A start already declared keeps its day (and may be renamed); only a new one is held to the clock.
        let declaredDays = Set(before.blocks.map(\.start))
        for (index, block) in after.blocks.enumerated() where !declaredDays.contains(block.start) {
            if let problem = DeclaredBlockRule.startProblem(block.start, latest: latestDay) {
                throw invalid(locate, .blocks, "blocks[\(index)].start", "\(block.start) \(problem)")
            }
        }
        // A post is dated when it is written: a new one, or one whose date a change moved, no later than tomorrow.
        let oldPosts = Dictionary(before.posts.map { ($0.name, $0.date) }, uniquingKeysWith: { first, _ in first })
        for (index, post) in after.posts.enumerated() where oldPosts[post.name] != post.date {
            if let problem = JournalPostRule.dateProblem(post.date, latest: latestDay) {
                throw invalid(locate, .post(index: index, name: post.name), "date", "\(post.date) \(problem)")
            }
        }
        let oldDays = Set(before.bodyWeight.entries.map(\.date))
        for (index, entry) in after.bodyWeight.entries.enumerated() where !oldDays.contains(entry.date) && entry.date > latestDay {
            throw invalid(locate, .bodyWeight, "entries[\(index)].date", "\(entry.date) is later than tomorrow")
        }
    }

    /// `YYYY-MM-DD-` then a slug: the file name is the id, so this is what keeps a workout inside `workouts/`.
    static func isValidWorkoutID(_ id: String) -> Bool {
        var id = id
        let startsWithDay = id.withUTF8 { bytes in
            bytes.count > 11 && bytes[10] == UInt8(ascii: "-") && LocalDay(startOf: bytes) != nil
        }
        return startsWithDay && Slug.isValid(id)
    }

    /// A path inside `Data/`: relative, no `..`, no empty or hidden components.
    static func isSafeRelativePath(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        return !path.hasPrefix("/") && !components.isEmpty
            && components.allSatisfy { !$0.isEmpty && !$0.hasPrefix(".") }
    }

    /// Every exercise id `holder` holds, by its one walk (`ExerciseReferencing`), is an exercise of the
    /// library; `prefix` is the holder's own field in the section (`goals`).
    private static func requireKnownExercises(in holder: some ExerciseReferencing, _ section: Section, prefix: String = "",
                                              types: [String: ExerciseType], locate: Locator) throws {
        try holder.forEachExerciseID { id, field in
            guard types[id] == nil else { return }
            throw invalid(locate, section, prefix + field(), "no exercise has the id '\(id)' (exercises.json)")
        }
    }

    private static func invalid(_ locate: Locator, _ section: Section, _ field: String, _ message: String) -> StoreError {
        let (path, located) = locate(section, field)
        return StoreError(path: path, reason: .invalid(field: located, message))
    }
}
