import Foundation

/// What Strong's `Set Order` column says a row is.
enum StrongSetOrder: Equatable, Sendable {
    /// A set: a number (1-based, or 0-based in the oldest dialect) or a tag for its kind.
    case set(SetKind)
    /// `Rest Timer` / `Ruhezeit`: the rest after the previous set, in Seconds.
    case rest
    /// `Note`: the exercise's note, in Notes.
    case note
    /// A word strength-site does not know; read as a normal set, with a warning.
    case unknown(String)

    init(_ text: String) {
        // The spellings seen in real files first, without normalising (this runs on every row).
        switch text {
        case "W": self = .set(.warmup); return
        case "D": self = .set(.drop); return
        case "F": self = .set(.failure); return
        case "Rest Timer": self = .rest; return
        default: break
        }
        let trimmed = text.importTrimmed
        if !trimmed.isEmpty, trimmed.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            self = .set(.normal)
            return
        }
        switch trimmed.uppercased().replacingOccurrences(of: " ", with: "_").replacingOccurrences(of: "-", with: "_") {
        case "W", "WARM_UP", "WARMUP": self = .set(.warmup)
        case "D", "DROP", "DROP_SET", "DROPSET": self = .set(.drop)
        case "F", "FAILURE": self = .set(.failure)
        case "REST_TIMER", "RUHEZEIT", "REST": self = .rest
        case "NOTE": self = .note
        default: self = .unknown(trimmed)
        }
    }
}
