/// The unit weights are shown and typed in. The store always holds kilograms.
public enum WeightUnit: String, StableHashable, StrictEnum, Sendable {
    case kg
    case lb

    /// The unit this one is not.
    package var other: WeightUnit { self == .kg ? .lb : .kg }

    /// Exact by definition (international avoirdupois pound).
    static let kilogramsPerPound = 0.45359237

    func kilograms(_ value: Double) -> Double {
        switch self {
        case .kg: value
        case .lb: WeightUnit.canonicalKilograms(value * WeightUnit.kilogramsPerPound)
        }
    }

    func value(fromKilograms kilograms: Double) -> Double {
        switch self {
        case .kg: kilograms
        case .lb: kilograms / WeightUnit.kilogramsPerPound
        }
    }

    /// Kilograms rounded to a millionth: precise enough that any weight typed in pounds
    /// (to 0.01 lb) converts back to exactly what was typed, short enough to read in a file.
    static func canonicalKilograms(_ value: Double) -> Double {
        (value * 1_000_000).rounded() / 1_000_000
    }

    /// Accepts `kg`, `kgs`, `lb`, `lbs` in any case.
    package init?(userText: String) {
        switch userText.lowercased() {
        case "kg", "kgs", "kilo", "kilos", "kilogram", "kilograms": self = .kg
        case "lb", "lbs", "pound", "pounds": self = .lb
        default: return nil
        }
    }

    public init(from decoder: Decoder) throws { self = try Self.decodeStrictly(from: decoder, what: "weight unit") }
}
