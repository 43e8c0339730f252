/// How `{{value}}` is escaped: `standard` unless a template sets another with
/// `{{% CONTENT_TYPE: NAME }}`.
enum TemplateEscaping: Sendable {
    /// `FAST_HTML`: `Markup.escape` (see `FastHTMLEscaping`).
    case markup
    /// `HTML`, swift-mustache's default: `& < > " '` replaced. swift-mustache compares whole
    /// Characters, so a quote followed by a combining mark (`"\u{301}`) stays a bare quote and can
    /// end an attribute; here every such scalar is replaced, the one place the two engines differ.
    case html
    /// `TEXT`: nothing escaped.
    case none

    /// Every template and partial starts escaping HTML the fast way, dropping what XML forbids; no
    /// template needs a pragma for it (swift-mustache, for a theme it renders, is given the
    /// `FAST_HTML` pragma by `Theme` to match).
    static let standard = TemplateEscaping.markup

    init?(contentType name: String) {
        switch name {
        case FastHTMLEscaping.name: self = .markup
        case "HTML": self = .html
        case "TEXT": self = .none
        default: return nil
        }
    }

    func append(_ text: String, to output: inout [UInt8]) {
        switch self {
        case .markup: Markup.appendEscaped(text, to: &output)
        case .none: output.append(contentsOf: text.utf8)
        case .html:
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
                case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
                case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
                case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
                case UInt8(ascii: "'"): output.append(contentsOf: "&#39;".utf8)
                default: output.append(byte)
                }
            }
        }
    }
}
