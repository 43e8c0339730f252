/// `Data/programs.json`: templates and splits, and which split is active.
package struct Programs: Hashable, Sendable, Codable {
    var templates: [WorkoutTemplate]
    var splits: [Split]
    var activeSplit: String?

    package init(templates: [WorkoutTemplate] = [], splits: [Split] = [], activeSplit: String? = nil) {
        self.templates = templates
        self.splits = splits
        self.activeSplit = activeSplit
    }

    func template(id: String) -> WorkoutTemplate? { templates.first { $0.id == id } }

    /// Each template's name by its id (the first, should an id be listed twice), for looking up many.
    var templateNamesByID: [String: String] {
        Dictionary(templates.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    }

    /// The split with `id`; `nil` when no split has it or there is no id, so `split(id: activeSplit)`
    /// is the active split, if any.
    func split(id: String?) -> Split? { id.flatMap { id in splits.first { $0.id == id } } }
}

/// Only templates name exercises; splits name templates.
extension Programs: ExerciseReferencing {
    @discardableResult
    mutating func walkExerciseIDs(_ visit: ExerciseIDWalk.Visit) rethrows -> ExerciseIDWalk {
        try ExerciseIDWalk.walk(&templates, behind: "templates", visit)
    }
}
