/// A weight as an export wrote it, before the unit decision and the snapping of float noise.
public struct SourceWeight: Hashable, Sendable {
    public var value: Double
    /// `nil` when the file does not say (Strong's comma dialects): the import's unit decision applies.
    public var unit: WeightUnit?
    /// How many decimals the app rounded to when it wrote the file (FitNotes: 2), or `nil` when it
    /// wrote full doubles; decides how far a value may be from a round number and still snap to it.
    public var decimals: Int?

    public init(value: Double, unit: WeightUnit?, decimals: Int? = nil) {
        self.value = value
        self.unit = unit
        self.decimals = decimals
    }
}
