/// The apps whose exports `import` reads; `--format` takes these names.
package enum ImportApp: String, CaseIterable, Sendable, Codable {
    case strong
    case hevy
    case fitnotes
    case stronglifts
    case fitbod
    case jefit
    /// strength-site's own `export` document.
    case export

    /// The apps whose CSV exports `import` reads, by name, for messages: "Strong, Hevy, … and JEFIT".
    package static var appNames: String {
        ShortList.sentence(allCases.filter { $0 != .export }.map(\.displayName), conjunction: "and")
    }

    var displayName: String {
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
