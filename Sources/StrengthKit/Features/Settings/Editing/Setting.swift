/// One row of `SettingsTable`: a key of `settings set` and `settings show`, the field of `Settings` it
/// is stored in, how a typed value is read (and what the error says it should be) and how the stored
/// value is shown, which reads back as itself.
package struct Setting: Sendable {
    /// The name `settings show` prints and `settings set --help` lists.
    package let key: String
    /// Other names `settings set` takes for it (`unit` for `units`), written as `key` is.
    package let aliases: [String]
    /// Its values, default and purpose, on one line.
    package let help: String
    /// Whether each word after the key is one item of a list (`big-lifts`' exercise names); every
    /// other setting takes one word.
    let takesList: Bool
    private let read: @Sendable (_ words: [String], _ settings: inout Settings, _ exercise: (String) throws -> Exercise) throws -> Void
    private let shown: @Sendable (_ settings: Settings, _ library: ExerciseLibrary?) -> String

    /// A typed value the setting does not take, and what it takes instead.
    struct Refusal: Error {
        let value: String
        let expected: String
    }

    /// A setting of one word: `parse` reads it, given the settings as they stand (a weight is typed in
    /// their units), and throws `NotAValue` for a word that is no value (`accepted` does for a `nil`),
    /// which the error then calls not `expected`.
    init<Value>(_ key: String, aliases: [String] = [], help: String, field: WritableKeyPath<Settings, Value> & Sendable,
                expected: String, parse: @escaping @Sendable (_ word: String, _ settings: Settings) throws -> Value,
                show: @escaping @Sendable (_ value: Value, _ settings: Settings) -> String) {
        self.key = key
        self.aliases = aliases
        self.help = help
        takesList = false
        read = { words, settings, _ in
            do {
                settings[keyPath: field] = try parse(words[0], settings)
            } catch is NotAValue {
                throw Refusal(value: words[0], expected: expected)
            }
        }
        shown = { settings, _ in show(settings[keyPath: field], settings) }
    }

    /// What a word was read as, or the refusal of the word when it was read as nothing. A thrown
    /// refusal rather than a `nil` result, because `nil` is also the value of an optional setting
    /// (`none`, `default`), and a closure returning `Value?` would take one for the other silently.
    static func accepted<Value>(_ value: Value?) throws -> Value {
        guard let value else { throw NotAValue() }
        return value
    }

    /// A word a one-word setting does not read.
    struct NotAValue: Error {}

    /// A setting that takes a list, one item per word: `parse` finds each named exercise with its
    /// second argument and throws a `Refusal` for words it does not take; `show` may name the
    /// exercises from the library (absent when the caller has none).
    init<Value>(_ key: String, aliases: [String] = [], help: String, field: WritableKeyPath<Settings, Value> & Sendable,
                parseList parse: @escaping @Sendable (_ words: [String], _ exercise: (String) throws -> Exercise) throws -> Value,
                show: @escaping @Sendable (_ value: Value, _ library: ExerciseLibrary?) -> String) {
        self.key = key
        self.aliases = aliases
        self.help = help
        takesList = true
        read = { words, settings, exercise in settings[keyPath: field] = try parse(words, exercise) }
        shown = { settings, library in show(settings[keyPath: field], library) }
    }

    /// Whether `typedKey`, normalised as `SettingsEditor` does, names this setting.
    func isNamed(_ typedKey: String) -> Bool {
        typedKey == key || aliases.contains(typedKey)
    }

    /// Stores the value `words` stand for, or throws the `SettingsEditor.Failure` that names the
    /// setting as it was typed, `typedKey` (a list as `key`: it is not one word after its name).
    func store(_ words: [String], typedKey: String, in settings: inout Settings,
               exercise: (String) throws -> Exercise) throws {
        guard takesList || words.count == 1 else { throw SettingsEditor.Failure.oneValue(key: typedKey, given: words.count) }
        do {
            try read(words, &settings, exercise)
        } catch let refusal as Refusal {
            throw SettingsEditor.Failure.badValue(key: takesList ? key : typedKey, value: refusal.value, expected: refusal.expected)
        }
    }

    /// What `settings show` prints for it: words `settings set` takes back to the same value.
    func value(in settings: Settings, library: ExerciseLibrary?) -> String {
        shown(settings, library)
    }
}
