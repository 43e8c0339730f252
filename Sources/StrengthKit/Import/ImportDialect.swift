/// Every file shape `import` tells apart: the one list the detector names dialects from, so a test
/// can require a hand-written fixture for each (`Tests/StrengthKitTests/Fixtures/imports`).
///
/// Variations within a dialect are details of its name, not cases: Strong's header language,
/// Hevy's units, FitNotes' optional Comment column, StrongLifts' number of set columns.
enum ImportDialect: String, CaseIterable, Sendable, Codable {
    case strongA, strongAPrime, strongA1, strongA0
    case strongB0, strongB1, strongB
    case strongC
    case strongOldest
    case hevy
    case fitnotesOld, fitnotesNew
    case stronglifts
    case fitbod, fitbod2019
    case jefit
    case export

    var app: ImportApp {
        switch self {
        case .strongA, .strongAPrime, .strongA1, .strongA0, .strongB0, .strongB1, .strongB, .strongC, .strongOldest: .strong
        case .hevy: .hevy
        case .fitnotesOld, .fitnotesNew: .fitnotes
        case .stronglifts: .stronglifts
        case .fitbod, .fitbod2019: .fitbod
        case .jefit: .jefit
        case .export: .export
        }
    }

    /// The code the summary starts the dialect's name with: Strong's dialect codes (A, A′, A1, A0,
    /// B0, B1, B, C, OLDEST: see the README's import table); other apps' dialects are named by their
    /// details alone.
    var code: String {
        switch self {
        case .strongA: "A"
        case .strongAPrime: "A′"
        case .strongA1: "A1"
        case .strongA0: "A0"
        case .strongB0: "B0"
        case .strongB1: "B1"
        case .strongB: "B"
        case .strongC: "C"
        case .strongOldest: "OLDEST"
        case .hevy, .fitnotesOld, .fitnotesNew, .stronglifts, .fitbod, .fitbod2019, .jefit, .export: ""
        }
    }
}
