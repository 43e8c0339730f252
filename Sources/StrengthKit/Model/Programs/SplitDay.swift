/// A day of a split, with the templates assigned to it, in order.
package struct SplitDay: Hashable, Sendable, Codable {
    /// Unique within its split and kept when the day is renamed, so a workout started from the day
    /// (`Workout.splitDay`) still finds it. Files written before days had ids take the slug of the name.
    package var id: String
    var name: String
    var templates: [String]

    package init(id: String? = nil, name: String, templates: [String]) {
        self.id = id ?? Slug.make(from: name)
        self.name = name
        self.templates = templates
    }

    enum CodingKeys: String, CodingKey { case id, name, templates }

    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        id = try container.decodeIfPresent(String.self, forKey: .id) ?? Slug.make(from: name)
        templates = try container.decode([String].self, forKey: .templates)
    }
}
