/// The measured fields a set may carry, as a bit set: what `SetRules` checks on every set of every load.
struct SetFields: OptionSet, Sendable {
    let rawValue: UInt8

    static let weight = SetFields(rawValue: 1 << 0)
    static let reps = SetFields(rawValue: 1 << 1)
    static let duration = SetFields(rawValue: 1 << 2)
    static let distance = SetFields(rawValue: 1 << 3)

    /// Each field with its JSON name, in the order a problem report looks at them.
    static let inFileOrder: [(SetFields, String)] = [
        (.weight, "weightKg"), (.reps, "reps"), (.duration, "durationSeconds"), (.distance, "distanceMeters"),
    ]
}
