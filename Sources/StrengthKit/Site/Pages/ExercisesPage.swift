/// `exercises/index.html`: the Library — categories with their exercises, archived ones apart.
struct ExercisesPage: PageModel {
    /// An exercise in the library list.
    struct Item: Sendable {
        var name: String
        var href: String
        var type: String
        var favorite: Bool
        var detail: String
    }

    /// A category and its exercises.
    struct Group: Sendable {
        var name: String
        var anchor: String
        var items: [Item]
    }

    var layout: Layout
    var summary: String
    var groups: [Group]
    var archived: [Item]
}
