/// What the published site leaves out.
package struct PrivacySettings: Hashable, Sendable, Codable {
    /// Workout, exercise and set notes.
    var publishNotes: Bool
    /// Body-weight entries (bodyweight volume is still counted).
    var publishBodyWeight: Bool

    package init(publishNotes: Bool = true, publishBodyWeight: Bool = false) {
        self.publishNotes = publishNotes
        self.publishBodyWeight = publishBodyWeight
    }

    /// Whether the site shows `goal`: a body-weight goal gives the body weight away, so only while body
    /// weight is published (the rule the dashboard's DOTS score follows).
    func publishes(_ goal: Goal) -> Bool {
        publishBodyWeight || goal.target.kind != .bodyWeight
    }

    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        publishNotes = try container.decodeIfPresent(Bool.self, forKey: .publishNotes) ?? true
        publishBodyWeight = try container.decodeIfPresent(Bool.self, forKey: .publishBodyWeight) ?? false
    }
}
