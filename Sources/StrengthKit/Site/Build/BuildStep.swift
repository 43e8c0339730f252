/// The named steps of `build`, in order.
public enum BuildStep: Int, CaseIterable, Sendable {
    /// Rendering and writing are one step: each page is written as soon as it is rendered, so the
    /// disk works while the cores render and no page's bytes outlive their write.
    case load = 1, validate, analyse, plan, render, prune

    /// Whether the step runs at once with the next one: validation and the analysis go one on each
    /// core (`SiteBuilder.build`), so `build --timings` gives the two one time.
    package var runsWithNext: Bool { self == .validate }

    package var name: String {
        switch self {
        case .load: "Load"
        case .validate: "Validate"
        case .analyse: "Analyse"
        case .plan: "Plan pages"
        case .render: "Render and write"
        case .prune: "Prune"
        }
    }
}
