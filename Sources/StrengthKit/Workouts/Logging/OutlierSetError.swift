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

    /// Throws for the first set of `sets` (of the exercise with `id`, called `name`) that `rule` finds
    /// an outlier; no rule, no check.
    static func check(_ sets: [WorkoutSet], of id: String, named name: String, against rule: OutlierRule?) throws {
        guard let rule else { return }
        for set in sets {
            if let outlier = rule.outlier(set, of: id) { throw OutlierSetError(exercise: name, outlier: outlier) }
        }
    }
}
