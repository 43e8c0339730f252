/// A set typed into `log`, `workout add`, `workout edit` or `history edit` covers a distance faster or
/// farther than anyone does (`DistanceBounds`): most likely a typo, which would otherwise become the
/// exercise's best pace and longest distance. `--not-a-typo` keeps it, as it keeps a weight typo.
package struct ImpossibleSetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is beyond a person: `Cycling: 122.47 km in 5:26 is a pace of 0:03 /km, faster than …`.
    var problem: String

    package var description: String {
        problem + ". Nothing was saved; if it is right, add \(OutlierSetError.flag)"
    }
}
