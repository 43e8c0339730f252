/// The first few items of a list for a one-line message: `a, b, c and 4 more`.
package enum ShortList {
    /// Every item, the last after `conjunction`: `a, b and c`, `a or b`, `a`.
    static func sentence(_ items: [String], conjunction: String) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    package static func text(_ items: [String], limit: Int = 3) -> String {
        let shown = items.prefix(limit).joined(separator: ", ")
        return items.count > limit ? "\(shown) and \(items.count - limit) more" : shown
    }
}
