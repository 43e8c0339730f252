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

    enum CodingKeys: String, CodingKey { case publishNotes, publishBodyWeight }

    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        publishNotes = try container.decodeIfPresent(Bool.self, forKey: .publishNotes) ?? true
        publishBodyWeight = try container.decodeIfPresent(Bool.self, forKey: .publishBodyWeight) ?? false
    }
}
