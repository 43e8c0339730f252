/// A weight as an export wrote it, before the unit decision and the snapping of float noise.
struct SourceWeight: Hashable, Sendable {
    var value: Double
    /// `nil` when the file does not say (Strong's comma dialects): the import's unit decision applies.
    var unit: WeightUnit?
    /// How many decimals the app rounded to when it wrote the file (FitNotes: 2), or `nil` when it
    /// wrote full doubles; decides how far a value may be from a round number and still snap to it.
    var decimals: Int?
}
