/// Pace, the time a kilometre takes: what the best-pace record compares, the workout page's column
/// and figure show, a set's text gives beside its distance and the bound on an impossible row
/// (`DistanceBounds`) tests.
enum Pace {
    /// Seconds per kilometre of `seconds` over `meters`; `nil` without a distance, which has no pace
    /// (a time of zero has one, zero, which the record leaves out as the engine leaves out empty sets).
    static func secondsPerKilometer(seconds: Int, meters: Double) -> Double? {
        guard meters > 0 else { return nil }
        return Double(seconds) / meters * 1000
    }
}
