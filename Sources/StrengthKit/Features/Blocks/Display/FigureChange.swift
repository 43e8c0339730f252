/// A figure's change from one range to the next in words: the difference as a signed number and an
/// arrow, so the sign says it without colour. The same for the terminal and the site.
struct FigureChange: Hashable, Sendable {
    enum Direction: String, Hashable, Sendable {
        case up, down, same
    }

    /// "+0.5 ↑", "−12 kg ↓", "0 →".
    var text: String
    var direction: Direction

    /// The change from `before` to `after`, each written by `text` (which rounds as the figure is
    /// shown, so a change too small to show reads "0 →", not "+0 ↑"); nil when a side is missing.
    init?(from before: Double?, to after: Double?, text: (Double) -> String) {
        guard let before, let after else { return nil }
        let shown = text(abs(after - before))
        let zero = text(0)
        if shown == zero {
            (self.text, direction) = ("\(zero) →", .same)
        } else if after > before {
            (self.text, direction) = ("+\(shown) ↑", .up)
        } else {
            (self.text, direction) = ("−\(shown) ↓", .down)
        }
    }
}
