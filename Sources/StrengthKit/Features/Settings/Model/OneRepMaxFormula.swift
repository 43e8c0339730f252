/// How an estimated one-rep max is computed from a set of `weight × reps`.
package enum OneRepMaxFormula: String, StableHashable, StrictEnum, Sendable {
    /// w × 36 / (37 − r). Strong's and FitNotes' choice; the default.
    case brzycki
    /// w × (1 + r / 30).
    case epley

    var displayName: String {
        switch self {
        case .brzycki: "Brzycki"
        case .epley: "Epley"
        }
    }

    package init(from decoder: Decoder) throws { self = try Self.decodeStrictly(from: decoder, what: "1RM formula") }
}
