import Foundation
import Publish
import StrengthKit

/// The non-data files `init` adds beside `Data/`: an empty `Templates/` for theme overrides, a
/// `.gitignore` for the store's lock, interrupted-change folder, temp files of interrupted writes,
/// backups and the built site, and the GitHub Pages workflow.
enum ProjectScaffold {
    static let gitignore = """
        # strength-site: working files of the store, backups, and the generated site
        Data/.lock
        Data/.txn/
        Data/**/.*.tmp-*
        .strength-site/
        Site/

        """

    static func write(in root: URL, displayPrefix: String) throws {
        let templates = root.appendingPathComponent("Templates", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
            let ignore = root.appendingPathComponent(".gitignore")
            if !FileManager.default.fileExists(atPath: ignore.path) {
                try Data(gitignore.utf8).write(to: ignore)
            }
        } catch {
            throw CommandFailure(path: displayPrefix, "could not create Templates/ or .gitignore: \(error.localizedDescription)")
        }
    }

    /// Writes `text` as `PagesWorkflow.path` unless that file exists; returns whether it wrote.
    static func writeWorkflow(_ text: String, in root: URL, displayPrefix: String) throws -> Bool {
        let file = root.appendingPathComponent(PagesWorkflow.path)
        if FileManager.default.fileExists(atPath: file.path) { return false }
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        } catch {
            throw CommandFailure(path: displayPrefix, "could not write \(PagesWorkflow.path): \(error.localizedDescription)")
        }
        return true
    }
}
