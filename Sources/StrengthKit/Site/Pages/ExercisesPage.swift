import Mustache

/// `exercises/index.html`: the Library — categories with their exercises, archived ones apart.
public struct ExercisesPage: Sendable, MustacheParent, Encodable {
    /// An exercise in the library list.
    public struct Item: Sendable, MustacheParent, Encodable {
        public var name: String
        public var href: String
        public var type: String
        public var favorite: Bool
        public var detail: String

        public func child(named name: String) -> Any? {
            switch name {
            case "name": self.name
            case "href": href
            case "type": type
            case "favorite": favorite
            case "detail": detail.isEmpty ? false : detail
            default: nil
            }
        }
    }

    /// A category and its exercises.
    public struct Group: Sendable, MustacheParent, Encodable {
        public var name: String
        public var anchor: String
        public var items: [Item]

        public func child(named name: String) -> Any? {
            switch name {
            case "name": self.name
            case "anchor": anchor
            case "items": items
            default: nil
            }
        }
    }

    public var layout: Layout
    public var summary: String
    public var groups: [Group]
    public var archived: [Item]

    public func child(named name: String) -> Any? {
        switch name {
        case "layout": layout
        case "summary": summary
        case "groups": groups
        case "archived": archived
        case "hasArchived": !archived.isEmpty
        default: nil
        }
    }
}
