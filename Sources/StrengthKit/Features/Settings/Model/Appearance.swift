/// The site's colour scheme: fixed light or dark, or following the reader's system.
package enum Appearance: String, StrictEnum, Sendable {
    case light
    case dark
    case system

    package init(from decoder: Decoder) throws { self = try Self.decodeStrictly(from: decoder, what: "appearance") }
}
