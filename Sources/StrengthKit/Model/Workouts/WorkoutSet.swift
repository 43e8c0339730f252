/// One set as performed. Only the fields its exercise type needs are present; all in kg, metres, seconds.
/// A weight typed in the unit the project does not show keeps that unit (`typedUnit`) to be shown in.
///
/// For bodyweight exercises `weightKg` is the added load (positive) or assistance (negative); `nil` and
/// `0` both mean body weight alone. A set with `reps == 0` is a missed attempt: shown, counted as a set,
/// never a record and never volume. A held set (`review`) is shown and counted nowhere (`counts`).
public struct WorkoutSet: Hashable, StableHashable, Sendable, Codable {
    public var kind: SetKind
    public var weightKg: Double?
    public var reps: Int?
    public var durationSeconds: Int?
    public var distanceMeters: Double?
    public var rpe: Double?
    /// Rest taken after this set, when the source app recorded it.
    var restSeconds: Int?
    package var notes: String?
    /// Held (counted nowhere until the lifter decides) or confirmed; `nil` for a set nothing doubted.
    package var review: SetReview?
    /// The unit the weight was typed in (or an import found its file typed in), when it was not the
    /// project's: the set is shown in it, while records, e1RMs, totals and charts stay in the project's
    /// unit. `nil` for a set typed in the project's unit, and for a set without a weight, so that the
    /// files of a history typed in one unit do not change.
    package var typedUnit: WeightUnit?

    package init(kind: SetKind = .normal, weightKg: Double? = nil, reps: Int? = nil, durationSeconds: Int? = nil,
                distanceMeters: Double? = nil, rpe: Double? = nil, restSeconds: Int? = nil, notes: String? = nil,
                review: SetReview? = nil, typedUnit: WeightUnit? = nil) {
        self.kind = kind
        self.weightKg = weightKg
        self.reps = reps
        self.durationSeconds = durationSeconds
        self.distanceMeters = distanceMeters
        self.rpe = rpe
        self.restSeconds = restSeconds
        self.notes = notes
        self.review = review
        self.typedUnit = typedUnit
    }

    /// Whether the set counts toward records, e1RM, trends, volume, working sets, muscle sets and goals:
    /// not a warm-up, and not held. Every figure asks this, so a held set counts exactly as a warm-up does.
    var counts: Bool { kind != .warmup && !(review?.isHeld ?? false) }

    /// Whether the set waits for the lifter to confirm or fix it.
    var isHeld: Bool { review?.isHeld ?? false }

    enum CodingKeys: String, CodingKey {
        case kind, weightKg, reps, durationSeconds, distanceMeters, rpe, restSeconds, notes, review, typedUnit
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decodeIfPresent(SetKind.self, forKey: .kind) ?? .normal
        weightKg = try container.decodeIfPresent(Double.self, forKey: .weightKg)
        reps = try container.decodeWholeNumberIfPresent(forKey: .reps)
        durationSeconds = try container.decodeWholeNumberIfPresent(forKey: .durationSeconds)
        distanceMeters = try container.decodeIfPresent(Double.self, forKey: .distanceMeters)
        rpe = try container.decodeIfPresent(Double.self, forKey: .rpe)
        restSeconds = try container.decodeWholeNumberIfPresent(forKey: .restSeconds)
        notes = try container.decodeIfPresent(String.self, forKey: .notes)
        review = try container.decodeIfPresent(SetReview.self, forKey: .review)
        typedUnit = try container.decodeIfPresent(WeightUnit.self, forKey: .typedUnit)
    }
}

extension WorkoutSet {
    /// Records that the weight was typed in `unit` in a project showing `projectUnit`: kept only when the
    /// two differ and the set has a weight, as `typedUnit` says.
    mutating func markTyped(in unit: WeightUnit, projectUnit: WeightUnit) {
        typedUnit = weightKg != nil && unit != projectUnit ? unit : nil
    }

    /// The set moved from a project showing `origin` into one showing `projectUnit` (an export document
    /// merged into a project of the other unit): a weight with no unit of its own was typed in `origin`.
    func moved(from origin: WeightUnit, into projectUnit: WeightUnit) -> WorkoutSet {
        guard origin != projectUnit else { return self }
        var moved = self
        moved.markTyped(in: typedUnit ?? origin, projectUnit: projectUnit)
        return moved
    }
}
