package enum TimestampError: Error, Equatable, CustomStringConvertible {
    case nonexistentLocalTime(String, timeZone: String)

    package var description: String {
        switch self {
        case .nonexistentLocalTime(let time, let zone):
            "\(time) does not exist in \(zone) (the clocks skip it for daylight saving time)"
        }
    }
}
