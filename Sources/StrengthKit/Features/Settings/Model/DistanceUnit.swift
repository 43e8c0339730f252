/// Units a distance may be typed in; the store always holds metres.
enum DistanceUnit: String, CaseIterable, Sendable {
    case m
    case km
    case mi
    case yd

    var meters: Double {
        switch self {
        case .m: 1
        case .km: 1000
        case .mi: 1609.344
        case .yd: 0.9144
        }
    }

    init?(userText: String) {
        switch userText.lowercased() {
        case "m", "meter", "meters", "metre", "metres": self = .m
        case "km", "kms", "kilometer", "kilometers", "kilometre", "kilometres": self = .km
        case "mi", "mile", "miles": self = .mi
        case "yd", "yds", "yard", "yards": self = .yd
        default: return nil
        }
    }
}
