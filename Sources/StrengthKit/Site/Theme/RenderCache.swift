import Foundation

/// Rendered fragments shared between pages, safe to use from the render workers.
final class RenderCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: String] = [:]

    func value(for key: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return entries[key]
    }

    func store(_ value: String, for key: String) {
        lock.lock()
        defer { lock.unlock() }
        entries[key] = value
    }
}
