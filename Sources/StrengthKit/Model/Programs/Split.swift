/// A training split: ordered days, each with its templates.
public struct Split: Hashable, Sendable, Codable, Identifiable {
    public var id: String
    public var name: String
    public var days: [SplitDay]

    public init(id: String, name: String, days: [SplitDay]) {
        self.id = id
        self.name = name
        self.days = days
    }
}
