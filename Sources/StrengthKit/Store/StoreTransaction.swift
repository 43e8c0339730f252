import Foundation

/// A set of file writes and deletions in `Data/` that lands whole or not at all, even across a crash.
///
/// One change is a plain atomic write. Several are staged in `Data/.txn/` and fsynced, then a manifest
/// is written atomically — the commit point — and the staged files are renamed into place. A crash
/// before the manifest leaves the store untouched; a crash after it is rolled forward by the next
/// command (`recoverPending`). Callers hold the exclusive store lock.
struct StoreTransaction {
    private(set) var writes: [(path: String, data: Data)] = []
    private(set) var deletions: [String] = []

    var isEmpty: Bool { writes.isEmpty && deletions.isEmpty }
    var changedPaths: [String] { writes.map(\.path) + deletions }

    mutating func write(_ data: Data, to relativePath: String) {
        writes.append((relativePath, data))
    }

    mutating func delete(_ relativePath: String) {
        deletions.append(relativePath)
    }

    private struct Manifest: Codable {
        struct Operation: Codable {
            var path: String
            /// Name of the staged file in `.txn/`; `nil` for a deletion.
            var staged: String?
        }
        var operations: [Operation]
    }

    private static let manifestName = "manifest.json"

    func commit(layout: StoreLayout) throws {
        if writes.count == 1, deletions.isEmpty {
            let (path, data) = writes[0]
            try wrap(path, layout) { try FileSystem.writeAtomically(data, to: layout.dataURL(path)) }
            return
        }
        if writes.isEmpty, deletions.count == 1 {
            let url = layout.dataURL(deletions[0])
            try wrap(deletions[0], layout) {
                try FileSystem.removeFile(url)
                try FileSystem.syncDirectory(url.deletingLastPathComponent())
            }
            return
        }
        guard !isEmpty else { return }

        let staging = layout.transactionDirectory
        var manifest = Manifest(operations: [])
        do {
            try? FileManager.default.removeItem(at: staging)
            try FileSystem.createDirectory(staging)
            for (index, write) in writes.enumerated() {
                let name = "\(index).staged"
                try FileSystem.writeQuickly(write.data, to: staging.appendingPathComponent(name))
                manifest.operations.append(.init(path: write.path, staged: name))
            }
            // Every staged byte must be on disk before the manifest makes the change count.
            if try !FileSystem.syncFileSystem(containing: staging) {
                for operation in manifest.operations {
                    if let staged = operation.staged { try FileSystem.syncFile(staging.appendingPathComponent(staged)) }
                }
            }
            manifest.operations += deletions.map { .init(path: $0, staged: nil) }
            try FileSystem.syncDirectory(staging)
            try FileSystem.writeAtomically(try JSONEncoder().encode(manifest), to: staging.appendingPathComponent(Self.manifestName))
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw StoreError(path: layout.display(".txn"), reason: .unwritable("\(error)"))
        }
        try Self.apply(manifest, layout: layout)
    }

    /// Finishes a transaction a crashed command had committed, or discards one it had not.
    static func recoverPending(layout: StoreLayout) throws {
        let staging = layout.transactionDirectory
        guard FileSystem.fileExists(staging) else { return }
        let manifestURL = staging.appendingPathComponent(manifestName)
        guard let data = try? Data(contentsOf: manifestURL) else {
            try? FileManager.default.removeItem(at: staging)
            return
        }
        let manifest: Manifest
        do {
            manifest = try JSONDecoder().decode(Manifest.self, from: data)
        } catch {
            let (field, problem) = StoreCoding.explain(error, in: data)
            throw StoreError(path: layout.display(".txn/\(manifestName)"),
                             reason: .malformed(field: field, "an interrupted change could not be read (\(problem))"))
        }
        try apply(manifest, layout: layout)
    }

    static func hasPending(layout: StoreLayout) -> Bool {
        FileSystem.fileExists(layout.transactionDirectory)
    }

    private static func apply(_ manifest: Manifest, layout: StoreLayout) throws {
        let staging = layout.transactionDirectory
        var touchedDirectories = Set<URL>()
        for operation in manifest.operations {
            guard StoreValidator.isSafeRelativePath(operation.path) else {
                throw StoreError(path: layout.display(".txn/\(manifestName)"),
                                 reason: .invalid(field: "operations", "unsafe path '\(operation.path)'"))
            }
            let target = layout.dataURL(operation.path)
            try wrap(operation.path, layout) {
                if let staged = operation.staged {
                    let source = staging.appendingPathComponent(staged)
                    // Already moved by an earlier, interrupted attempt.
                    guard FileSystem.fileExists(source) else { return }
                    try FileSystem.createDirectory(target.deletingLastPathComponent())
                    try FileSystem.renameItem(source, to: target)
                } else {
                    try FileSystem.removeFile(target)
                }
            }
            touchedDirectories.insert(target.deletingLastPathComponent())
        }
        for directory in touchedDirectories.sorted(by: { $0.path < $1.path }) {
            try wrap("", layout) { try FileSystem.syncDirectory(directory) }
        }
        try wrap(".txn", layout) {
            try FileSystem.removeFile(staging.appendingPathComponent(manifestName))
            try FileManager.default.removeItem(at: staging)
            try FileSystem.syncDirectory(layout.dataDirectory)
        }
    }

    private static func wrap(_ path: String, _ layout: StoreLayout, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError(path: layout.display(path), reason: .unwritable("\(error)"))
        }
    }

    private func wrap(_ path: String, _ layout: StoreLayout, _ body: () throws -> Void) throws {
        try Self.wrap(path, layout, body)
    }
}
