/// `exercises/index.html`: the Library — categories in their order with the exercises done, then
/// those never done yet (a starter library holds many), archived ones apart.
struct ExerciseLibraryPageKind: PageKind, WholeSiteKind {
    static let template = TemplateName.exercises
    static let path = "exercises/index.html"
    static let menuEntry: MenuEntry? = MenuEntry(label: "Exercises", position: 3, path: path)

    /// The page's model: what its template reads.
    struct Page: PageModel {
        /// An exercise in the library list.
        struct Item: Sendable {
            var name: String
            var href: String
            var type: String
            var favorite: Bool
            var detail: String
        }

        /// A category and its exercises (an exercise of several categories is in each).
        struct Group: Sendable {
            var name: String
            var anchor: String
            var items: [Item]
        }

        var layout: Layout
        var summary: String
        var groups: [Group]
        /// Active exercises with no workout yet.
        var notDone: [Item]
        var archived: [Item]
    }

    let site: SiteContext

    static func model(_ site: SiteContext, shared: SharedInputs) -> Page {
        let library = shared.library
        let layout = shared.layout(path: path, title: "Exercises", description: "The exercise library by muscle group.",
                                   section: "Exercises")
        func item(_ exercise: Exercise) -> Page.Item {
            let entry = site.exerciseAnalytics[exercise.id]
            let detail = entry.map { NumberText.counted($0.sessionCount, "session") } ?? ""
            return Page.Item(name: exercise.name, href: SitePaths.link(from: path, to: ExercisePageKind.path(exercise.id)),
                                      type: exercise.type.displayName, favorite: exercise.favorite, detail: detail)
        }
        let sorted = library.exercises.sorted { ($0.name.lowercased(), $0.id) < ($1.name.lowercased(), $1.id) }
        let active = sorted.filter { !$0.archived }
        let done = active.filter { site.exerciseAnalytics[$0.id] != nil }
        var groups = library.categories.map { category in
            Page.Group(name: category.name, anchor: PageText.categoryAnchor(category.id),
                                items: done.filter { $0.categories.contains(category.id) }.map(item))
        }
        groups.append(Page.Group(name: "Other", anchor: "category-none",
                                          items: done.filter { $0.categories.isEmpty }.map(item)))
        let notDone = active.filter { site.exerciseAnalytics[$0.id] == nil }
        return Page(
            layout: layout,
            summary: "\(NumberText.counted(done.count, "exercise")) done, \(notDone.count) not yet, in "
                + "\(NumberText.counted(library.categories.count, "category", plural: "categories")); ★ marks favourites.",
            groups: groups.filter { !$0.items.isEmpty }, notDone: notDone.map(item), archived: sorted.filter(\.archived).map(item))
    }
}
