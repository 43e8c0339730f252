/// `exercises/index.html`: the Library — categories with their exercises, archived ones apart.
public struct ExercisesPage: Sendable, TemplateObject {
    /// An exercise in the library list.
    public struct Item: Sendable, TemplateObject {
        public var name: String
        public var href: String
        public var type: String
        public var favorite: Bool
        public var detail: String

        public func value(named key: String) -> TemplateValue? {
            switch key {
            case "name": .text(self.name)
            case "href": .text(href)
            case "type": .text(type)
            case "favorite": .flag(favorite)
            case "detail": .nonEmpty(detail)
            default: nil
            }
        }
    }

    /// A category and its exercises.
    public struct Group: Sendable, TemplateObject {
        public var name: String
        public var anchor: String
        public var items: [Item]

        public func value(named key: String) -> TemplateValue? {
            switch key {
            case "name": .text(self.name)
            case "anchor": .text(anchor)
            case "items": .list(items)
            default: nil
            }
        }
    }

    public var layout: Layout
    public var summary: String
    public var groups: [Group]
    public var archived: [Item]

    public func value(named key: String) -> TemplateValue? {
        switch key {
        case "layout": .object(layout)
        case "summary": .text(summary)
        case "groups": .list(groups)
        case "archived": .list(archived)
        case "hasArchived": .flag(!archived.isEmpty)
        default: nil
        }
    }
}
