/// How a distance exercise covers its distance, and so what pace and distance a person can reach in
/// it: the bounds beyond which a set is no set a person did, but a typo or a device's error (a Fitbod
/// ride of 122,467 m in 326 s). Generous on purpose: only what no one does is beyond them.
package enum DistanceTravel: String, Sendable, Codable, CaseIterable {
    case foot
    case bike
    case rower
    /// A ski erg, or skiing.
    case ski
    case swim

    /// The fastest pace, in seconds per kilometre, a person keeps over a set.
    var fastestSecondsPerKm: Double {
        switch self {
        case .foot: 120        // 2:00 /km: faster than the 100 m world record held for a kilometre
        case .bike: 40         // 0:40 /km: 90 km/h
        case .rower, .ski: 150 // 2:30 /km: faster than any 2,000 m erg record
        case .swim: 540        // 9:00 /km: faster than the 1,500 m swimming record
        }
    }

    /// The longest distance, in metres, a person covers in one set: a day's travel.
    var longestMeters: Double {
        switch self {
        case .foot: 250_000
        case .bike: 1_000_000
        case .rower, .ski: 300_000
        case .swim: 50_000
        }
    }

    /// How a person moves in it, for a message: "on foot", "by bike".
    var phrase: String {
        switch self {
        case .foot: "on foot"
        case .bike: "by bike"
        case .rower: "on a rower"
        case .ski: "on skis or a ski erg"
        case .swim: "swimming"
        }
    }
}
