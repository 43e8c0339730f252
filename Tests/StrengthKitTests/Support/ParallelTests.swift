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

    /// The value is freed, on another thread than the caller's.
    @Test func aBackgroundReleaseFreesTheValueElsewhere() async throws {
        let freedOn = Mutex<pthread_t?>(nil)
        let caller = pthread_self()
        BackgroundRelease.release(Tracked { freedOn.withLock { $0 = pthread_self() } })
        var waited = 0
        while freedOn.withLock({ $0 }) == nil, waited < 500 {
            try await Task.sleep(for: .milliseconds(10))
            waited += 1
        }
        let thread = try #require(freedOn.withLock { $0 })
        #expect(pthread_equal(thread, caller) == 0)
    }
}
