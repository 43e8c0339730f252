import Foundation

/// Reads a project's `Templates/` folder: the files that override the default theme. What it
/// reads is published (the stylesheet as it is), so the folder is admitted as `Data/` is
/// (`EntryAdmission`): a link out of the project, a FIFO, socket or device, or a file over
/// `maximumFileSize` is refused with its path before it is opened.
enum ThemeLoader {
    /// No theme file comes near it (the default stylesheet, the largest, is 13 KB): a file
    /// beyond it is refused before it is read, not after minutes and gigabytes.
    static let maximumFileSize = 4 << 20

    static func overrides(layout: StoreLayout) throws -> [String: String] {
        let folder = layout.templatesDirectory
        let displayFolder = layout.displayTemplates
        guard try admitFolder(layout) else { return [:] }
        guard let entries = FileSystem.entries(of: folder.path) else {
            throw ThemeError(file: displayFolder, reason: "cannot be read: \(String(cString: strerror(errno)))")
        }
        let door = EntryAdmission(project: layout.projectDirectory, keeper: "the theme", folder: "Templates/")
        var files: [String: String] = [:]
        for (name, kind) in entries.sorted(by: { $0.name < $1.name })
        where !name.hasPrefix(".") && (name.hasSuffix(".mustache") || name.hasSuffix(".css")) {
            let path = folder.appendingPathComponent(name).path
            let contents: Data
            do {
                try door.admit(path, kind, as: .file)
                contents = try door.read(path, maximumSize: maximumFileSize, what: "a theme file").contents
            } catch {
                throw themeError(error, file: "\(displayFolder)/\(name)")
            }
            guard let text = String(data: contents, encoding: .utf8) else {
                throw ThemeError(file: "\(displayFolder)/\(name)", reason: "cannot be read as UTF-8 text")
            }
            files[name] = text
        }
        return files
    }

    /// Writes the default theme into `Templates/` for a custom theme to start from; never
    /// overwrites unless `replace`. Returns the names written.
    static func eject(layout: StoreLayout, replace: Bool) throws -> [String] {
        let folder = layout.templatesDirectory
        let displayFolder = layout.displayTemplates
        _ = try admitFolder(layout)
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

    /// Whether the project has a `Templates/` folder (or a link to one inside the project);
    /// anything else by that name is refused, never read from or written through.
    private static func admitFolder(_ layout: StoreLayout) throws -> Bool {
        let path = layout.templatesDirectory.path
        let kind = EntryKind.of(path)
        guard kind != .missing else { return false }
        do {
            try EntryAdmission(project: layout.projectDirectory, keeper: "the theme", folder: "the project").admit(path, kind, as: .folder)
        } catch {
            throw themeError(error, file: layout.displayTemplates)
        }
        return true
    }

    private static func themeError(_ error: Error, file: String) -> ThemeError {
        switch error {
        case EntryAdmission.Refusal.unexpected(let why): ThemeError(file: file, reason: why)
        case EntryAdmission.Refusal.unreadable(let why): ThemeError(file: file, reason: "cannot be read: \(why)")
        default: ThemeError(file: file, reason: "cannot be read: \(error)")
        }
    }
}
