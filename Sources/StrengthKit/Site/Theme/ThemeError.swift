/// A theme that cannot build the site: a missing template, an unknown partial, a syntax error, or
/// what would recurse without end or too deep (partials in a cycle, sections nested beyond
/// `TemplateOutline.maximumNesting`), with the file and line.
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
