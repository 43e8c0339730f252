/// A workout whose rows in the export are copies of its first rows, one copy after the other: listed
/// in the summary and in `import --json`, stored once or as it is (`RepeatedWorkoutHandling`).
package struct RepeatedWorkout: Hashable, Sendable, Codable {
    /// How the file names it: its name, when the app writes one, and its start, as written.
    package var workout: String
    /// The line of its first row and the line its last row starts on.
    package var firstLine: Int
    package var lastLine: Int
    /// How many times its rows are written.
    package var copies: Int
    /// The rows in one copy.
    package var rowsPerCopy: Int
    /// The line the second copy starts on: from there to `lastLine` the rows are repeats.
    package var firstRepeatLine: Int
    /// Whether the repeats were left out (the workout stored once) or imported as they are.
    package var folded: Bool
}
