/// How one file's weights were read, and why: the summary's unit line.
package struct UnitDecision: Hashable, Sendable, Codable {
    /// Where the unit came from.
    package enum Source: String, Sendable, Codable {
        /// The file says (a column name or a unit on each row).
        case file
        /// `--units`, for a file that does not say.
        case option
        /// Plate arithmetic over the file's weights (`WeightEvidence`), for a file that does not say.
        case evidence
    }

    /// The unit the file's numbers were read in (for files that say, the unit of most of its weights).
    package var unit: WeightUnit
    package var source: Source
    /// For a file that does not say: the weights that count for each unit.
    package var evidence: WeightEvidence?
    /// The unit most weights were typed in, which float noise is snapped back to.
    package var typedIn: WeightUnit
    /// Set when the evidence favours the other unit.
    var warning: String?
}
