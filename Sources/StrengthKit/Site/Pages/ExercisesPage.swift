/// `exercises/index.html`: the Library — categories with the exercises done, then those never done
/// yet (a starter library holds many), archived ones apart.
struct ExercisesPage: PageModel {
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
