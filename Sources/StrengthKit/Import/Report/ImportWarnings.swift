/// Collects warnings, merging repeats of the same message into one with a count and its lines.
struct ImportWarnings: Hashable, Sendable {
    static let maximumLines = 10

    private var indexByMessage: [String: Int] = [:]
    private(set) var all: [ImportWarning] = []

    init() {}

    mutating func add(_ message: String, line: Int? = nil) {
        if let index = indexByMessage[message] {
            all[index].count += 1
            if let line, all[index].lines.count < Self.maximumLines, all[index].lines.last != line { all[index].lines.append(line) }
        } else {
            indexByMessage[message] = all.count
            all.append(ImportWarning(message: message, count: 1, lines: line.map { [$0] } ?? []))
        }
    }
}
