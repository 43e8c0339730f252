import Foundation

/// Work spread over every core, results in input order.
enum Parallel {
    /// `body(0) ..< body(count)` on all cores; the first error (by index) is thrown after all ran.
    static func map<Value>(_ count: Int, _ body: @Sendable (Int) throws -> Value) throws -> [Value] {
        let slots = ResultSlots<Result<Value, any Error>>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots[index] = Result { try body(index) }
        }
        return try slots.values().map { try $0.get() }
    }

    /// `body(0) ..< body(count)` on all cores, for work that cannot fail.
    static func map<Value>(_ count: Int, _ body: @Sendable (Int) -> Value) -> [Value] {
        let slots = ResultSlots<Value>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots[index] = body(index)
        }
        return slots.values()
    }
}
