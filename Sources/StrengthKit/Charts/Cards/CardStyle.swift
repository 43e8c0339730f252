/// The README cards' own palette and fonts. A README's CSS never reaches an SVG shown as an image,
/// so cards embed a `<style>` with light colours and a `prefers-color-scheme: dark` override.
///
/// Contrast (WCAG): light text #1f2328 on #ffffff is 15.8:1 and muted #59636e 6.2:1; dark text
/// #e6edf3 on #0d1117 is 16:1 and muted #9198a1 6.9:1. Accents and heat levels are GitHub's.
enum CardStyle {
    /// The system font stack: no web font, no request.
    static let fontFamily = "system-ui, -apple-system, &#39;Segoe UI&#39;, Roboto, Helvetica, Arial, sans-serif"

    static let width = 495.0
    static let height = 195.0

    static let stylesheet = "<style>"
        + ".card-bg{fill:#ffffff;stroke:#d0d7de}"
        + ".card-title{fill:#1f2328;font-size:16px;font-weight:600}"
        + ".card-value{fill:#1f2328;font-size:18px;font-weight:600}"
        + ".card-label{fill:#59636e;font-size:12px}"
        + ".card-small{fill:#59636e;font-size:10px}"
        + ".card-line{stroke:#0969da}.card-dot{fill:#0969da}"
        + ".card-h0{fill:#ebedf0}.card-h1{fill:#9be9a8}.card-h2{fill:#40c463}.card-h3{fill:#30a14e}.card-h4{fill:#216e39}"
        + "@media (prefers-color-scheme:dark){"
        + ".card-bg{fill:#0d1117;stroke:#30363d}"
        + ".card-title,.card-value{fill:#e6edf3}"
        + ".card-label,.card-small{fill:#9198a1}"
        + ".card-line{stroke:#4493f8}.card-dot{fill:#4493f8}"
        + ".card-h0{fill:#21262d}.card-h1{fill:#0e4429}.card-h2{fill:#006d32}.card-h3{fill:#26a641}.card-h4{fill:#39d353}"
        + "}</style>"

    /// The standalone `<svg>` root (with `width`/`height`, since an `<img>` needs an intrinsic size),
    /// its accessible name, the stylesheet and the rounded background.
    static func open(id: String, title: String, description: String) -> String {
        let w = SVGNumber.text(width)
        let h = SVGNumber.text(height)
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\""
            + " role=\"img\" aria-labelledby=\"\(id)-t \(id)-d\" font-family=\"\(fontFamily)\">"
            + "<title id=\"\(id)-t\">\(Markup.escape(title))</title><desc id=\"\(id)-d\">\(Markup.escape(description))</desc>"
            + stylesheet
            + "<rect class=\"card-bg\" x=\"0.5\" y=\"0.5\" width=\"\(SVGNumber.text(width - 1))\" height=\"\(SVGNumber.text(height - 1))\" rx=\"6\"/>"
    }

    /// A text element of `cssClass`, escaped. With `fitting`, text estimated wider than the width
    /// at its class's font size gets a smaller size, so it never runs into its neighbour. (Shrinking,
    /// not `textLength`, which would also stretch text that is narrower than estimated.)
    static func text(_ content: String, cssClass: String, x: Double, y: Double, anchor: String? = nil,
                     fitting: (width: Double, fontSize: Double)? = nil) -> String {
        var attributes = anchor.map { " text-anchor=\"\($0)\"" } ?? ""
        if let fitting {
            let estimate = ChartText.width(of: content, fontSize: fitting.fontSize)
            if estimate > fitting.width {
                // An inline style, because the class's font-size would override a presentation attribute.
                attributes += " style=\"font-size:\(SVGNumber.text(fitting.fontSize * fitting.width / estimate))px\""
            }
        }
        return "<text class=\"\(cssClass)\" x=\"\(SVGNumber.text(x))\" y=\"\(SVGNumber.text(y))\"\(attributes)>"
            + Markup.escape(content) + "</text>"
    }
}
