import Foundation

/// Work spread over every core, results in input order.
enum Parallel {
    /// `body(0) ..< body(count)` on all cores; the first error (by index) is thrown after all ran.
    static func map<Value>(_ count: Int, _ body: @Sendable (Int) throws -> Value) throws -> [Value] {
        let slots = ResultSlots<Value>(count: count)
        let failures = ResultSlots<any Error>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            do {
                slots[index] = try body(index)
            } catch {
                failures[index] = error
            }
        }
        for index in 0..<count {
            if let failure = failures[index] { throw failure }
        }
        return slots.takeAll()
    }

    /// `body(0) ..< body(count)` on all cores, for work that cannot fail.
    static func map<Value>(_ count: Int, _ body: @Sendable (Int) -> Value) -> [Value] {
        let slots = ResultSlots<Value>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots[index] = body(index)
        }
        return slots.takeAll()
    }

    /// `first` and `second` at once, on two cores, for work that cannot fail.
    static func both<First, Second>(_ first: @Sendable () -> First, _ second: @Sendable () -> Second) -> (First, Second) {
        let firstSlot = ResultSlots<First>(count: 1)
        let secondSlot = ResultSlots<Second>(count: 1)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 { firstSlot[0] = first() } else { secondSlot[0] = second() }
        }
        return (firstSlot.take(0), secondSlot.take(0))
    }

    /// `first` and `second` at once, on two cores; the first's error wins when both throw.
    static func both<First, Second>(_ first: @Sendable () throws -> First,
                                    _ second: @Sendable () throws -> Second) throws -> (First, Second) {
        let firstSlot = ResultSlots<Result<First, any Error>>(count: 1)
        let secondSlot = ResultSlots<Result<Second, any Error>>(count: 1)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 {
                firstSlot[0] = Result { try first() }
            } else {
                secondSlot[0] = Result { try second() }
            }
        }
        let firstResult = firstSlot.take(0), secondResult = secondSlot.take(0)
        return (try firstResult.get(), try secondResult.get())
    }
}
