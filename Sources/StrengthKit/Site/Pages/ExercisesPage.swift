/// `exercises/index.html`: the Library — categories with their exercises, archived ones apart.
public struct ExercisesPage: PageModel {
    /// An exercise in the library list.
    public struct Item: Sendable {
        public var name: String
        public var href: String
        public var type: String
        public var favorite: Bool
        public var detail: String
    }

    /// A category and its exercises.
    public struct Group: Sendable {
        public var name: String
        public var anchor: String
        public var items: [Item]
    }

    public var layout: Layout
    public var summary: String
    public var groups: [Group]
    public var archived: [Item]
}
