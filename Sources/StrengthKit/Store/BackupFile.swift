import Foundation

/// A copy of the whole store, as an export document, written before a destructive change
/// (`history delete`, `history clear`, `exercise merge`, `reset`). Lives in `.strength-site/backups/`.
public struct BackupFile: Sendable {
    /// Why the backup was made, e.g. `history-clear`; part of the file name.
    var reason: String
    /// When, as the caller's clock tells it (StrengthKit reads no clock).
    var time: Timestamp

    package init(reason: String, time: Timestamp) {
        self.reason = reason
        self.time = time
    }

    /// Writes the backup, then removes the oldest backups beyond `kept` and leftovers of backups
    /// a killed command never finished. Called under the store's exclusive lock.
    func write(_ data: ProjectData, keeping kept: Int, layout: StoreLayout) throws -> URL {
        let url = try write(data, layout: layout)
        BackupFile.prune(layout.backupsDirectory, keeping: kept)
        return url
    }

    /// Oldest first by the time each was written, then by name (several in one second).
    static func prune(_ folder: URL, keeping kept: Int) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(".") && name.contains(".tmp-") {
            try? FileSystem.removeFile(folder.appendingPathComponent(name))
        }
        let backups = names.filter { !$0.hasPrefix(".") && $0.hasSuffix(".json") }
            .map { name in (name: name, written: FileSystem.sizeAndModification(folder.appendingPathComponent(name).path)?.modified ?? 0) }
            .sorted { ($0.written, $0.name) < ($1.written, $1.name) }
            .map(\.name)
        for name in backups.dropLast(max(kept, 1)) {
            try? FileSystem.removeFile(folder.appendingPathComponent(name))
        }
    }

    private func write(_ data: ProjectData, layout: StoreLayout) throws -> URL {
        let local = time.local
        let stamp = "\(local.day)T" + Digits.pad(local.hour, 2) + Digits.pad(local.minute, 2) + Digits.pad(local.second, 2)
        let folder = layout.backupsDirectory
        let base = "\(stamp)-\(Slug.make(from: reason))"
        let name = Slug.unique(base, fallback: stamp) { FileSystem.fileExists(folder.appendingPathComponent("\($0).json")) }
        let url = folder.appendingPathComponent("\(name).json")
        do {
            try FileSystem.writeAtomically(try StoreCoding.encode(ExportDocument(data)), to: url)
        } catch {
            throw StoreError(path: url.path, reason: .unwritable("\(error) — the backup failed, so nothing was changed"))
        }
        return url
    }
}
