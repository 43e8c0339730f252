/// A distance as an export wrote it.
struct SourceDistance: Hashable, Sendable {
    var value: Double
    /// `nil` when the file does not say (Strong's comma dialects): km for a kg decision, miles for lb.
    var unit: DistanceUnit?
}
