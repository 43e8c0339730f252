/// One record of a CSV file: its fields, unquoted, and the line of the file it starts on
/// (a quoted field may span several lines, so records and lines are not the same).
struct CSVRow: Hashable, Sendable {
    var fields: [String]
    /// 1-based line of the file where the record starts.
    var line: Int

    /// The field at `index`, or "" when the row is shorter.
    subscript(index: Int) -> String {
        index < fields.count ? fields[index] : ""
    }

    /// True when every field is empty or only spaces (a blank line, or `,,,`).
    var isBlank: Bool {
        fields.allSatisfy { $0.allSatisfy { $0 == " " || $0 == "\t" } }
    }
}
