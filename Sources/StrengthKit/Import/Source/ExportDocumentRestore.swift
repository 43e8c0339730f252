/// `import` of an export document into a project with no history yet (no workouts, no body weight),
/// such as one `init` just made: the document is restored rather than merged. Its settings, its
/// library (exercises with favourite and archived flags, notes and aliases; categories with their
/// names and order), its programs (templates, splits, the active split), its goals, its declared blocks, its journal's posts and its history take the
/// place of the project's, keeping every id, so the project ends as the exported one.
///
/// What the project has of its own is not lost: an exercise, category, template or split the document
/// lacks (by id, then by name) stays, after the document's, with its references moved to the
/// document's items it was matched with (the live workout's exercises too). Only what `init` put there
/// and nothing uses is dropped: a starter-library exercise no remaining template, goal or live workout
/// names and a catalogue category no exercise is in (the lifter deleted them in the exported project).
enum ExportDocumentRestore {
    /// Whether `data` has no history, so an export document imported into it is restored.
    static func applies(to data: ProjectData) -> Bool {
        data.workouts.isEmpty && data.bodyWeight.entries.isEmpty
    }

    static func restore(_ document: ExportDocument, into data: inout ProjectData) -> ImportSummary {
        var summary = ImportSummary()
        summary.restored = true
        if data.settings != document.settings {
            data.settings = document.settings
            summary.settingsReplaced = true
        }

        let categories = match(data.library.categories, in: document.categories, id: \.id, name: \.name)
        let exercises = match(data.library.exercises, in: document.exercises, id: \.id, name: \.name)
        let templates = match(data.programs.templates, in: document.templates, id: \.id, name: \.name)
        let splits = match(data.programs.splits, in: document.splits, id: \.id, name: \.name)

        let keptTemplates = templates.unmatched.map { template in
            var kept = template
            kept.mapExerciseIDs { exercises.moved[$0] ?? $0 }
            return kept
        }
        let keptSplits = splits.unmatched.map { split in
            var kept = split
            kept.days = split.days.map { day in
                var moved = day
                moved.templates = distinct(day.templates.map { templates.moved[$0] ?? $0 })
                return moved
            }
            return kept
        }

        // The project's own goals stay after the document's, unless the document has the same goal.
        let keptGoals = data.goals.map { goal in
            var kept = goal
            kept.mapExerciseIDs { exercises.moved[$0] ?? $0 }
            return kept
        }.filter { goal in !document.goals.contains { $0.id == goal.id || $0.target == goal.target } }
        // The live workout under way names the project's exercises too: it follows them, and keeps them.
        data.session?.mapExerciseIDs { exercises.moved[$0] ?? $0 }
        let usedExercises = Set(keptTemplates.flatMap(\.exerciseIDs) + keptGoals.flatMap(\.exerciseIDs) + (data.session?.exerciseIDs ?? []))
        let starterExercises = Dictionary(StarterLibrary.library.exercises.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let keptExercises = exercises.unmatched
            .filter { starterExercises[$0.id] != $0 || usedExercises.contains($0.id) }
            .map { exercise in
                var kept = exercise
                kept.categories = distinct(exercise.categories.map { categories.moved[$0] ?? $0 })
                return kept
            }
        let usedCategories = Set((document.exercises + keptExercises).flatMap(\.categories))
        let keptCategories = categories.unmatched.filter {
            !StarterLibrary.library.categories.contains($0) || usedCategories.contains($0.id)
        }

        data.library = ExerciseLibrary(categories: document.categories + keptCategories,
                                       exercises: (document.exercises + keptExercises).sorted { $0.id < $1.id })
        data.programs = Programs(templates: document.templates + keptTemplates, splits: document.splits + keptSplits,
                                 activeSplit: document.activeSplit ?? data.programs.activeSplit.map { splits.moved[$0] ?? $0 })
        data.bodyWeight = BodyWeightLog(entries: document.bodyWeight.sorted { $0.date < $1.date })
        data.goals = document.goals + keptGoals
        // The project's own block starts stay on the days the document declares none.
        let documentDays = Set(document.blocks.map(\.start))
        data.blocks = document.blocks + data.blocks.filter { !documentDays.contains($0.start) }
        // The project's own posts stay, but for those of a name the document has.
        let documentPosts = Set(document.posts.map(\.name))
        data.posts = document.posts + data.posts.filter { !documentPosts.contains($0.name) }
        data.workouts = document.workouts

        summary.categoriesAdded = document.categories.count - Set(categories.moved.values).count
        summary.exercisesAdded = document.exercises.count - Set(exercises.moved.values).count
        summary.templatesAdded = document.templates.count - Set(templates.moved.values).count
        summary.splitsAdded = document.splits.count - Set(splits.moved.values).count
        summary.bodyWeightEntriesAdded = document.bodyWeight.count
        summary.goalsAdded = document.goals.count
        summary.workoutsAdded = document.workouts.count
        summary.setsAdded = document.workouts.reduce(0) { $0 + $1.setCount }
        return summary
    }

    /// The project's `items` that the document's `incoming` replace (by id, else by name compared with
    /// `NameKey`), as a map from the project's id to the document's, and the rest in their order.
    private static func match<Item>(_ items: [Item], in incoming: [Item], id: KeyPath<Item, String>,
                                    name: KeyPath<Item, String>) -> (moved: [String: String], unmatched: [Item]) {
        let ids = Set(incoming.map { $0[keyPath: id] })
        let byName = Dictionary(incoming.map { (NameKey.of($0[keyPath: name]), $0[keyPath: id]) }, uniquingKeysWith: { first, _ in first })
        var moved: [String: String] = [:]
        var unmatched: [Item] = []
        for item in items {
            if ids.contains(item[keyPath: id]) {
                moved[item[keyPath: id]] = item[keyPath: id]
            } else if let same = byName[NameKey.of(item[keyPath: name])] {
                moved[item[keyPath: id]] = same
            } else {
                unmatched.append(item)
            }
        }
        return (moved, unmatched)
    }

    private static func distinct(_ ids: [String]) -> [String] {
        var seen = Set<String>()
        return ids.filter { seen.insert($0).inserted }
    }
}
