import Foundation

/// A copy of the whole store, as an export document, written before a destructive change
/// (`history delete`, `history clear`, `reset`). Lives in `.strength-site/backups/`.
public struct BackupFile: Sendable {
    /// Why the backup was made, e.g. `history-clear`; part of the file name.
    public var reason: String
    /// When, as the caller's clock tells it (StrengthKit reads no clock).
    public var time: Timestamp

    public init(reason: String, time: Timestamp) {
        self.reason = reason
        self.time = time
    }

    func write(_ data: ProjectData, layout: StoreLayout) throws -> URL {
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
