/// Collects warnings, merging repeats of the same message into one with a count and its lines.
public struct ImportWarnings: Hashable, Sendable {
    public static let maximumLines = 10

    private var indexByMessage: [String: Int] = [:]
    public private(set) var all: [ImportWarning] = []

    public init() {}

    public mutating func add(_ message: String, line: Int? = nil) {
        if let index = indexByMessage[message] {
            all[index].count += 1
            if let line, all[index].lines.count < Self.maximumLines, all[index].lines.last != line { all[index].lines.append(line) }
        } else {
            indexByMessage[message] = all.count
            all.append(ImportWarning(message: message, count: 1, lines: line.map { [$0] } ?? []))
        }
    }
}
