/// Fixed slots that concurrent workers fill, one index each, so results keep their input order.
package final class ResultSlots<Value>: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<Value?>

    package init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    /// Slots already filled with `values`, for workers that each `take` one.
    convenience init(_ values: [Value]) {
        self.init(count: values.count)
        for (index, value) in values.enumerated() { storage[index] = value }
    }

    /// Moves the value out, so it is released by the worker that took it.
    func take(_ index: Int) -> Value {
        defer { storage[index] = nil }
        return storage[index]!
    }

    deinit {
        storage.deinitialize()
        storage.deallocate()
    }

    /// Each index must be written by exactly one worker, and read only after all have finished:
    /// that is what makes the unchecked Sendable safe.
    package subscript(index: Int) -> Value? {
        get { storage[index] }
        set { storage[index] = newValue }
    }

    /// Moves every value out, in index order, leaving the slots empty: no copy of each value to
    /// retain and then release with the slots. Every slot must be filled.
    func takeAll() -> [Value] {
        Array(unsafeUninitializedCapacity: storage.count) { buffer, count in
            for index in storage.indices {
                buffer.initializeElement(at: index, to: storage[index].take()!)
            }
            count = storage.count
        }
    }
}
