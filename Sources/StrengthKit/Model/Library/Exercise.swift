/// An exercise in the library.
public struct Exercise: Hashable, StableHashable, Sendable, Codable, Identifiable {
    /// Stable slug; renaming keeps it, so history and links survive.
    public var id: String
    /// Unique (case-insensitively) across the library.
    public var name: String
    var type: ExerciseType
    /// Category ids; the first is the primary muscle group.
    package var categories: [String] = []
    /// Notes and form cues, Markdown.
    package var notes: String?
    package var favorite: Bool = false
    /// Archived exercises keep their history but leave pickers and lists.
    package var archived: Bool = false
    /// Other names this exercise had, e.g. in imported files.
    package var aliases: [String] = []

    enum CodingKeys: String, CodingKey {
        case id, name, type, categories, notes, favorite, archived, aliases
    }
}

extension Exercise {
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        type = try container.decode(ExerciseType.self, forKey: .type)
        categories = try container.decodeIfPresent([String].self, forKey: .categories) ?? []
        notes = try container.decodeIfPresent(String.self, forKey: .notes)
        favorite = try container.decodeIfPresent(Bool.self, forKey: .favorite) ?? false
        archived = try container.decodeIfPresent(Bool.self, forKey: .archived) ?? false
        aliases = try container.decodeIfPresent([String].self, forKey: .aliases) ?? []
    }
}
