/// A theme that cannot build the site: a missing template, an unknown partial or a syntax error,
/// with the file and line.
package struct ThemeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `Templates/workout.mustache`.
    var file: String
    var line: Int?
    var column: Int?
    var reason: String

    package var description: String {
        let position = line.map { ":\($0)" + (column.map { ":\($0)" } ?? "") } ?? ""
        return "\(file)\(position): \(reason)"
    }
}
