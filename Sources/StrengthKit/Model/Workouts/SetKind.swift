/// How a set was done. Warm-ups are shown everywhere and counted nowhere; the others are working sets.
public enum SetKind: String, StableHashable, StrictEnum, Sendable {
    case normal
    case warmup
    case drop
    case failure

    /// The one-letter prefix used by `log` and shown in terminal output ("" for normal sets).
    var prefix: String {
        switch self {
        case .normal: ""
        case .warmup: "w"
        case .drop: "d"
        case .failure: "f"
        }
    }

    var displayName: String {
        switch self {
        case .normal: "Normal"
        case .warmup: "Warm-up"
        case .drop: "Drop"
        case .failure: "Failure"
        }
    }

    public init(from decoder: Decoder) throws { self = try Self.decodeStrictly(from: decoder, what: "set kind") }
}
