/// The named steps of `build`, in order.
public enum BuildStep: Int, CaseIterable, Sendable {
    case load = 1, validate, analyse, plan, render, write, prune

    public var name: String {
        switch self {
        case .load: "Load"
        case .validate: "Validate"
        case .analyse: "Analyse"
        case .plan: "Plan pages"
        case .render: "Render"
        case .write: "Write"
        case .prune: "Prune"
        }
    }
}
