import Foundation

/// `settings set KEY VALUE` and `settings show` over `SettingsTable`: a typed key found among the
/// rows, its value read by its row, every value shown by its row.
package enum SettingsEditor {
    package enum Failure: Error, Equatable, CustomStringConvertible {
        case unknownKey(String)
        case badValue(key: String, value: String, expected: String)
        case oneValue(key: String, given: Int)

        package var description: String { message(keyAsOption: false) }

        /// - Parameter keyAsOption: the setting was given as an option of the same name (`init
        ///   --time-zone`), not as `settings set`'s KEY, and is named with its dashes.
        package func message(keyAsOption: Bool) -> String {
            switch self {
            case .unknownKey(let key):
                if let near = NearestWord.to(key, among: SettingsTable.rows.map(\.key)) {
                    "unknown setting '\(key)'; did you mean '\(near)'?"
                } else {
                    "unknown setting '\(key)'; settings are \(SettingsTable.rows.map(\.key).joined(separator: ", "))"
                }
            case .badValue(let key, let value, let expected):
                "\(keyAsOption ? "--" : "")\(key): '\(value)' is not \(expected)"
            case .oneValue(let key, let given):
                "\(key) takes one value, not \(given); quote a value that has spaces"
            }
        }
    }

    /// Changes one setting from the words given after its key, or throws naming the key or value
    /// that is wrong; `exercise` finds a named exercise (the library's lookup, which throws for a
    /// name it does not know). Returns the setting's key (`unit` and `units` are the same setting).
    @discardableResult
    package static func set(_ key: String, to words: [String], in settings: inout Settings,
                            exercise: (String) throws -> Exercise) throws -> String {
        let typedKey = normalized(key)
        guard let setting = SettingsTable.rows.first(where: { $0.isNamed(typedKey) }) else { throw Failure.unknownKey(key) }
        try setting.store(words, typedKey: typedKey, in: &settings, exercise: exercise)
        return setting.key
    }

    /// Changes one setting from one word, with no library to find exercises in (a list setting
    /// takes only 'default' here).
    @discardableResult
    package static func set(_ key: String, to value: String, in settings: inout Settings) throws -> String {
        try set(key, to: [value], in: &settings) { throw NotFoundError(kind: "exercise", name: $0) }
    }

    /// The current value of every key, as `settings show` prints it.
    /// The big lifts by their names in `library` (by id without one, or for an id it lacks), each
    /// quoted as `settings set big-lifts` takes them.
    package static func values(of settings: Settings, library: ExerciseLibrary? = nil) -> [(key: String, value: String)] {
        SettingsTable.rows.map { ($0.key, $0.value(in: settings, library: library)) }
    }

    private static func normalized(_ key: String) -> String {
        key.lowercased().replacingOccurrences(of: "_", with: "-").replacingOccurrences(of: ".", with: "-")
    }
}
