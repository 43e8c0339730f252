/// A set typed into `log`, `workout add`, `workout edit` or `history edit` is far beyond its
/// exercise's history (`OutlierRule`): most likely a typo, which would otherwise become every record
/// the site shows. `--not-a-typo` keeps it (`--force` means something else: a repeated workout).
package struct OutlierSetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The flag that keeps such a set, named in the message.
    package static let flag = "--not-a-typo"

    var exercise: String
    var outlier: Outlier

    package var description: String {
        let claim = outlier.description(exercise: exercise)
        return claim + (claim.hasSuffix("?") ? " " : ". ") + "Nothing was saved; if \(outlier.valueText) is right, add \(Self.flag)"
    }
}
