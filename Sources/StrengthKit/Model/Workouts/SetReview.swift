/// What became of a set a door of the store doubted (an import, a merge): none, held or confirmed.
///
/// A held set is kept and shown, marked, and counts toward nothing — as a warm-up does: no record,
/// e1RM, trend, volume, working-set count, muscle set or goal — until the lifter confirms it
/// (`history confirm`) or fixes it (`history edit`); its workout still counts as a workout. Why it is
/// held is part of its state, because only a lone spike is judged again as the history grows. A
/// confirmed set counts as any set and is never judged again.
package enum SetReview: String, StableHashable, StrictEnum, Sendable, CaseIterable {
    /// Far beyond the exercise's sets before it (`OutlierRule`), and no later session comes near it.
    case heldAsOutlier = "held-outlier"
    /// A load on a bodyweight exercise that looks like the lifter's own body weight typed as load.
    case heldAsBodyWeight = "held-body-weight"
    /// A pace or a distance beyond what a person covers (`DistanceBounds`).
    case heldAsImpossible = "held-impossible"
    /// Looked at by the lifter and kept as it is.
    case confirmed

    package var isHeld: Bool { self != .confirmed }

    /// Why the set is held, for the terminal and the site; `nil` for a confirmed set.
    package var reason: String? {
        switch self {
        case .heldAsOutlier: "far beyond this exercise's sets before it, and no later session comes near it"
        case .heldAsBodyWeight: "a load that looks like body weight typed as load"
        case .heldAsImpossible: "a pace or distance beyond what a person covers"
        case .confirmed: nil
        }
    }

    package init(from decoder: Decoder) throws { self = try Self.decodeStrictly(from: decoder, what: "set review") }
}
