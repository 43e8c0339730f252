/// Fixed slots that concurrent workers fill, one index each, so results keep their input order.
final class ResultSlots<Value>: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    deinit {
        storage.deinitialize()
        storage.deallocate()
    }

    /// Each index must be written by exactly one worker, and read only after all have finished:
    /// that is what makes the unchecked Sendable safe.
    subscript(index: Int) -> Value? {
        get { storage[index] }
        set { storage[index] = newValue }
    }

    func values() -> [Value] { storage.map { $0! } }
}
