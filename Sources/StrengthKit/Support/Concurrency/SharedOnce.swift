import Foundation

/// A value made by the first worker that asks for it and shared with the others, which wait for it
/// while it is being made: for a table two planning tasks read that costs too much to make twice,
/// or to make before planning starts when perhaps nothing needs it.
final class SharedOnce<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var made: Value?

    /// The value, made with `make` if no one made it yet. `make` runs under the lock: it must not ask again.
    func value(_ make: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let value = make()
        made = value
        return value
    }
}
