/// The apps whose exports `import` reads; `--format` takes these names.
public enum ImportApp: String, CaseIterable, Sendable, Codable {
    case strong
    case hevy
    case fitnotes
    case stronglifts
    case fitbod
    case jefit
    /// strength-site's own `export` document.
    case export

    public var displayName: String {
        switch self {
        case .strong: "Strong"
        case .hevy: "Hevy"
        case .fitnotes: "FitNotes"
        case .stronglifts: "StrongLifts 5×5"
        case .fitbod: "Fitbod"
        case .jefit: "JEFIT"
        case .export: "strength-site export"
        }
    }
}
