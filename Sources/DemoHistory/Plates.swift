/// Rounding loads to what can be put on a bar, so files hold `57.5` and never `58.50000000000001`.
enum Plates {
    /// The smallest jump with a pair of 1.25 kg plates.
    static let barbellIncrementKg = 2.5
    /// The smallest jump for dumbbells, cables and machines in the demo gym.
    static let smallIncrementKg = 1.25

    /// `kg` rounded to the nearest multiple of `increment`.
    static func round(_ kg: Double, to increment: Double = barbellIncrementKg) -> Double {
        (kg / increment).rounded() * increment
    }

    /// `percent` % of `kg`, rounded to the nearest multiple of `increment`.
    static func percent(_ percent: Int, of kg: Double, increment: Double = barbellIncrementKg) -> Double {
        round(kg * Double(percent) / 100, to: increment)
    }
}
