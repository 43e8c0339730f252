import Foundation

/// Reads a project's `Templates/` folder: the files that override the default theme.
enum ThemeLoader {
    static func overrides(in folder: URL, displayFolder: String) throws -> [String: String] {
        guard FileSystem.isDirectory(folder) else { return [:] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw ThemeError(file: displayFolder, reason: "cannot be read: \((error as NSError).localizedDescription)")
        }
        var files: [String: String] = [:]
        for name in names.sorted() where !name.hasPrefix(".") && (name.hasSuffix(".mustache") || name.hasSuffix(".css")) {
            let url = folder.appendingPathComponent(name)
            guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else {
                throw ThemeError(file: "\(displayFolder)/\(name)", reason: "cannot be read as UTF-8 text")
            }
            files[name] = text
        }
        return files
    }

    /// Writes the default theme into `folder` for a custom theme to start from; never overwrites
    /// unless `replace`. Returns the names written.
    static func eject(to folder: URL, displayFolder: String, replace: Bool) throws -> [String] {
        let defaults = Theme.defaultFiles
        if !replace {
            let existing = defaults.keys.filter { FileSystem.fileExists(folder.appendingPathComponent($0)) }.sorted()
            if !existing.isEmpty {
                throw ThemeError(file: displayFolder, reason: "already has \(existing.joined(separator: ", ")); pass --force to replace them")
            }
        }
        do {
            try FileSystem.createDirectory(folder)
            for (name, text) in defaults.sorted(by: { $0.key < $1.key }) {
                try FileSystem.writeAtomically(Data(text.utf8), to: folder.appendingPathComponent(name))
            }
        } catch {
            throw ThemeError(file: displayFolder, reason: "cannot be written: \(error)")
        }
        return defaults.keys.sorted()
    }
}
