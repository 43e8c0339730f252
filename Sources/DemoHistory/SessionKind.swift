import StrengthKit

/// A kind of session in the demo week: one of the split's four days, or a run.
enum SessionKind: Sendable, CaseIterable {
    case upperA
    case lowerA
    case upperB
    case lowerB
    case easyRun
    case tempoRun
    case longRun

    /// The split days in the order of the week.
    static let splitDays: [SessionKind] = [.upperA, .lowerA, .upperB, .lowerB]

    /// The workout's name; lifting sessions are named after their template.
    var name: String {
        switch self {
        case .upperA: "Upper A"
        case .lowerA: "Lower A"
        case .upperB: "Upper B"
        case .lowerB: "Lower B"
        case .easyRun: "Easy run"
        case .tempoRun: "Tempo run"
        case .longRun: "Long run"
        }
    }

    var isRun: Bool {
        switch self {
        case .easyRun, .tempoRun, .longRun: true
        case .upperA, .lowerA, .upperB, .lowerB: false
        }
    }

    var isLowerBody: Bool { self == .lowerA || self == .lowerB }

    /// The template a lifting session follows; runs follow none.
    var templateID: String? { isRun ? nil : Slug.make(from: name) }

    /// ISO weekday the split puts this session on; runs are on Saturdays.
    var isoWeekday: Int {
        switch self {
        case .upperA: 1
        case .lowerA: 2
        case .upperB: 4
        case .lowerB: 5
        case .easyRun, .tempoRun, .longRun: 6
        }
    }
}
