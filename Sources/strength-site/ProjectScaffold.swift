import Foundation

/// The non-data files `init` adds beside `Data/`: an empty `Templates/` for theme overrides and a
/// `.gitignore` for the store's lock, interrupted-change folder, backups and the built site.
enum ProjectScaffold {
    static let gitignore = """
        # strength-site: working files of the store, backups, and the generated site
        Data/.lock
        Data/.txn/
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
            throw CommandFailure("\(displayPrefix): could not create Templates/ or .gitignore: \(error.localizedDescription)")
        }
    }
}
