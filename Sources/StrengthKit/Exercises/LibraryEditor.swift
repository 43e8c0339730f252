/// The Library tab's actions on exercises and categories, as changes to `ProjectData`.
/// Each throws a clear error instead of producing a store that would not validate.
package enum LibraryEditor {
    // MARK: - Exercises

    /// Fields of an exercise a command may set; `nil` leaves a field as it is.
    package struct ExerciseChanges: Sendable {
        var name: String?
        var type: ExerciseType?
        /// Category names or ids, primary first; replaces the current list.
        var categories: [String]?
        var notes: String?
        var addAliases: [String]

        package init(name: String? = nil, type: ExerciseType? = nil, categories: [String]? = nil, notes: String? = nil,
                    addAliases: [String] = []) {
            self.name = name
            self.type = type
            self.categories = categories
            self.notes = notes
            self.addAliases = addAliases
        }
    }

    package enum Failure: Error, Equatable, CustomStringConvertible {
        case duplicateName(String, existing: String)
        case emptyName
        case typeChangeBreaksHistory(exercise: String, from: ExerciseType, to: ExerciseType, sets: Int)
        case categoryInUse(String, exercises: [String])
        case duplicateCategory(String)
        case badCategoryName(String)
        case badPosition(Int, count: Int)
        case exerciseInTemplates(String, templates: [String])
        case onlyExerciseOfTemplates(String, templates: [String])
        /// Goals name the exercise: deleting it, or making it other than weight × reps, would leave them aiming at nothing.
        case exerciseHasGoals(String, goals: [String], change: String)
        /// Journal posts' directives name the exercise (`PostExerciseReferences`): deleting it would break their next build.
        case exerciseInPosts(String, posts: [String])

        package var description: String {
            switch self {
            case .duplicateName(let name, let existing):
                "\"\(name)\" is already the name of \"\(existing)\"; exercise names are unique"
            case .emptyName:
                "an exercise name cannot be empty"
            case .typeChangeBreaksHistory(let exercise, let from, let to, let sets):
                "\(exercise) has \(NumberText.counted(sets, "logged set")) (\(from.displayName.lowercased())) that would not fit \(to.displayName.lowercased()); the type was not changed"
            case .categoryInUse(let name, let exercises):
                "category \"\(name)\" is used by \(NumberText.counted(exercises.count, "exercise")): \(exercises.joined(separator: ", ")); move them to another category first"
            case .duplicateCategory(let name):
                "a category named \"\(name)\" already exists"
            case .badCategoryName(let problem):
                problem
            case .badPosition(let position, let count):
                "position \(position) is not between 1 and \(count)"
            case .exerciseInTemplates(let name, let templates):
                "\(name) is planned in \(NumberText.plural("template", templates.count)) \(quoted(templates)); pass --yes to delete it and take it out of \(templates.count == 1 ? "it" : "them")"
            case .onlyExerciseOfTemplates(let name, let templates):
                "\(name) is the only exercise of \(NumberText.plural("template", templates.count)) \(quoted(templates)); delete or change \(templates.count == 1 ? "that template" : "those templates") first"
            case .exerciseHasGoals(let name, let goals, let change):
                "\(name) is the exercise of \(NumberText.plural("goal", goals.count)) \(goals.joined(separator: ", ")); \(change) would leave \(goals.count == 1 ? "it" : "them") without one, so delete \(goals.count == 1 ? "it" : "them") first (strength-site goal delete \(goals[0]))"
            case .exerciseInPosts(let name, let posts):
                "\(name) is named by the directives of \(NumberText.plural("journal post", posts.count)) "
                    + posts.map { "Data/" + StoreLayout.postPath(name: $0) }.joined(separator: ", ")
                    + "; change \(posts.count == 1 ? "it" : "them") first, or merge the exercise into another (strength-site exercise merge), which rewrites them"
            }
        }
    }

    /// Adds an exercise and returns it.
    package static func addExercise(name: String, type: ExerciseType, changes: ExerciseChanges = ExerciseChanges(),
                                   to data: inout ProjectData) throws -> Exercise {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw Failure.emptyName }
        try requireUniqueName(trimmed, except: nil, in: data.library)
        let id = Slug.unique(Slug.make(from: trimmed), fallback: "exercise") { id in data.library.exercises.contains { $0.id == id } }
        var exercise = Exercise(id: id, name: trimmed, type: type)
        exercise.categories = try resolveCategories(changes.categories ?? [], in: data.library)
        exercise.notes = changes.notes.flatMap { $0.isEmpty ? nil : $0 }
        for alias in changes.addAliases { try addAlias(alias, to: &exercise, in: data.library) }
        data.library.exercises.append(exercise)
        return exercise
    }

    /// Applies `changes` to the exercise with `id` and returns it as it is now.
    package static func editExercise(id: String, changes: ExerciseChanges, in data: inout ProjectData) throws -> Exercise {
        guard let index = data.library.exercises.firstIndex(where: { $0.id == id }) else {
            throw NotFoundError(kind: "exercise", name: id)
        }
        var exercise = data.library.exercises[index]
        if let name = changes.name {
            let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { throw Failure.emptyName }
            try requireUniqueName(trimmed, except: id, in: data.library)
            if trimmed != exercise.name, !exercise.aliases.contains(exercise.name) {
                exercise.aliases.append(exercise.name)
            }
            exercise.aliases.removeAll { NameKey.of($0) == NameKey.of(trimmed) }
            exercise.name = trimmed
        }
        if let type = changes.type, type != exercise.type {
            let goals = data.goals.filter { $0.refers(to: id) }.map(\.id)
            if type != .weightReps, !goals.isEmpty {
                throw Failure.exerciseHasGoals(exercise.name, goals: goals, change: "making it \(type.displayName.lowercased())")
            }
            let misfits = (data.workouts.flatMap(\.exercises) + (data.session?.exercises ?? [])).filter { $0.refers(to: id) }.flatMap(\.sets)
                .filter { SetRules.problem(with: $0, for: type) != nil }.count
            guard misfits == 0 else {
                throw Failure.typeChangeBreaksHistory(exercise: exercise.name, from: exercise.type, to: type, sets: misfits)
            }
            exercise.type = type
        }
        if let categories = changes.categories { exercise.categories = try resolveCategories(categories, in: data.library) }
        if let notes = changes.notes { exercise.notes = notes.isEmpty ? nil : notes }
        for alias in changes.addAliases { try addAlias(alias, to: &exercise, in: data.library) }
        data.library.exercises[index] = exercise
        return exercise
    }

    package static func setFavorite(_ favorite: Bool, id: String, in data: inout ProjectData) throws {
        try modify(id, in: &data) { $0.favorite = favorite }
    }

    package static func setArchived(_ archived: Bool, id: String, in data: inout ProjectData) throws {
        try modify(id, in: &data) { $0.archived = archived }
    }

    /// What `delete` did: an exercise with history is archived instead, so its history stays.
    package enum Deletion: Equatable, Sendable {
        case deleted
        /// Deleted, and taken out of these templates (names), as the caller allowed.
        case deletedFromTemplates([String])
        case archivedBecauseOfHistory(workouts: Int)
    }

    /// The names of the templates that plan the exercise with `id`.
    static func templates(using id: String, in data: ProjectData) -> [String] {
        data.programs.templates.filter { $0.refers(to: id) }.map(\.name)
    }

    /// Deletes an exercise no workout has, or archives one that has history. One that templates plan
    /// is refused, naming them, unless `removingFromTemplates`; even then, not when it is a template's
    /// only exercise. One that goals aim at is refused. Every other reference is dropped with it
    /// (`ExerciseReferencing`): the live plan's lines, a pinned big lift, and whatever comes to hold one.
    package static func deleteExercise(id: String, removingFromTemplates: Bool = false, in data: inout ProjectData) throws -> Deletion {
        guard let exercise = data.library.exercise(id: id) else { throw NotFoundError(kind: "exercise", name: id) }
        // Sets logged in the live workout are history about to be saved: they keep the exercise too.
        let live = data.session?.exercises.refers(to: id) == true ? 1 : 0
        let workouts = data.workouts.filter { $0.refers(to: id) }.count + live
        if workouts > 0 {
            try setArchived(true, id: id, in: &data)
            return .archivedBecauseOfHistory(workouts: workouts)
        }
        let goals = data.goals.filter { $0.refers(to: id) }.map(\.id)
        if !goals.isEmpty { throw Failure.exerciseHasGoals(exercise.name, goals: goals, change: "deleting it") }
        let posts = PostExerciseReferences.posts(naming: id, in: data)
        if !posts.isEmpty { throw Failure.exerciseInPosts(exercise.name, posts: posts) }
        let usedBy = templates(using: id, in: data)
        if !usedBy.isEmpty {
            guard removingFromTemplates else { throw Failure.exerciseInTemplates(exercise.name, templates: usedBy) }
            let emptied = data.programs.templates.filter { template in
                var without = template
                without.mapExerciseIDs { $0 == id ? nil : $0 }
                return !template.exercises.isEmpty && without.exercises.isEmpty
            }
            guard emptied.isEmpty else { throw Failure.onlyExerciseOfTemplates(exercise.name, templates: emptied.map(\.name)) }
        }
        // No workout or goal holds it now: the template lines allowed above, the live plan's lines and
        // a pinned big lift go (the other big lifts stay pinned, or the rule chooses again).
        data.mapExerciseIDs { $0 == id ? nil : $0 }
        data.library.exercises.removeAll { $0.id == id }
        return usedBy.isEmpty ? .deleted : .deletedFromTemplates(usedBy)
    }

    // MARK: - Categories

    @discardableResult
    package static func addCategory(name: String, in data: inout ProjectData) throws -> ExerciseCategory {
        if let problem = CategoryNameRule.problem(with: name) { throw Failure.badCategoryName(problem) }
        try requireUniqueCategory(name, except: nil, in: data.library)
        let id = Slug.unique(Slug.make(from: name), fallback: "category") { id in data.library.categories.contains { $0.id == id } }
        let category = ExerciseCategory(id: id, name: name)
        data.library.categories.append(category)
        return category
    }

    package static func renameCategory(id: String, to name: String, in data: inout ProjectData) throws {
        guard let index = data.library.categories.firstIndex(where: { $0.id == id }) else {
            throw NotFoundError(kind: "category", name: id)
        }
        if let problem = CategoryNameRule.problem(with: name) { throw Failure.badCategoryName(problem) }
        try requireUniqueCategory(name, except: id, in: data.library)
        data.library.categories[index].name = name
    }

    /// Moves a category to `position` (1-based) in the display order.
    package static func moveCategory(id: String, to position: Int, in data: inout ProjectData) throws {
        guard let index = data.library.categories.firstIndex(where: { $0.id == id }) else {
            throw NotFoundError(kind: "category", name: id)
        }
        let count = data.library.categories.count
        guard (1...count).contains(position) else { throw Failure.badPosition(position, count: count) }
        let category = data.library.categories.remove(at: index)
        data.library.categories.insert(category, at: position - 1)
    }

    package static func deleteCategory(id: String, in data: inout ProjectData) throws {
        guard let category = data.library.category(id: id) else { throw NotFoundError(kind: "category", name: id) }
        let users = data.library.exercises.filter { $0.categories.contains(id) }.map(\.name).sorted()
        guard users.isEmpty else { throw Failure.categoryInUse(category.name, exercises: users) }
        data.library.categories.removeAll { $0.id == id }
    }

    /// The category whose id or name (ignoring case and punctuation) is `text`.
    package static func category(matching text: String, in library: ExerciseLibrary) throws -> ExerciseCategory {
        let key = NameKey.of(text)
        if let found = library.categories.first(where: { $0.id == text || NameKey.of($0.name) == key }) {
            return found
        }
        let close = library.categories.filter {
            EditDistance.between(NameKey.of($0.name), key) <= 2
        }.map(\.name)
        throw NotFoundError(kind: "category", name: text, suggestions: close)
    }

    // MARK: - Helpers

    private static func quoted(_ names: [String]) -> String {
        names.map { "\"\($0)\"" }.joined(separator: ", ")
    }

    private static func modify(_ id: String, in data: inout ProjectData, _ change: (inout Exercise) -> Void) throws {
        guard let index = data.library.exercises.firstIndex(where: { $0.id == id }) else {
            throw NotFoundError(kind: "exercise", name: id)
        }
        change(&data.library.exercises[index])
    }

    private static func requireUniqueName(_ name: String, except id: String?, in library: ExerciseLibrary) throws {
        let key = NameKey.of(name)
        guard !key.isEmpty else { throw Failure.emptyName }
        if let other = library.exercises.first(where: { exercise in
            exercise.id != id && ([exercise.name] + exercise.aliases).contains { NameKey.of($0) == key }
        }) {
            throw Failure.duplicateName(name, existing: other.name)
        }
    }

    private static func requireUniqueCategory(_ name: String, except id: String?, in library: ExerciseLibrary) throws {
        let key = NameKey.of(name)
        if library.categories.contains(where: { $0.id != id && NameKey.of($0.name) == key }) {
            throw Failure.duplicateCategory(name)
        }
    }

    private static func resolveCategories(_ names: [String], in library: ExerciseLibrary) throws -> [String] {
        var ids: [String] = []
        for name in names {
            let id = try category(matching: name, in: library).id
            if !ids.contains(id) { ids.append(id) }
        }
        return ids
    }

    private static func addAlias(_ alias: String, to exercise: inout Exercise, in library: ExerciseLibrary) throws {
        let trimmed = alias.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return }
        try requireUniqueName(trimmed, except: exercise.id, in: library)
        let key = NameKey.of(trimmed)
        guard NameKey.of(exercise.name) != key,
              !exercise.aliases.contains(where: { NameKey.of($0) == key }) else { return }
        exercise.aliases.append(trimmed)
    }
}
