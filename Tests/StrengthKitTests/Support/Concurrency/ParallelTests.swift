import Foundation
import Synchronization
import Testing
@testable import StrengthKit

@Suite struct ParallelTests {
    struct Failure: Error, Equatable { let index: Int }

    final class Tracked: Sendable {
        let onDeinit: @Sendable () -> Void
        init(onDeinit: @escaping @Sendable () -> Void) { self.onDeinit = onDeinit }
        deinit { onDeinit() }
    }

    @Test func resultsKeepTheirInputOrder() throws {
        #expect(Parallel.map(1_000) { $0 * 3 } == (0..<1_000).map { $0 * 3 })
        #expect(try Parallel.map(1_000) { index throws in String(index) } == (0..<1_000).map(String.init))
        #expect(Parallel.map(0) { $0 }.isEmpty)
    }

    /// Every task runs, and the error of the lowest index is the one thrown.
    @Test func theFirstFailureByIndexIsThrownOnceAllRan() {
        let ran = Atomic<Int>(0)
        #expect(throws: Failure(index: 3)) {
            _ = try Parallel.map(200) { index -> Int in
                ran.add(1, ordering: .relaxed)
                if index == 150 || index == 3 || index == 77 { throw Failure(index: index) }
                return index
            }
        }
        #expect(ran.load(ordering: .relaxed) == 200)
    }

    /// The values are moved out of the slots, not copied: the array holds the only reference.
    @Test func takingAllMovesTheValuesOut() {
        let slots = ResultSlots<Tracked>(count: 3)
        for index in 0..<3 { slots[index] = Tracked(onDeinit: {}) }
        var values = slots.takeAll()
        withExtendedLifetime(slots) {
            for index in values.indices { #expect(isKnownUniquelyReferenced(&values[index])) }
            #expect(slots[0] == nil && slots[2] == nil)
        }
    }

    /// The call returns before the value is freed, and the value is freed: its deinit waits for the
    /// caller to have returned from the call (it would wait in vain, inside the call, were the value
    /// freed there), then says it ran.
    @Test func aBackgroundReleaseReturnsFirstAndFreesTheValueLater() async throws {
        let returned = DispatchSemaphore(value: 0)
        let freed = Mutex<Bool?>(nil)
        BackgroundRelease.release(Tracked {
            let callerReturned = returned.wait(timeout: .now() + 5) == .success
            freed.withLock { $0 = callerReturned }
        })
        returned.signal()
        // Background work waits while the other tests keep every core busy: generous, so it is not flaky.
        let deadline = ContinuousClock.now + .seconds(300)
        while freed.withLock({ $0 }) == nil, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(freed.withLock { $0 } == true)
    }
}
