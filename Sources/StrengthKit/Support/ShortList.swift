/// The first few items of a list for a one-line message: `a, b, c and 4 more`.
public enum ShortList {
    public static func text(_ items: [String], limit: Int = 3) -> String {
        let shown = items.prefix(limit).joined(separator: ", ")
        return items.count > limit ? "\(shown) and \(items.count - limit) more" : shown
    }
}
