/// A day of the week, used for the week-start setting. ISO numbering: Monday = 1 ... Sunday = 7.
package enum Weekday: String, StableHashable, StrictEnum, Sendable {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday

    var isoNumber: Int {
        switch self {
        case .monday: 1
        case .tuesday: 2
        case .wednesday: 3
        case .thursday: 4
        case .friday: 5
        case .saturday: 6
        case .sunday: 7
        }
    }

    /// `Mon` … `Sun`.
    var shortName: String { Weekday.shortNames[isoNumber - 1] }

    /// By ISO number, from Monday: a table, because `capitalized` goes through Foundation's locale
    /// machinery and every page shows dates.
    static let shortNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    init?(userText: String) {
        let key = userText.lowercased()
        guard key.count >= 2, let match = Weekday.allCases.first(where: { $0.rawValue.hasPrefix(key) }) else { return nil }
        self = match
    }

    package init(from decoder: Decoder) throws { self = try Self.decodeStrictly(from: decoder, what: "weekday") }
}
