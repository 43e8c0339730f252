/// Where a workout came from. Imported workouts keep the app and the source's own key for the
/// session, so importing the same export twice can recognise what is already there.
package struct WorkoutSource: Hashable, Sendable, Codable {
    enum Kind: String, StrictEnum, Sendable {
        case manual
        case imported = "import"

        init(from decoder: Decoder) throws { self = try Self.decodeStrictly(from: decoder, what: "source kind") }
    }

    var kind: Kind
    /// The app that wrote the file, e.g. `strong`, `hevy`.
    var app: String?
    /// The file name (not path) it was imported from.
    var file: String?
    /// The source's identity for this workout, stable across re-exports.
    var key: String?
    /// The line of the file where the workout starts.
    var line: Int?
    /// The workout's name in the file: with `key`, what tells two workouts apart that start in the
    /// same minute, even after the workout is renamed here. `nil` in workouts imported before it
    /// was kept (they are matched by `key` alone).
    var name: String?

    static let manual = WorkoutSource(kind: .manual)

    enum CodingKeys: String, CodingKey { case kind, app, file, key, line, name }
}

extension WorkoutSource {
    package init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(Kind.self, forKey: .kind)
        app = try container.decodeIfPresent(String.self, forKey: .app)
        file = try container.decodeIfPresent(String.self, forKey: .file)
        key = try container.decodeIfPresent(String.self, forKey: .key)
        line = try container.decodeWholeNumberIfPresent(forKey: .line)
        name = try container.decodeIfPresent(String.self, forKey: .name)
    }
}
