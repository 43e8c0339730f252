/// The header of an export that is one CSV table (Fitbod, Hevy, StrongLifts): each column's name,
/// trimmed, at its first position (a name written twice is the first column of that name), and the
/// field count every row must have.
struct CSVHeader: Sendable {
    /// The names, trimmed, in the file's order.
    let names: [String]
    private var positions: [String: Int]

    init(_ header: [String]) {
        names = header.map { $0.importTrimmed }
        var positions: [String: Int] = [:]
        for (position, name) in names.enumerated() where positions[name] == nil { positions[name] = position }
        self.positions = positions
    }

    /// The position of the column named `name`, or `nil` when the header has none.
    func position(of name: String) -> Int? { positions[name] }

    /// Of `columns` (each a name and what that name tells, in order of preference), the first the
    /// header has: `name` reads its column from now on, and what it tells is returned (Hevy's `weight`
    /// is `weight_kg`, in kilograms, or `weight_lbs`, in pounds). `nil` when the header has none.
    mutating func alias<Meaning>(_ name: String, toFirstOf columns: KeyValuePairs<String, Meaning>) -> Meaning? {
        for (column, meaning) in columns {
            if let position = positions[column] {
                positions[name] = position
                return meaning
            }
        }
        return nil
    }

    /// Throws when `row` has another number of fields than the header: the file is cut or mis-quoted there.
    func check(_ row: CSVRow) throws(ImportRowError) {
        guard row.fields.count == names.count else {
            throw ImportRowError.fieldCount(line: row.line, found: row.fields.count, expected: names.count)
        }
    }

    /// `row`'s field in the column named `name`, as written; "" when the header has no such column.
    func field(_ name: String, in row: CSVRow) -> String {
        positions[name].map { row[$0] } ?? ""
    }
}
