/// A figure's change from the block before to this one as the block page shows it (`FigureChange`),
/// with its direction as a CSS class (`up`, `down`, `same`) for a theme; both empty when either side
/// has no value.
struct ComparisonCell: TemplateObject, StableHashable, Sendable {
    /// "+0.5 ↑", "−12 kg ↓", "0 →".
    var text: String
    /// A CSS class, never user text.
    var direction: String

    init(from before: Double?, to after: Double?, text: (Double) -> String) {
        let change = FigureChange(from: before, to: after, text: text)
        self.text = change?.text ?? ""
        direction = change?.direction.rawValue ?? ""
    }
}
