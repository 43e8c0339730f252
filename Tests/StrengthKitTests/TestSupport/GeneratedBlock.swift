import Foundation

/// A block of a checked-in document that code makes (a README table), between
/// `<!-- NAME: SOURCE -->` and `<!-- /NAME -->`, so a test can hold it to what the code makes now.
enum GeneratedBlock {
    /// The block's lines, or `nil` when the file lacks either marker.
    /// - Parameter file: relative to the repository's root, as `README.md`.
    static func text(in file: String, named name: String, madeBy source: String) throws -> String? {
        let document = try String(contentsOf: TestPaths.repository.appendingPathComponent(file), encoding: .utf8)
        return document.components(separatedBy: "<!-- \(name): \(source) -->\n").dropFirst().first?
            .components(separatedBy: "<!-- /\(name) -->").first
    }
}
