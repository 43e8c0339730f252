/// Something an import did that the lifter should know about (an unknown set tag, a shifted time,
/// a skipped row), with the lines of the file it concerns.
package struct ImportWarning: Hashable, Sendable, Codable, CustomStringConvertible {
    var message: String
    /// How many times it happened.
    var count: Int = 1
    /// The first lines it happened on (at most `ImportWarnings.maximumLines`).
    var lines: [Int] = []

    package var description: String {
        guard !lines.isEmpty else { return message }
        let shown = lines.map(String.init).joined(separator: ", ")
        let more = count > lines.count ? " and \(count - lines.count) more" : ""
        return "\(message) (\(NumberText.plural("line", count)) \(shown)\(more))"
    }
}
