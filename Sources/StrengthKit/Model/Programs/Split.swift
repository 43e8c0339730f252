/// A training split: ordered days, each with its templates.
package struct Split: Hashable, Sendable, Codable, Identifiable {
    package var id: String
    package var name: String
    package var days: [SplitDay]

    package init(id: String, name: String, days: [SplitDay]) {
        self.id = id
        self.name = name
        self.days = days
    }
}
