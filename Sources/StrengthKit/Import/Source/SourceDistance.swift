/// A distance as an export wrote it.
public struct SourceDistance: Hashable, Sendable {
    public var value: Double
    /// `nil` when the file does not say (Strong's comma dialects): km for a kg decision, miles for lb.
    public var unit: DistanceUnit?

    public init(value: Double, unit: DistanceUnit?) {
        self.value = value
        self.unit = unit
    }
}
