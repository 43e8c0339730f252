/// Which of the two DOTS coefficient sets scores the lifter's relative strength (`"dots"` in
/// settings.json). DOTS was fitted separately to men's and women's results, so the lifter picks the
/// one to be compared with; without a choice the site shows no DOTS.
package enum DotsCoefficients: String, StrictEnum, Sendable {
    case men
    case women

    /// "men's", as the dashboard and the About page name it.
    var possessive: String {
        switch self {
        case .men: "men's"
        case .women: "women's"
        }
    }

    package init(from decoder: Decoder) throws { self = try Self.decodeStrictly(from: decoder, what: "DOTS coefficient set") }
}
