/// What one imported set records, after the apps' placeholders are cleared: reps of 0 beside a
/// time or distance are filler (Strong writes 0 in every empty column), and a weight of 0 is none.
struct SetShape: Hashable, Sendable {
    var hasWeight: Bool
    var reps: Int?
    var hasTime: Bool
    var hasDistance: Bool

    init(_ set: SourceSet) {
        hasWeight = (set.weight?.value ?? 0) != 0
        hasTime = (set.seconds ?? 0) > 0
        hasDistance = (set.distance?.value ?? 0) > 0
        reps = set.reps
        if reps == 0, hasTime || hasDistance || !hasWeight { reps = nil }
    }

    /// Nothing at all: a set that was never filled in.
    var isEmpty: Bool { !hasWeight && reps == nil && !hasTime && !hasDistance }

    enum Family { case reps, timed, weightOnly }

    /// Reps make a reps set (extra time or distance kept aside); otherwise time or distance make a
    /// timed set; a weight alone is a weight-only set.
    var family: Family {
        if reps != nil { return .reps }
        if hasTime || hasDistance { return .timed }
        return .weightOnly
    }
}
